package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/** Sources named from another directory than the one they were imported in, on a PostgreSQL catalog. */
@AlongsideOnPostgres
class PostgresSourceFromElsewhereTest extends SourceFromElsewhereContract {
    @Override
    String catalog(Path dir) {
        return TestPostgres.freshSchema();
    }
}
