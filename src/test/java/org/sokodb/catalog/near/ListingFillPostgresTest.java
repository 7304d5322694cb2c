package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** What a fill of the listing writes on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@AlongsideOnPostgres
class ListingFillPostgresTest extends ListingFillContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
