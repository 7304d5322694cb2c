package org.sokodb.catalog.credits;

import org.sokodb.catalog.db.Engine;

/** Credits on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class CreditsPostgresTest extends CreditsContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
