package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/** {@code optimize --catalog} on a PostgreSQL catalog (a schema of its own). */
@AlongsideOnPostgres
class PostgresOptimizeCatalogTest extends OptimizeCatalogContract {
    @Override
    String catalog(Path dir) {
        return TestPostgres.freshSchema();
    }
}
