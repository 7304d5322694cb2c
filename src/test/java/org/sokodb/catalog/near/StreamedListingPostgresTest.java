package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The listing made from what an import kept, on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@AlongsideOnPostgres
class StreamedListingPostgresTest extends StreamedListingContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
