package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The security cases on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class WebSecurityPostgresTest extends ServeSecurityContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
