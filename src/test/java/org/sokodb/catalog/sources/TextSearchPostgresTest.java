package org.sokodb.catalog.sources;

import java.nio.file.Path;
import java.util.function.BiConsumer;

import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SchemaDump;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;

/** The text search on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a server). */
@AlongsideOnPostgres
class TextSearchPostgresTest extends TextSearchContract {
    /** The input of the class's imported catalog. */
    @TempDir
    static Path shared;

    /** The class's imported catalog, dumped by its first test that asks; empty where pg_dump cannot run. */
    private static SchemaDump importedDump;

    @Override
    DatabaseLocation location(Path dir) {
        return DatabaseLocation.of(TestPostgres.freshSchema());
    }

    /** A fresh schema, the dump replayed into it. */
    @Override
    DatabaseLocation imported(Path dir, BiConsumer<DatabaseLocation, Path> importInto) {
        String url = TestPostgres.freshSchema();
        synchronized (TextSearchPostgresTest.class) {
            if (importedDump != null && importedDump.replayInto(url)) {
                return DatabaseLocation.of(url);
            }
            importInto.accept(DatabaseLocation.of(url), shared);
            if (importedDump == null) {
                importedDump = SchemaDump.of(url).orElse(null);
            }
        }
        return DatabaseLocation.of(url);
    }
}
