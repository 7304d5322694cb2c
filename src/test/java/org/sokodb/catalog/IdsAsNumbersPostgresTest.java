package org.sokodb.catalog;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** Migration 15 on PostgreSQL (skipped unless SOKODB_TEST_PG_URL is set). */
@AlongsideOnPostgres
class IdsAsNumbersPostgresTest extends IdsAsNumbersContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
