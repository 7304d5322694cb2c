package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.cli.terminal.ExitCodes;

/** {@code sokodb generate} end to end; its levels checked by {@code id}, {@code verify}, {@code import} and {@code dups}. */
class GenerateCommandTest {
    static final String HEADER = "index\ttitle\tunique_id\twidth\theight\tboxes\tmoves\tpushes\tbox_lines"
            + "\tbox_changes\tdifficulty\tband\tseconds";

    @TempDir
    Path dir;

    private String db() {
        return dir.resolve("catalog").toString();
    }

    private CliRun generate(String out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("--db", db(), "generate", "--out",
                dir.resolve(out).toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static List<String> column(CliRun r, int i) {
        return r.rows().stream().map(l -> l.split("\t", -1)[i]).toList();
    }

    @Test
    void writesSolvedLevelsBestFirstThatIdAndVerifyAccept() throws IOException {
        CliRun r = generate("new.sok", "--count", "20", "--seed", "42");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(HEADER, r.out().lines().findFirst().orElseThrow());
        assertEquals(20, r.rows().size());
        assertTrue(r.err().contains("no catalog at"), r.err());
        assertTrue(r.errLines().stream().anyMatch(l -> l.startsWith("sokodb: kept 20 of ")), r.err());
        List<Integer> boxLines = column(r, 8).stream().map(Integer::valueOf).toList();
        for (int i = 1; i < boxLines.size(); i++) {
            assertTrue(boxLines.get(i - 1) >= boxLines.get(i), boxLines.toString());
        }
        assertEquals(20, new HashSet<>(column(r, 2)).size());

        Path file = dir.resolve("new.sok");
        String text = Files.readString(file);
        assertEquals(20, text.lines().filter(l -> l.equals("Author: sokodb generator")).count());
        assertTrue(text.contains("seed 42, candidate "), text);
        assertTrue(text.contains("preset S9"), text);

        CliRun id = CliRun.of("id", file.toString());
        assertEquals(0, id.exitCode(), id.err());
        assertEquals(column(r, 2), id.rows().stream().map(l -> l.split("\t", -1)[4]).toList());
        CliRun verify = CliRun.of("verify", file.toString());
        assertEquals(0, verify.exitCode(), verify.err());
        assertEquals(20, verify.rows().size());
        assertTrue(verify.rows().stream().allMatch(l -> l.split("\t", -1)[3].equals("valid")), verify.out());
        // the metrics verify computes are those generate printed
        assertEquals(column(r, 8), verify.rows().stream().map(l -> l.split("\t", -1)[6]).toList());
    }

    @Test
    void theSameSeedWritesTheSameBytesAndAnotherSeedOtherLevels() throws IOException {
        assertEquals(0, generate("a.sok", "--count", "8", "--seed", "5", "--preset", "S4").exitCode());
        assertEquals(0, generate("b.sok", "--count", "8", "--seed", "5", "--preset", "S4").exitCode());
        assertEquals(0, generate("c.sok", "--count", "8", "--seed", "6", "--preset", "S4").exitCode());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.sok")), Files.readAllBytes(dir.resolve("b.sok")));
        assertFalse(Files.readString(dir.resolve("a.sok")).equals(Files.readString(dir.resolve("c.sok"))));
    }

    @Test
    void strategyOptionsTakeHyphenatedNamesAndChangeThePreset() throws IOException {
        CliRun r = generate("custom.sok", "--count", "3", "--seed", "1", "--box-selection", "least-pushed",
                "--push", "MOST_OBSTACLES", "--pull", "farthest", "--route", "direct", "--size", "9x7",
                "--boxes", "2", "--forward", "12", "--backward", "40", "--min-box-lines", "3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(column(r, 1).stream().allMatch(t -> t.startsWith("custom 9x7 seed 1 candidate ")), r.out());
        assertTrue(column(r, 5).stream().allMatch("2"::equals));
        assertTrue(column(r, 8).stream().allMatch(n -> Integer.parseInt(n) >= 3));
        assertTrue(Files.readString(dir.resolve("custom.sok")).contains("9x7, 2 boxes, forward 12, backward 40, "
                + "box least-pushed, push most-obstacles, pull farthest, route direct, goals carved"));
        CliRun bad = generate("x.sok", "--push", "sideways");
        assertEquals(ExitCodes.USAGE, bad.exitCode());
        assertTrue(bad.err().contains("random, farthest, most-obstacles"), bad.err());
    }

    @Test
    void levelsTheCatalogHoldsAreNotKeptAgain() {
        CliRun first = generate("first.sok", "--count", "4", "--seed", "9");
        assertEquals(0, first.exitCode(), first.err());
        CliRun imported = CliRun.of("--db", db(), "import", dir.resolve("first.sok").toString());
        assertEquals(0, imported.exitCode(), imported.err());

        CliRun again = generate("again.sok", "--count", "4", "--seed", "9", "--import");
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.err().contains("4 duplicate of a catalog level"), again.err());
        Set<String> before = new HashSet<>(column(first, 2));
        assertTrue(column(again, 2).stream().noneMatch(before::contains));
        assertTrue(again.err().contains("imported generated/"), again.err());

        CliRun dups = CliRun.of("--db", db(), "dups");
        assertEquals(0, dups.exitCode(), dups.err());
        assertEquals(List.of(), dups.rows());
        // the same seed again the same day: a source of its own, not a replacement of the first
        CliRun third = generate("third.sok", "--count", "2", "--seed", "9", "--import");
        assertEquals(0, third.exitCode(), third.err());
        assertTrue(third.err().contains("-9-run2: 2 boards"), third.err());
        CliRun collections = CliRun.of("--db", db(), "collections");
        assertEquals(2, collections.out().lines().filter(l -> l.startsWith("generated/")).count(),
                collections.out());
    }

    @Test
    void impossibleParametersEndWithAUsageError() {
        CliRun r = generate("none.sok", "--size", "3x3", "--boxes", "6");
        assertEquals(ExitCodes.USAGE, r.exitCode());
        assertTrue(r.err().contains("a 3x3 level has 1 square inside its walls"), r.err());
        assertFalse(Files.exists(dir.resolve("none.sok")));
        assertEquals(ExitCodes.USAGE, generate("none.sok", "--size", "eight").exitCode());
    }

    @Test
    void parametersThatRarelyMakeALevelStopAtTheCandidateLimit() {
        CliRun r = generate("few.sok", "--size", "4x4", "--boxes", "2", "--count", "5", "--seed", "3",
                "--max-candidates", "300");
        assertEquals(ExitCodes.REJECTED, r.exitCode(), r.err());
        assertTrue(r.err().contains("no more candidates allowed (300"), r.err());
        assertTrue(r.rows().size() < 5);
    }

    @Test
    void whenNothingIsKeptNoFileIsWritten() {
        CliRun r = generate("empty.sok", "--size", "4x4", "--boxes", "2", "--count", "1", "--seed", "3",
                "--min-box-lines", "50", "--max-candidates", "50");
        assertEquals(ExitCodes.REJECTED, r.exitCode(), r.err());
        assertTrue(r.err().contains("no level kept: "), r.err());
        assertFalse(Files.exists(dir.resolve("empty.sok")));
        assertEquals(List.of(), r.rows());
    }

    @Test
    void jsonHasTheSameColumns() {
        CliRun r = generate("j.sok", "--count", "2", "--seed", "4", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("["), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.contains("{\"index\":")).count(), r.out());
        assertTrue(r.out().contains("\"title\":\"S9 8x8 seed 4 candidate "), r.out());
        assertTrue(r.out().contains("\"box_lines\":"), r.out());
    }

    /**
     * A directory that takes no file ({@code /proc}; a read-only one as well): one line naming
     * the file given, never the temporary one written first ({@code .new.sok.sokodb-….tmp}, as
     * it said before), and exit 3.
     */
    @Test
    void aFileThatCannotBeWrittenIsNamedAsGiven() {
        CliRun r = CliRun.of("--db", db(), "generate", "--out", "/proc/new.sok", "--count", "1", "--seed", "1");
        assertEquals(ExitCodes.FAILED, r.exitCode(), r.err());
        String line = r.errLines().get(r.errLines().size() - 1);
        assertTrue(line.startsWith("sokodb: cannot write /proc/new.sok: "), r.err());
        assertFalse(r.err().contains(".tmp") || r.err().contains("Exception"), r.err());
    }

    @Test
    void anExistingFileIsKeptWithoutForce() throws IOException {
        Path file = Files.writeString(dir.resolve("keep.sok"), "precious");
        CliRun r = generate("keep.sok", "--count", "1", "--seed", "1");
        assertEquals(ExitCodes.USAGE, r.exitCode());
        assertEquals("precious", Files.readString(file));
        assertEquals(0, generate("keep.sok", "--count", "1", "--seed", "1", "--force").exitCode());
    }

    @Test
    void levelsRankEasyFirstByDifficultyWithTheirRatingInTheFileAndTheCatalog() throws IOException {
        CliRun r = generate("easy.sok", "--count", "6", "--seed", "42", "--order", "difficulty", "--band", "easy",
                "--import");
        assertEquals(0, r.exitCode(), r.err());
        List<String> difficulty = column(r, 10);
        for (int i = 1; i < difficulty.size(); i++) {
            assertTrue(Double.parseDouble(difficulty.get(i - 1)) <= Double.parseDouble(difficulty.get(i)), r.out());
        }
        assertEquals(List.of("easy"), column(r, 11).stream().distinct().toList());
        // each level's notes carry its rating, in the order of the table
        List<String> said = Files.readString(dir.resolve("easy.sok")).lines().filter(l -> l.startsWith("Difficulty: "))
                .map(l -> l.substring("Difficulty: ".length(), l.indexOf(" of 100, easy (estimator "
                        + org.sokodb.difficulty.DifficultyEstimator.current().version() + ")")))
                .toList();
        assertEquals(difficulty, said);
        assertTrue(r.err().contains("sokodb: rated the difficulty of 6 groups in the catalog"), r.err());
        // stored as difficulty --catalog stores it: nothing left to rate, the same numbers
        CliRun rated = CliRun.of("--db", db(), "difficulty", "--catalog");
        assertEquals(0, rated.exitCode(), rated.err());
        assertTrue(rated.err().contains("rated 0 groups from their solutions"), rated.err());
        java.util.Map<String, String> stored = new java.util.HashMap<>();
        rated.rows().forEach(l -> stored.put(l.split("\t", -1)[0], l.split("\t", -1)[1]));
        for (int i = 0; i < difficulty.size(); i++) {
            assertEquals(difficulty.get(i), stored.get(column(r, 2).get(i)));
        }
    }

    @Test
    void aBandThatIsNoneOrUnratedIsAUsageError() {
        CliRun unrated = generate("u.sok", "--band", "unrated");
        assertEquals(ExitCodes.USAGE, unrated.exitCode());
        assertTrue(unrated.err().contains("every generated level is solved"), unrated.err());
        CliRun none = generate("u.sok", "--band", "tricky");
        assertEquals(ExitCodes.USAGE, none.exitCode());
        assertTrue(none.err().contains("--band takes easy, medium, hard or very-hard, not tricky"), none.err());
        assertFalse(Files.exists(dir.resolve("u.sok")));
    }
}
