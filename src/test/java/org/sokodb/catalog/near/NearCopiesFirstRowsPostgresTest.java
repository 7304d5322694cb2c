package org.sokodb.catalog.near;

import org.sokodb.Alongside;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The page of near copies on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@Alongside
class NearCopiesFirstRowsPostgresTest extends NearCopiesFirstRowsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
