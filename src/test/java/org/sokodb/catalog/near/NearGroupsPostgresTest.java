package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups a reader keeps, on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class NearGroupsPostgresTest extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
