package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The packed groups and the upgrade to them on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@AlongsideOnPostgres
class PackedGroupsPostgresTest extends PackedGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
