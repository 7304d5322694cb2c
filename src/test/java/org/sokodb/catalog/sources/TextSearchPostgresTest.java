package org.sokodb.catalog.sources;

import java.nio.file.Path;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;

/** The text search on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class TextSearchPostgresTest extends TextSearchContract {
    @Override
    DatabaseLocation location(Path dir) {
        return DatabaseLocation.of(TestPostgres.freshSchema());
    }
}
