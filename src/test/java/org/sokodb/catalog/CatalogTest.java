package org.sokodb.catalog;

import static org.sokodb.catalog.Fixtures.microban;
import static org.sokodb.catalog.Fixtures.sasquatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.H2Reader;
import org.sokodb.catalog.db.migration.DenseValuesStoredAsIs;
import org.sokodb.catalog.db.migration.IdsAsNumbers;
import org.sokodb.catalog.db.migration.ListingByGroup;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.cli.CliRun;
import org.sokodb.cli.TestJvm;

/** Opening, migrating and sharing a catalog file (two connections of one process: {@code TwoConnectionsContract}). */
@Slow
class CatalogTest {

    @TempDir
    Path dir;

    @Test
    void aPlainPathBecomesAnH2FileWithTheSchema() {
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            assertEquals(0, new Inventory(catalog).compute().levels());
        }
        assertTrue(Files.exists(dir.resolve("catalog.mv.db")));
        try (Catalog again = TestCatalogs.openExisting(DatabaseLocation.of(dir.resolve("catalog.mv.db").toString()))) {
            assertEquals(0, new Inventory(again).compute().boards());
        }
    }

    @Test
    void theSchemaVersionConstantIsTheNewestMigration() throws IOException {
        try (var files = Files.list(Path.of("migrations"))) {
            List<Integer> versions = new ArrayList<>(files.map(p -> p.getFileName().toString())
                    .filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .map(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).toList());
            // the migrations in Java (PostgreSQL's alone, H2's alone, the one that asks before each step)
            for (int inJava : List.of(DenseValuesStoredAsIs.VERSION, H2Reader.VERSION, IdsAsNumbers.VERSION,
                    ListingByGroup.VERSION)) {
                assertFalse(versions.contains(inJava), "V" + inJava + " is in Java and in migrations/");
                versions.add(inJava);
            }
            Collections.sort(versions);
            int newest = versions.get(versions.size() - 1);
            // one migration per version from 1 on, none missing (an upgrade's safety is judged version by version)
            assertEquals(IntStream.rangeClosed(1, newest).boxed().toList(), versions);
            assertEquals(String.valueOf(newest), Catalog.SCHEMA_VERSION);
        }
    }

    @Test
    void compactingKeepsEveryBoardAndLeavesADenseFile() throws IOException {
        Path file = dir.resolve("catalog.mv.db");
        CatalogSize before;
        List<CollectionSummary> sourcesBefore;
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            // one source at a time, so pages are written and rewritten as in a real import
            for (String set : List.of(microban(), sasquatch(), Fixtures.path("sets/soukoban/Sven_1623.xsb"))) {
                new Importer(catalog).importPaths(List.of(set), new Fixtures.Recorder());
            }
            before = new Inventory(catalog).compute();
            sourcesBefore = new Inventory(catalog).collections();
            assertTrue(catalog.sparseFile(0).isEmpty(), "a small file is left as it is by default");
            // judged by what was written alone (never by H2's live count): all of it, since the file was made
            Compaction.Sparse sparse = catalog.sparseFile(new Compaction.Rule(0, 0, 25), 0).orElseThrow();
            assertTrue(sparse.livePercent() <= 100 && sparse.bytes() > 0 && sparse.grown() == sparse.bytes(),
                    sparse.toString());
            Compaction c = catalog.compact();
            assertEquals(Files.size(file), c.after());
            assertTrue(c.before() > 0, c.toString());
            // the rewrite compresses the live pages: smaller than what H2 counted live, not only than the file
            assertTrue(c.after() * 100 < c.before() * sparse.livePercent(), c + ", " + sparse);
            assertTrue(catalog.sparseFile(new Compaction.Rule(0, 101, 0), 0).isEmpty(), "a compacted catalog is closed");
        }
        try (Catalog again = TestCatalogs.openExisting(DatabaseLocation.of(file.toString()))) {
            // (how much smaller: bench/run.sh; Boxoban's 3.6 GB become 0.34 GB)
            int live = again.sparseFile(new Compaction.Rule(0, 101, 0), 0).orElseThrow().livePercent();
            assertTrue(live >= 90, "after compacting, " + live + "% of the file is live");
            assertTrue(again.sparseFile(new Compaction.Rule(0, 0, 1), again.fileBytes()).isEmpty(),
                    "nothing written since it was opened: not worth a rewrite");
            CatalogSize after = new Inventory(again).compute();
            assertEquals(before.boards(), after.boards());
            assertEquals(before.levels(), after.levels());
            assertEquals(before, after);
            assertEquals(sourcesBefore, new Inventory(again).collections());
            assertTrue(after.boards() > 1600, "Microban, Sasquatch and Sven's 1,623 levels: " + after.boards());
        }
    }

    @Test
    void readingCommandsDoNotCreateAMissingCatalog() {
        CatalogException e = assertThrows(CatalogException.class,
                () -> TestCatalogs.openExisting(DatabaseLocation.of(dir.resolve("nothing").toString())));
        assertTrue(e.getMessage().startsWith("no catalog at "), e.getMessage());
        assertFalse(Files.exists(dir.resolve("nothing.mv.db")));
    }

    @Test
    void aSecondProcessIsToldTheCatalogIsInUseAndTheFileStaysWhole() throws Exception {
        String file = dir.resolve("shared").toString();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(file))) {
            new Importer(catalog).importPaths(List.of(microban()), new Fixtures.Recorder());

            // Another JVM runs the real command line against the file this one holds open.
            Process other = new ProcessBuilder(javaCommand("--db", file, "import", sasquatch()))
                    .redirectErrorStream(false).start();
            assertTrue(other.waitFor(120, TimeUnit.SECONDS), "the other process must not hang");
            String err = new String(other.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(3, other.exitValue(), err);
            assertTrue(err.contains("catalog in use by another sokodb process"), err);
            assertEquals(1, err.strip().lines().count(), "one line, no stack trace: " + err);

            // This process goes on writing undisturbed.
            new Importer(catalog).importPaths(List.of(sasquatch()), new Fixtures.Recorder());
        }
        // Afterwards the file opens again, as the command line opens it (in this JVM: the file is
        // closed, so nothing of the writer's is left to share), and holds both sources.
        CliRun reader = CliRun.of("--db", file, "collections");
        String out = reader.out();
        assertEquals(0, reader.exitCode(), reader.err());
        assertEquals(3, out.lines().count(), out);
        assertTrue(out.contains(microban()) && out.contains(sasquatch()), out);
    }

    /** A command line that runs sokodb's main class in a fresh JVM with this test's classpath. */
    static List<String> javaCommand(String... args) throws IOException {
        List<String> command = TestJvm.sokodb();
        command.addAll(List.of(args));
        return command;
    }
}
