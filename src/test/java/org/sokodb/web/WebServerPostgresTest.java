package org.sokodb.web;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** The routes on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class WebServerPostgresTest extends ServeRoutesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
