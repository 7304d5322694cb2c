package org.sokodb.catalog.imports;

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
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.catalog.levels.Found;
import org.sokodb.catalog.levels.Levels;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.LevelIds;

/** The importer, written once for both engines (ImporterH2Test, ImporterPostgresTest). */
abstract class ImporterContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    private static ImportSummary importAll(Catalog catalog, Fixtures.Recorder recorder, String... paths) {
        return new Importer(catalog).importPaths(List.of(paths), recorder);
    }

    private static Inventory stats(Catalog c) {
        return new Inventory(c);
    }

    @Test
    void storesEveryBoardAndCountsWhatItFound() {
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = importAll(catalog, r, microban());
            int boards = Fixtures.read(List.of(microban())).size();
            assertEquals(1, t.imported());
            assertEquals(boards, t.counts().boards());
            assertEquals(boards, t.counts().levels() + t.counts().invalid());
            assertEquals(t.counts().levels(), t.counts().newLevels() + t.counts().alreadyKnown());
            CatalogSize s = stats(catalog).compute();
            assertEquals(boards, s.boards());
            assertEquals(t.counts().newLevels(), s.levels());
            assertEquals(1, s.sources());
            CollectionSummary c = stats(catalog).collections().get(0);
            assertEquals(microban(), c.source());
            assertEquals(t.counts().levels(), c.levels());
            assertEquals(SourceReport.Outcome.IMPORTED, r.reports.get(0).outcome());
        }
    }

    @Test
    void reimportingTheSameBytesChangesNothingWhateverTheName() throws IOException {
        Path copy = dir.resolve("renamed.xsb");
        Files.copy(Path.of(microban()), copy);
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            importAll(catalog, new Fixtures.Recorder(), microban());
            CatalogSize before = stats(catalog).compute();
            List<CollectionSummary> sourcesBefore = stats(catalog).collections();

            Fixtures.Recorder again = new Fixtures.Recorder();
            ImportSummary t = importAll(catalog, again, microban(), copy.toString());
            assertEquals(0, t.imported());
            assertEquals(2, t.alreadyImported());
            assertEquals(SourceReport.Outcome.ALREADY_IMPORTED, again.reports.get(1).outcome());
            assertEquals(microban(), again.reports.get(1).other());
            assertTrue(again.problems.isEmpty(), "problems are reported on the first import only");

            CatalogSize after = stats(catalog).compute();
            assertEquals(before.boards(), after.boards());
            assertEquals(before.levels(), after.levels());
            assertEquals(before, after);
            assertEquals(sourcesBefore, stats(catalog).collections());
        }
    }

    @Test
    void otherBytesUnderAnImportedNameReplaceItAndItsDuplicates() throws IOException {
        Path file = dir.resolve("set.xsb");
        Path copy = dir.resolve("copy.xsb");
        List<String> microban = Files.readAllLines(Path.of(microban()), StandardCharsets.ISO_8859_1);
        Files.write(file, microban, StandardCharsets.ISO_8859_1);
        List<String> copied = new java.util.ArrayList<>(microban);
        copied.add("; the same levels again");
        Files.write(copy, copied, StandardCharsets.ISO_8859_1);
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            importAll(catalog, new Fixtures.Recorder(), file.toString(), copy.toString());
            long levelsBefore = stats(catalog).compute().levels();
            assertEquals(expectedGroups(file, copy), new Duplicates(catalog).count().groups());

            Files.write(copy, microban.subList(0, microban.size() / 2), StandardCharsets.ISO_8859_1);
            Fixtures.Recorder r = new Fixtures.Recorder();
            importAll(catalog, r, copy.toString());
            assertEquals(SourceReport.Outcome.REPLACED, r.reports.get(0).outcome());
            CatalogSize s = stats(catalog).compute();
            assertEquals(2, s.sources());
            assertEquals(2, stats(catalog).collections().size());
            assertEquals(Fixtures.read(List.of(file.toString(), copy.toString())).size(), s.boards());
            assertEquals(levelsBefore, s.levels(), "the first file still has every level");
            assertEquals(expectedGroups(file, copy), s.duplicateGroups());
            assertEquals(expectedGroups(file, copy), Fixtures.dups(catalog, DuplicateFilter.ALL).stream()
                    .map(DuplicateMember::uniqueId).distinct().count());

            Files.write(file, microban.subList(0, microban.size() / 4), StandardCharsets.ISO_8859_1);
            importAll(catalog, new Fixtures.Recorder(), file.toString());
            assertEquals(Fixtures.read(List.of(copy.toString())).values().stream()
                    .filter(l -> l instanceof IdentifiedLevel.Valid).count(), stats(catalog).compute().levels(),
                    "levels no source has any more are gone");
            assertEquals(expectedGroups(file, copy), new Duplicates(catalog).count().groups());
        }
    }

    /** Duplicate groups among the files, counted from the files themselves. */
    private static long expectedGroups(Path... files) {
        Map<String, Integer> counts = new HashMap<>();
        for (IdentifiedLevel l : Fixtures.read(Arrays.stream(files).map(Path::toString).toList()).values()) {
            if (l instanceof IdentifiedLevel.Valid v) {
                counts.merge(v.ids().uniqueId(), 1, Integer::sum);
            }
        }
        return counts.values().stream().filter(n -> n > 1).count();
    }

    @Test
    void aFailureMidwayLeavesNoTraceOfThatSource() {
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            importAll(catalog, new Fixtures.Recorder(), microban());
            CatalogSize before = stats(catalog).compute();
            List<CollectionSummary> sourcesBefore = stats(catalog).collections();

            Identifier real = new Identifier();
            AtomicInteger seen = new AtomicInteger();
            Function<LevelRecord, IdentifiedLevel> failing = record -> {
                if (seen.incrementAndGet() > 30) {
                    throw new IllegalStateException("injected failure");
                }
                return real.identify(record);
            };
            Fixtures.Recorder r = new Fixtures.Recorder();
            // batches of 7: several batches are written before the failure
            Importer importer = new Importer(catalog, failing, 7);
            assertThrows(IllegalStateException.class, () -> importer.importPaths(List.of(sasquatch()), r));
            assertEquals(SourceReport.Outcome.NOT_IMPORTED, r.reports.get(0).outcome());

            CatalogSize after = stats(catalog).compute();
            assertEquals(before.boards(), after.boards());
            assertEquals(before.levels(), after.levels());
            assertEquals(before, after);
            assertEquals(sourcesBefore, stats(catalog).collections());

            // and the catalog still works: the same source imports afterwards
            ImportSummary t = importAll(catalog, new Fixtures.Recorder(), sasquatch());
            assertEquals(1, t.imported());
        }
    }

    @Test
    void aDamagedSourceLeavesNoTraceAndTheOthersAreKept() throws IOException {
        Path zip = dir.resolve("damaged.zip");
        byte[] big = Files.readAllBytes(Path.of(Fixtures.path("sets/soukoban/Sven_1623.xsb")));
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("a/good.xsb"));
            out.write(Files.readAllBytes(Path.of(microban())));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("b/broken.xsb"));
            out.write(big);
            out.closeEntry();
        }
        breakOffDeflatedEntry(zip, "b/broken.xsb", Arrays.copyOf(big, big.length / 3));

        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(catalog, new Identifier()::identify, 50)
                    .importPaths(List.of(zip.toString()), r);
            assertEquals(1, t.imported());
            assertEquals(1, t.notImported());
            assertFalse(r.problems.isEmpty());
            List<CollectionSummary> c = stats(catalog).collections();
            assertEquals(1, c.size());
            assertEquals(zip + "!/a/good.xsb", c.get(0).source());
            assertEquals(stats(catalog).compute().boards(), c.get(0).boards());
        }
    }

    @Test
    void anExactIdCollisionIsReportedNeverMerged() {
        // A stub hash: every level gets the same Exact-Id, so the second different board collides.
        Identifier real = new Identifier();
        Function<LevelRecord, IdentifiedLevel> colliding = record -> {
            IdentifiedLevel l = real.identify(record);
            if (l instanceof IdentifiedLevel.Valid v) {
                LevelIds ids = v.ids();
                return new IdentifiedLevel.Valid(v.record(), v.board(),
                        new LevelIds(0x0123456789ABCDEFL, ids.uniqueKey(), ids.normalized(), ids.canonical()));
            }
            return l;
        };
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(catalog, colliding, Importer.DEFAULT_BATCH)
                    .importPaths(List.of(sasquatch()), r);
            int boards = Fixtures.read(List.of(sasquatch())).size();
            assertEquals(boards - 1, t.counts().collisions());
            assertEquals(1, t.counts().levels());
            assertEquals(boards - 1, r.problems.stream().filter(p -> p.contains("Exact-Id collision")).count());
            assertTrue(r.problems.get(0).startsWith(sasquatch() + ":"), r.problems.get(0));

            CatalogSize s = stats(catalog).compute();
            assertEquals(1, s.levels(), "one level, never merged with the others");
            assertEquals(boards, s.boards(), "every board is still kept");
            Optional<Found> found = new Levels(catalog).find(sasquatch() + "#2");
            assertTrue(found.orElseThrow() instanceof Found.NotALevel n
                    && n.appearance().reason().orElseThrow().contains("collision"));
        }
    }

    @Test
    void invalidBoardsKeepTheirReason() {
        String sok = Fixtures.path("sok/hexoban_parser_tests.sok");
        try (Catalog catalog = Fixtures.freshCatalog(engine(), dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = importAll(catalog, r, sok);
            assertTrue(t.counts().invalid() > 0);
            assertEquals(t.counts().invalid(), r.problems.size());
            assertEquals(t.counts().invalid(), stats(catalog).compute().invalid());
            Found f = new Levels(catalog).find(sok + "#1").orElseThrow();
            assertTrue(f instanceof Found.NotALevel n && n.appearance().reason().isPresent());
        }
    }

    /**
     * Rewrites the deflated data of {@code entry} in place: a valid deflate stream of
     * {@code readable} (so its first boards are read and batched), then a block of the
     * reserved type, which makes the inflater fail ("invalid block type") part way.
     */
    private static void breakOffDeflatedEntry(Path zip, String entry, byte[] readable) throws IOException {
        byte[] bytes = Files.readAllBytes(zip);
        byte[] name = entry.getBytes(StandardCharsets.US_ASCII);
        int local = indexOf(bytes, name) - 30;
        ByteBuffer le = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x04034b50, le.getInt(local), "local file header");
        int dataStart = local + 30 + le.getShort(local + 26) + le.getShort(local + 28);
        int central = lastIndexOf(bytes, name) - 46;
        assertEquals(0x02014b50, le.getInt(central), "central directory header");
        int compressedSize = le.getInt(central + 20);

        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        deflater.setInput(readable);
        byte[] prefix = new byte[readable.length + 1024];
        int n = deflater.deflate(prefix, 0, prefix.length, Deflater.SYNC_FLUSH);
        deflater.end();
        assertTrue(n + 1 < compressedSize, "the readable part must fit in the entry's space");
        byte[] data = new byte[compressedSize];
        System.arraycopy(prefix, 0, data, 0, n);
        data[n] = 0x07; // BFINAL=1, BTYPE=11: a reserved block type
        System.arraycopy(data, 0, bytes, dataStart, compressedSize);
        Files.write(zip, bytes);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }

    private static int lastIndexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = haystack.length - needle.length; i >= 0; i--) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }
}
