package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * A read-only PostgreSQL catalog: a session in which every transaction is read-only
 * ({@code default_transaction_read_only}, as on a standby server), which refuses writes with
 * SQLSTATE 25006.
 */
@AlongsideOnPostgres
class PostgresReadOnlyCatalogTest extends ReadOnlyCatalogContract {
    @Override
    String catalog(Path dir) {
        return TestPostgres.freshSchema();
    }

    @Override
    String readOnly(String catalog) {
        return catalog + "&options=-c%20default_transaction_read_only%3Don";
    }

    @Override
    String shown(String readOnly) {
        return DatabaseLocation.of(readOnly).shown();
    }
}
