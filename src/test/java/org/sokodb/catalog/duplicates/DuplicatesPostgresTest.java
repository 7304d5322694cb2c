package org.sokodb.catalog.duplicates;

import org.sokodb.catalog.db.Engine;

/** The known duplicates found on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class DuplicatesPostgresTest extends DuplicatesContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
