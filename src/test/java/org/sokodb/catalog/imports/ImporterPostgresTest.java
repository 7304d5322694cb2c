package org.sokodb.catalog.imports;

import org.sokodb.catalog.db.Engine;

/** The importer on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class ImporterPostgresTest extends ImporterContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
