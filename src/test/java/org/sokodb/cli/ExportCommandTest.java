package org.sokodb.cli;

import static org.sokodb.catalog.Fixtures.microban;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.StoredSolutions;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.xsb.XsbReader;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** {@code sokodb export} end to end: each option, read back through our own reader. */
@Slow
class ExportCommandTest {
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String xsokoban() {
        return TestData.path("sets/soukoban/XSokoban_90.xsb").toString();
    }
    /** The shared test data's {@code sok/Original_and_Extra.sok} (the test is skipped without it). */
    static String originalAndExtra() {
        return TestData.path("sok/Original_and_Extra.sok").toString();
    }
    static List<String> input() {
        return List.of(microban(), xsokoban(), originalAndExtra());
    }

    @TempDir
    Path dir;
    String db;

    @BeforeEach
    void catalog() {
        db = dir.resolve("catalog").toString();
        CliRun r = CliRun.of("--db", db, "import", microban(), xsokoban(), originalAndExtra());
        assertEquals(0, r.exitCode(), r.err());
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(db))) {
            assertEquals(104, StoredSolutions.readFromInputs(catalog), "stored by import");
        }
    }

    private CliRun export(String... options) {
        List<String> args = new ArrayList<>(List.of("--db", db, "export"));
        args.addAll(List.of(options));
        return CliRun.of(args.toArray(new String[0]));
    }

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    static List<LevelRecord> read(String file) throws IOException {
        List<LevelRecord> levels = new ArrayList<>();
        try (LevelStream s = XsbReader.read(Files.newInputStream(Path.of(file)), Path.of(file).getFileName().toString())) {
            s.forEachRemaining(levels::add);
        }
        return levels;
    }

    /** Every board of the files that is a playable level, as the reader and the identity see it, in file order. */
    static List<IdentifiedLevel.Valid> playable(List<String> files) {
        List<IdentifiedLevel.Valid> out = new ArrayList<>();
        Identifier identifier = new Identifier();
        LevelSources.read(files, new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (identifier.identify(record) instanceof IdentifiedLevel.Valid v
                        && v.board().playabilityProblem().isEmpty()) {
                    out.add(v);
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return out;
    }

    /** Boxes of the level (its normalised board: decoration outside the man's area does not count). */
    private static int boxes(LevelRecord r) {
        String normalized = ((IdentifiedLevel.Valid) new Identifier().identify(r)).ids().normalized();
        return (int) normalized.chars().filter(c -> c == '$' || c == '*').count();
    }

    @Test
    void sokKeepsEveryPlayableBoardWithItsTextAndSolutions() throws IOException {
        CliRun r = export("--out", out("all.sok"));
        assertEquals(0, r.exitCode(), r.err());
        List<IdentifiedLevel.Valid> input = playable(input());
        List<LevelRecord> back = read(out("all.sok"));
        long solved = back.stream().filter(l -> !l.solutions().isEmpty()).count();
        assertTrue(solved > 90, "the Original levels and their copies in XSokoban_90: " + solved);
        assertEquals(List.of("wrote " + out("all.sok") + " (sok): " + input.size() + " levels, " + solved
                + " with solutions (" + countBlocks(out("all.sok")) + " solution blocks)", "left out: nothing"),
                r.out().lines().toList());
        assertEquals(input.size(), back.size());
        for (int i = 0; i < back.size(); i++) {
            LevelRecord want = input.get(i).record();
            LevelRecord got = back.get(i);
            assertEquals(want.title(), got.title());
            assertEquals(want.author(), got.author());
            assertEquals(want.notes(), got.notes());
            assertEquals(want.rows(), got.rows(), "the board as first written");
        }
        assertTrue(back.stream().flatMap(l -> l.solutions().stream())
                .allMatch(s -> s.title().matches("Solution/(Moves|Pushes) \\d+/\\d+")));
        assertEquals(countBlocks(out("all.sok")), VerifiedExport.validSolutions(out("all.sok")));
        assertTrue(Files.readString(Path.of(out("all.sok"))).startsWith("Collection: all\nExported from a sokodb "
                + "catalog: every playable board, best solutions (by moves, by pushes).\n"));
    }

    private static long countBlocks(String file) throws IOException {
        return read(file).stream().mapToLong(l -> l.solutions().size()).sum();
    }

    @Test
    void xsbHasCommentTitlesAndNoSolutions() throws IOException {
        for (String[] options : List.of(new String[] {"--out", out("set.xsb")},
                new String[] {"--out", out("set.txt"), "--format", "XSB"})) {
            CliRun r = export(options);
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(r.out().startsWith("wrote " + options[1] + " (xsb): "), r.out());
            List<IdentifiedLevel.Valid> input = playable(input());
            List<LevelRecord> back = read(options[1]);
            assertEquals(input.size(), back.size());
            for (int i = 0; i < back.size(); i++) {
                assertEquals(input.get(i).record().title(), back.get(i).title());
                assertEquals(input.get(i).record().author(), back.get(i).author());
                assertEquals(input.get(i).record().notes(), back.get(i).notes());
                assertEquals(input.get(i).record().rows(), back.get(i).rows());
                assertEquals(List.of(), back.get(i).solutions());
            }
            String text = Files.readString(Path.of(options[1]));
            assertTrue(text.contains("\n; 1\n"), "Microban's first title as a comment");
            assertFalse(text.contains("Solution"));
        }
        CliRun refused = export("--out", out("x.xsb"), "--solutions", "all");
        assertEquals(2, refused.exitCode());
        assertTrue(refused.err().startsWith("sokodb: XSB files hold no solutions"), refused.err());
        assertFalse(Files.exists(Path.of(out("x.xsb"))));
    }

    @Test
    void normalizedWritesTheNormalisedBoards() throws IOException {
        assertEquals(0, export("--out", out("n.sok"), "--normalized", "--solutions", "none").exitCode());
        List<IdentifiedLevel.Valid> input = playable(input());
        List<LevelRecord> back = read(out("n.sok"));
        assertEquals(input.size(), back.size());
        boolean differs = false;
        for (int i = 0; i < back.size(); i++) {
            assertEquals(input.get(i).ids().normalized(), String.join("\n", back.get(i).rows()) + "\n");
            assertEquals(List.of(), back.get(i).solutions());
            differs |= !input.get(i).record().rows().equals(back.get(i).rows());
        }
        assertTrue(differs, "some boards are written otherwise in the files");
    }

    @Test
    void solvedAndUnsolvedSplitTheLevels() throws IOException {
        CliRun solved = export("--out", out("solved.sok"), "--solved", "--unique");
        CliRun unsolved = export("--out", out("unsolved.sok"), "--unsolved", "--unique");
        CliRun all = export("--out", out("all.sok"), "--unique");
        assertEquals(0, solved.exitCode(), solved.err());
        assertEquals(0, unsolved.exitCode(), unsolved.err());
        List<LevelRecord> s = read(out("solved.sok"));
        List<LevelRecord> u = read(out("unsolved.sok"));
        assertEquals(90, s.size());
        assertTrue(s.stream().allMatch(l -> !l.solutions().isEmpty()));
        assertTrue(u.stream().allMatch(l -> l.solutions().isEmpty()));
        assertEquals(read(out("all.sok")).size(), s.size() + u.size());
        assertTrue(solved.out().contains("left out: ") && solved.out().contains(u.size() + " levels without a solution (--solved)"),
                solved.out());
        assertTrue(all.out().contains("duplicates of a level written (--unique)"), all.out());
        assertEquals(VerifiedExport.validSolutions(out("solved.sok")), s.stream().mapToLong(l -> l.solutions().size()).sum());
        CliRun both = export("--out", out("both.sok"), "--solved", "--unsolved");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().startsWith("sokodb: --solved and --unsolved exclude each other"), both.err());
    }

    @Test
    void sourceKeepsOnlyTheBoardsOfThoseSources() throws IOException {
        assertEquals(0, export("--out", out("m.xsb"), "--source", microban()).exitCode());
        assertEquals(playable(List.of(microban())).size(), read(out("m.xsb")).size());
        String soukoban = TestData.path("sets/soukoban").toString() + "/";
        assertEquals(0, export("--out", out("two.sok"), "--source", soukoban, "--source", originalAndExtra())
                .exitCode());
        assertEquals(playable(input()).size(), read(out("two.sok")).size());
        // --unique among the chosen sources: XSokoban_90 came before Original_and_Extra
        assertEquals(0, export("--out", out("u.sok"), "--source", xsokoban(), "--source", originalAndExtra(),
                "--unique").exitCode());
        List<LevelRecord> u = read(out("u.sok"));
        assertTrue(u.get(0).title().equals("screen.01") && u.get(0).notes().contains("also in: "), u.get(0).notes());
        CliRun unknown = export("--out", out("none.sok"), "--source", microban() + "x");
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().startsWith("sokodb: no source '" + microban() + "x' in the catalog"), unknown.err());
        assertFalse(Files.exists(Path.of(out("none.sok"))));
    }

    @Test
    void orderBySizeBoxesAndPushes() throws IOException {
        assertEquals(0, export("--out", out("boxes.sok"), "--order", "boxes").exitCode());
        assertSorted(read(out("boxes.sok")).stream().map(ExportCommandTest::boxes).toList());
        assertEquals(0, export("--out", out("size.sok"), "--order", "SIZE", "--normalized").exitCode());
        assertSorted(read(out("size.sok")).stream().map(l -> l.rows().size() * l.rows().get(0).length()).toList());
        assertEquals(0, export("--out", out("pushes.sok"), "--order", "pushes", "--unique").exitCode());
        List<LevelRecord> byPushes = read(out("pushes.sok"));
        List<Integer> pushes = byPushes.stream().map(ExportCommandTest::bestPushes)
                .map(p -> p.isPresent() ? p.getAsInt() : Integer.MAX_VALUE).toList();
        assertSorted(pushes);
        assertEquals(Integer.MAX_VALUE, pushes.get(pushes.size() - 1), "unsolved last");
        CliRun bad = export("--out", out("x.sok"), "--order", "title");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().contains("Invalid value for option '--order': 'title' is not one of imported, size, boxes,"
                + " pushes, difficulty"), bad.err());
        assertEquals(0, export("--out", out("upper.sok"), "--order", "SIZE").exitCode(), "any case");
    }

    private static OptionalInt bestPushes(LevelRecord l) {
        return l.solutions().stream().mapToInt(s -> Integer.parseInt(s.title().replaceAll(".*/", ""))).min();
    }

    private static void assertSorted(List<Integer> values) {
        List<Integer> sorted = new ArrayList<>(values);
        sorted.sort(Comparator.naturalOrder());
        assertEquals(sorted, values);
    }

    @Test
    void anExistingFileIsReplacedOnlyWithForce() throws IOException {
        Path file = Path.of(out("set.sok"));
        Files.writeString(file, "mine\n");
        CliRun refused = export("--out", file.toString());
        assertEquals(2, refused.exitCode());
        assertEquals("sokodb: " + file + " exists; add --force to replace it\n", refused.err());
        assertEquals("", refused.out());
        assertEquals("mine\n", Files.readString(file));
        CliRun forced = export("--out", file.toString(), "--force");
        assertEquals(0, forced.exitCode(), forced.err());
        assertTrue(Files.readString(file).startsWith("Collection: set\n"));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
        CliRun nowhere = export("--out", dir.resolve("no/such/dir/x.sok").toString());
        assertEquals(3, nowhere.exitCode());
        assertTrue(nowhere.err().startsWith("sokodb: cannot write "), nowhere.err());
    }
}
