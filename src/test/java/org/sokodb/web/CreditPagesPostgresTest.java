package org.sokodb.web;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.db.DatabaseEngine;

/** The credits pages on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class CreditPagesPostgresTest extends CreditPagesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }
}
