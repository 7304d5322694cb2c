package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The near-duplicate groups on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class NearGroupsPostgresTest extends NearGroupsContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
