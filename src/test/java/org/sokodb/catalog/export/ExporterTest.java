package org.sokodb.catalog.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.Floods;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexId;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.StoredSolutions;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.cli.VerifiedExport;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.xsb.XsbReader;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** The export use case on the real data: what goes in, what comes back, and what a failure leaves. */
@Slow
class ExporterTest {
    static final String XSOKOBAN = Fixtures.shipped("xsokoban");
    /** The shared test data's {@code sets} (the test is skipped without it). */
    static String sets() {
        return Fixtures.path("sets");
    }
    /** The shared test data's {@code sok} (the test is skipped without it). */
    static String sok() {
        return Fixtures.path("sok");
    }
    /** The shared test data's {@code sok/Original_and_Extra.sok} (the test is skipped without it). */
    static String originalAndExtra() {
        return Fixtures.path("sok/Original_and_Extra.sok");
    }

    @TempDir
    Path dir;

    /** A board's Unique-Id, title and author. */
    public record Named(@HexId String uniqueId, String title, String author) {
    }

    /** What the tests ask of a catalog besides the use cases. */
    public interface Facts {
        @SqlQuery("SELECT DISTINCT unique_id FROM level WHERE unplayable IS NULL")
        @HexId
        Set<String> playableUniqueIds();

        @SqlQuery("SELECT DISTINCT l.unique_id FROM level l JOIN solution s ON s.level_id = l.id")
        @HexId
        Set<String> solvedUniqueIds();

        /** Every board that is a level, in import order. */
        @SqlQuery("SELECT l.unique_id, o.title, o.author FROM occurrence o JOIN level l ON l.id = o.level_id"
                + " ORDER BY o.id")
        @RegisterConstructorMapper(Named.class)
        List<Named> boardsInImportOrder();

        @SqlQuery("SELECT COUNT(*) FROM occurrence WHERE level_id IS NULL")
        long notLevels();

        @SqlUpdate("DELETE FROM solution WHERE carried_from IS NOT NULL")
        int forgetCarriedSolutions();
    }

    /** Title and author of the first imported board of each Unique-Id. */
    static Map<String, String> firstTitlesAndAuthors(Catalog catalog) {
        Map<String, String> first = new LinkedHashMap<>();
        for (Named b : catalog.dao(Facts.class).boardsInImportOrder()) {
            first.putIfAbsent(b.uniqueId(), b.title() + "\t" + b.author());
        }
        return first;
    }

    static List<LevelRecord> read(Path file) throws IOException {
        List<LevelRecord> levels = new ArrayList<>();
        try (LevelStream s = XsbReader.read(Files.newInputStream(file), file.getFileName().toString())) {
            s.forEachRemaining(levels::add);
        }
        return levels;
    }

