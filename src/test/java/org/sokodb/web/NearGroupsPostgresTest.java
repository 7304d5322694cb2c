package org.sokodb.web;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@Alongside
class NearGroupsPostgresTest extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
