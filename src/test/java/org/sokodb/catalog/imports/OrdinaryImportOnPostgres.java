package org.sokodb.catalog.imports;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.sokodb.SchemaDump;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.identity.Identifier;

/**
 * The catalog the PostgreSQL bulk-load classes begin with ({@code PostgresBulkLoadTest},
 * {@code PostgresLoadOutlivedTest}, {@code PostgresKeysOutlivedTest}): the input of
 * {@link BulkLoadTest#input} (the shipped collections and 12 copies, 110 sources) imported
 * ordinarily in batches of 7. The first class to ask imports it and keeps its dump
 * ({@link SchemaDump}); every later one gets a copy, where each imported its own alike. The
 * input lies in one folder for the test JVM, so every copy names the same sources and a bulk
 * import of that folder into another catalog stores what the copy holds. Without
 * {@code pg_dump} each catalog is imported.
 */
final class OrdinaryImportOnPostgres {
    static final int BATCH = 7;

    private static Path input;
    private static SchemaDump dump;
    private static ImportSummary summary;

    private OrdinaryImportOnPostgres() {
    }

    /** The folder of the input, made by the first class that asks; deleted when the JVM exits. */
    static synchronized Path input() throws IOException {
        if (input == null) {
            Path dir = Files.createTempDirectory("sokodb-bulk-input");
            Path in = BulkLoadTest.input(dir);
            // the JVM deletes in the reverse order of these calls: each file before its folder
            try (Stream<Path> all = Files.walk(dir)) {
                all.map(Path::toFile).forEach(File::deleteOnExit);
            }
            input = in;
        }
        return input;
    }

    /**
     * Fills the new, empty schema of {@code url} ({@code TestPostgres.freshSchema}) with the
     * ordinary import of {@link #input}, and returns the summary that import gave.
     */
    static synchronized ImportSummary into(String url) throws IOException {
        if (dump != null && dump.replayInto(url)) {
            return summary;
        }
        ImportSummary made;
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            made = new Importer(catalog, new Identifier()::identify, BATCH, Long.MAX_VALUE)
                    .importPaths(List.of(input().toString()), new Fixtures.Recorder());
        }
        if (dump == null) {
            SchemaDump.of(url).ifPresent(d -> {
                dump = d;
                summary = made;
            });
        }
        return made;
    }
}
