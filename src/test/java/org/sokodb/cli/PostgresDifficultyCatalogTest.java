package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/** Difficulty in a PostgreSQL catalog (a schema of its own). */
@AlongsideOnPostgres
class PostgresDifficultyCatalogTest extends DifficultyCatalogContract {
    @Override
    String catalog(Path dir) {
        return TestPostgres.freshSchema();
    }
}
