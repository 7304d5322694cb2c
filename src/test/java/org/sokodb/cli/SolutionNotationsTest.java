package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Solutions that are not LURD (push lists, words, damaged blocks) and upper-case LURD, in
 * verify, import and import-solutions: named for what they are, said once per file.
 */
class SolutionNotationsTest {
    @TempDir
    Path dir;

    static String resource(String name) {
        try {
            return Path.of(SolutionNotationsTest.class.getResource("/notations/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String[] row(CliRun run, int index) {
        return run.rows().get(index - 1).split("\t", -1);
    }

    @Test
    void verifyNamesEachNotationAndSumsUpTheRepeatedOneOnce() {
        String sok = resource("push-lists.sok");
        CliRun r = CliRun.of("verify", sok);
        assertEquals(1, r.exitCode());
        assertEquals(5, r.rows().size(), r.out());
        for (int i = 1; i <= 3; i++) {
            assertEquals("malformed", row(r, i)[3]);
            assertEquals("Solution: not a LURD solution (push-list notation)", row(r, i)[10]);
        }
        assertEquals("Solution: not a LURD solution (not a move string)", row(r, 4)[10]);
        // a damaged block is malformed with its character, not missing
        assertEquals("malformed", row(r, 5)[3]);
        assertEquals("Solution: character 3 'x': not a move (moves are u d l r, pushes U D L R)", row(r, 5)[10]);
        List<String> err = r.errLines();
        assertEquals(2, err.size(), r.err());
        assertEquals(sok + ":8: level 1: solution 'Solution': malformed: not a LURD solution (push-list notation)"
                + " (the first of 3 such solutions in this file)", err.get(0));
        assertTrue(err.get(1).startsWith("0 valid, 0 unsolved, 0 illegal, 5 malformed, 0 missing"), err.get(1));
    }

    @Test
    void importSaysEachNotationOncePerFile() {
        String sok = resource("push-lists.sok");
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "import", sok);
        assertEquals(1, r.code());
        assertTrue(r.out().contains("solutions: 0 stored, 0 already known, 5 invalid"), r.out());
        List<String> err = r.err().lines().toList();
        assertEquals(List.of(
                sok + ":40: level 5: solution 'Solution': malformed: character 3 'x': not a move (moves are u d l r,"
                        + " pushes U D L R); not stored",
                sok + ":8: level 1: solution 'Solution': malformed: not a LURD solution (push-list notation); not"
                        + " stored (the first of 3 such solutions in this file)",
                sok + ":32: level 4: solution 'Solution': malformed: not a LURD solution (not a move string); not"
                        + " stored"), err);
    }

    @Test
    void importSolutionsSaysEachNotationOncePerFile() {
        String db = dir.resolve("c").toString();
        String sok = resource("push-lists.sok");
        Cli.run("--db", db, "import", sok);
        String lines = resource("push-list-lines.txt");
        Cli r = Cli.run("--db", db, "import-solutions", sok, lines);
        assertEquals(1, r.code());
        assertTrue(r.out().contains("5 lines: 0 stored, 0 already known, 5 invalid"), r.out());
        List<String> err = r.err().lines().toList();
        assertEquals(3, err.size(), r.err());
        assertEquals(lines + ":5: level 5: malformed: character 3 'x': not a move (moves are u d l r, pushes U D L R);"
                + " not stored", err.get(0));
        assertEquals(lines + ":1: level 1: malformed: not a LURD solution (push-list notation); not stored (the first"
                + " of 3 such solutions in this file)", err.get(1));
        assertEquals(lines + ":4: level 4: malformed: not a LURD solution (not a move string); not stored",
                err.get(2));
    }

    @Test
    void upperCaseLurdIsCorrectedWithOneNotePerFile() {
        String sok = resource("upper-case.sok");
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "import", sok);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("solutions: 4 stored"), r.out());
        assertEquals(List.of(sok + ":19: level 2: solution 'Solution': case corrected for 1 step (first: step 1 'L'"
                + " does not push); stored corrected (the first of 3 such solutions in this file)"),
                r.err().lines().toList());
        CliRun verified = CliRun.of("verify", sok);
        assertEquals(0, verified.exitCode(), verified.err());
        assertEquals("Solution: case corrected for 5 steps (first: step 4 'R' does not push)", row(verified, 4)[10]);
    }
}
