package org.sokodb.catalog.near;

import org.sokodb.catalog.db.Engine;

/** The near-duplicate use-cases on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class NearDuplicatesPostgresTest extends NearDuplicatesContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
