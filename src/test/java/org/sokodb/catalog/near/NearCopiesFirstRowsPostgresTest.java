package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The page of near copies on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@AlongsideOnPostgres
class NearCopiesFirstRowsPostgresTest extends NearCopiesFirstRowsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
