package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/** A source imported again after it changed, on a PostgreSQL catalog (a schema of its own). */
@AlongsideOnPostgres
class PostgresReplacedSourceCountsTest extends ReplacedSourceCountsContract {
    @Override
    String catalog(Path dir) {
        return TestPostgres.freshSchema();
    }
}
