package org.sokodb.catalog.credits;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** Credits on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class CreditsPostgresTest extends CreditsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
