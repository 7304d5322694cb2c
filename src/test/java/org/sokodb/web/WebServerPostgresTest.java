package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The routes on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
class WebServerPostgresTest extends ServeRoutesContract {
    @Override
    Engine engine() {
        return Engine.POSTGRESQL;
    }
}