    @Test
    void uniqueExportReadsBackAsTheSameLevelsWithoutDuplicates() throws IOException {
        Path out = dir.resolve("unique.sok");
        Set<String> playable;
        Set<String> solved;
        Map<String, String> firsts;
        ExportSummary summary;
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("a").toString()))) {
            new Importer(catalog).importPaths(List.of(XSOKOBAN, sets(), sok()), new Fixtures.Recorder());
            assertEquals(104, StoredSolutions.readFrom(catalog, originalAndExtra()), "distinct valid solutions");
            playable = catalog.dao(Facts.class).playableUniqueIds();
            solved = catalog.dao(Facts.class).solvedUniqueIds();
            firsts = firstTitlesAndAuthors(catalog);
            summary = new Exporter(catalog).export(ExportRequest.of(out).withUnique(true), new ExportListener() {
            });
            assertEquals(catalog.dao(Facts.class).notLevels(),
                    summary.leftOut().notLevels().values().stream().mapToLong(Long::longValue).sum());
        }
        assertEquals(playable.size(), summary.levels());
        assertEquals(solved.size(), summary.solvedLevels(), "every solved level keeps a solution");
        assertTrue(summary.leftOut().duplicates() > 900, summary.toString());

        try (Catalog again = TestCatalogs.open(DatabaseLocation.of(dir.resolve("b").toString()))) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(again).importPaths(List.of(out.toString()), r);
            assertEquals(List.of(), r.problems);
            assertEquals(0, t.counts().invalid());
            assertEquals(0, t.counts().duplicates());
            assertEquals(0, new Duplicates(again).count().groups(), "no duplicate groups");
            assertEquals(playable, again.dao(Facts.class).playableUniqueIds());
            Map<String, String> back = firstTitlesAndAuthors(again);
            assertEquals(playable.size(), back.size());
            for (String id : playable) {
                assertEquals(firsts.get(id), back.get(id), "title and author of " + id);
            }
        }
        assertEquals(summary.solutions(), VerifiedExport.validSolutions(out.toString()));
    }

    /**
     * The 90 original levels of Original_and_Extra.sok (those with solutions), imported first in
     * other orientations (and some with the man elsewhere), then Original_and_Extra.sok with its
     * solutions: the representatives are the turned copies, and every one of them still gets
     * solutions that solve it.
     */
    @Test
    void solutionsAreCarriedToARepresentativeInAnotherOrientation() throws IOException {
        Path turned = dir.resolve("turned.xsb");
        List<String> lines = new ArrayList<>();
        Identifier identifier = new Identifier();
        int n = 0;
        for (LevelRecord original : read(Path.of(originalAndExtra()))) {
            if (original.solutions().isEmpty()) {
                continue;
            }
            n++;
            Board b = ((IdentifiedLevel.Valid) identifier.identify(original)).board().transform(Symmetry.values()[n % 8]);
            if (n % 3 == 0) {
                b = b.withManAndBoxes(otherStart(b), b.boxes());
            }
            lines.add("; turned " + n);
            lines.addAll(b.toXsb().lines().toList());
            lines.add("");
        }
        assertEquals(90, n);
        Files.write(turned, lines);
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder recorder = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(turned.toString(), originalAndExtra()), recorder);
            assertEquals(List.of(), recorder.problems);
            // import carried the solutions to the turned copies: export finds them on the copies' own levels
            checkTurnedCopies(catalog, dir.resolve("carried-by-import.sok"));
            // without those, export carries the solutions read for the Unique-Id itself
            assertTrue(catalog.dao(Facts.class).forgetCarriedSolutions() >= 90);
            checkTurnedCopies(catalog, dir.resolve("carried-by-export.sok"));
        }
    }

    private static void checkTurnedCopies(Catalog catalog, Path out) throws IOException {
        ExportSummary summary = new Exporter(catalog).export(ExportRequest.of(out).withUnique(true)
                .withSolutions(ExportRequest.Solutions.ALL), new ExportListener() {
                });
        assertEquals(0, summary.leftOut().unverifiedSolutions());
        List<LevelRecord> levels = read(out);
        List<LevelRecord> originals = levels.stream().filter(l -> l.title().startsWith("turned ")).toList();
        assertEquals(90, originals.size(), "the turned copies came first");
        for (LevelRecord l : originals) {
            assertFalse(l.solutions().isEmpty(), l.title() + " has no solution");
            assertTrue(l.notes().contains("also in: ") && l.notes().contains("Original_and_Extra.sok #"), l.notes());
        }
        assertTrue(originals.stream().anyMatch(l -> l.notes().contains("man elsewhere")));
        assertTrue(originals.stream().anyMatch(l -> l.notes().contains("(mirrored")));
        assertEquals(summary.solutions(), VerifiedExport.validSolutions(out.toString()));
    }

    /** Some square of the man's area other than his own, not a goal. */
    private static int otherStart(Board b) {
        boolean[] area = Floods.reachable(b, b.man(), true);
        for (int i = area.length - 1; i >= 0; i--) {
            if (area[i] && i != b.man() && !b.hasBox(i) && !b.isGoal(i)) {
                return i;
            }
        }
        return b.man();
    }

    @Test
    void aFailureWhileWritingLeavesThePreviousFileAndNoTemporaryOne() throws IOException {
        Path out = dir.resolve("set.sok");
        Files.writeString(out, "the previous file\n");
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            // a real file of more levels than a chunk (1,000 Boxoban levels): the failure comes at the first
            // chunk's end, so any larger catalog (the shared data's sets/, 4,725 boards, once) shows no more
            new Importer(catalog).importPaths(List.of(Fixtures.shipped("boxoban/medium/train/306.txt")),
                    new Fixtures.Recorder());
            ExportListener failing = new ExportListener() {
                @Override
                public void progress(long levels) {
                    throw new IllegalStateException("injected failure after " + levels + " levels");
                }
            };
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Exporter(catalog).export(
                    ExportRequest.of(out).withReplace(true), failing));
            assertEquals("injected failure after " + Exporter.CHUNK + " levels", e.getMessage());
            assertEquals("the previous file\n", Files.readString(out));
            Files.delete(out);
            assertThrows(IllegalStateException.class, () -> new Exporter(catalog).export(ExportRequest.of(out),
                    failing));
            assertFalse(Files.exists(out));
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(Set.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp"))
                    .collect(java.util.stream.Collectors.toSet()));
        }
    }

    @Test
    void unplayableLevelsAndBoardsThatAreNotLevelsAreCountedNotWritten() throws IOException {
        Path set = Files.writeString(dir.resolve("bad.xsb"), """
                ; fine
                #####
                #@$.#
                #####

                ; no box
                ####
                #@.#
                ####

                ; two boxes, one goal
                ######
                #@$$.#
                ######

                ; open
                #####
                #@$.
                #####
                """);
        Path out = dir.resolve("out.xsb");
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(set.toString()), new Fixtures.Recorder());
            ExportSummary s = new Exporter(catalog).export(ExportRequest.of(out), new ExportListener() {
            });
            assertEquals(1, s.levels());
            assertEquals(Map.of("no box", 1L, "boxes ≠ goals", 1L), s.leftOut().unplayable());
            assertEquals(Map.of("open level", 1L), s.leftOut().notLevels());
        }
        assertEquals(List.of("fine"), read(out).stream().map(LevelRecord::title).toList());
    }

    @Test
    void reasonKindsDropTheDetails() {
        assertEquals("open level", Exporter.reasonKind("open level: the man can walk off the board"));
        assertEquals("unknown character 'x' in board", Exporter.reasonKind("unknown character 'x' in board at row 3, column 4"));
        assertEquals("more than one man", Exporter.reasonKind("more than one man (row 1, column 2 and row 3, column 4)"));
        assertEquals("no man on the board", Exporter.reasonKind("no man on the board"));
        assertEquals("boxes ≠ goals", Exporter.unplayableKind("3 boxes but 4 goals"));
        assertEquals("boxes ≠ goals", Exporter.unplayableKind("2 boxes but 1 goal"));
        assertEquals("boxes ≠ goals", Exporter.unplayableKind("1 box but 2 goals"));
    }

    @Test
    void alsoInNamesSourcesBelowTheirCommonDirectory() {
        assertEquals("data/", AlsoIn.commonDirectory(List.of("data/a/x.xsb", "data/b.xsb")));
        assertEquals("", AlsoIn.commonDirectory(List.of("a.xsb", "b.xsb")));
        assertEquals("dir/", AlsoIn.commonDirectory(List.of("dir/only.xsb")));
        assertEquals("../data/sets/", AlsoIn.commonDirectory(List.of("../data/sets/a.xsb", "../data/sets/ab.xsb")));
        assertEquals(new HashSet<>(List.of()), new HashSet<>(new SourceSelection(List.of("a/")).unknown(List.of("a/x", "a!/y"))));
        assertTrue(new SourceSelection(List.of("z.zip")).covers("z.zip!/in/side.txt"));
        assertFalse(new SourceSelection(List.of("z")).covers("zz/a.txt"));
    }
}
