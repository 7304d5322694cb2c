package org.sokodb.catalog.near;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The listed rows against the rows of the tables on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@SharedData
@AlongsideOnPostgres
class SimilarListingPostgresTest extends SimilarListingContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
