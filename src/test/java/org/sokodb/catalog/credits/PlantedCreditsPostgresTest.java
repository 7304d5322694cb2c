package org.sokodb.catalog.credits;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** Copies planted among the real collections, on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class PlantedCreditsPostgresTest extends PlantedCreditsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
