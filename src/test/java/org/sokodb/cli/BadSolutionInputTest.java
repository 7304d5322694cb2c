package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.cli.BadInputTest.bad;
import static org.sokodb.cli.BadInputTest.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed solutions, as {@link BadInputTest} does for level files: through {@code verify}
 * and {@code import-solutions}, one clear line per problem (or a {@code malformed} verdict),
 * exit 1, no stack trace, and the good solutions still judged or stored. The files are under
 * {@code src/test/resources/bad/solutions/}.
 */
class BadSolutionInputTest {
    @TempDir
    Path dir;

    @Test
    void solutionsWithUnknownCharactersJumpsAndPusherChangesAreMalformed() {
        Path levels = bad("solutions/levels.xsb");
        CliRun run = run("verify", levels.toString(), bad("solutions/unknown.txt").toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                levels + "\t1\t1\tmalformed\t\t\t\t\t\t\tcharacter 2 'x': not a move (moves are u d l r, pushes U D L R)",
                levels + "\t2\t2\tmalformed\t\t\t\t\t\t\tcharacter 2 '[': jumps belong to reverse-mode solutions, which"
                        + " are not supported",
                levels + "\t3\t3\tmalformed\t\t\t\t\t\t\tcharacter 2 '{': pusher changes belong to Multiban, which is"
                        + " not supported"), run.rows());
        assertEquals(List.of("0 valid, 0 unsolved, 0 illegal, 3 malformed, 0 missing; valid: 0 moves, 0 pushes"),
                run.errLines());
    }

    @Test
    void solutionBlocksWithJumpsAndPusherChangesAreMalformed() {
        Path sok = bad("solutions/blocks.sok");
        CliRun run = run("verify", sok.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                sok + "\t1\t1\tmalformed\t\t\t\t\t\t\tSolution: character 2 '[': jumps belong to reverse-mode"
                        + " solutions, which are not supported",
                sok + "\t2\t2\tmalformed\t\t\t\t\t\t\tSolution: character 2 '{': pusher changes belong to Multiban,"
                        + " which is not supported",
                sok + "\t3\t3\tvalid\t3\t1\t1\t1\t1\t1\tSolution"), run.rows());
    }

    @Test
    void aSolutionFileWithFewerLinesThanLevels() {
        Path levels = bad("solutions/levels.xsb");
        Path moves = bad("solutions/short.txt");
        CliRun run = run("verify", levels.toString(), moves.toString());
        assertEquals(1, run.exitCode());
        assertEquals(moves + ":2: level 2: no solution line for this level nor for the 1 after it"
                + " (the file ends after 1 line)", run.errLines().get(0));
        assertEquals(List.of("valid", "missing", "missing"), verdicts(run));
    }

    @Test
    void aSolutionFileWithMoreLinesThanLevels() {
        Path levels = bad("solutions/levels.xsb");
        Path moves = bad("solutions/long.txt");
        CliRun run = run("verify", levels.toString(), moves.toString());
        assertEquals(1, run.exitCode());
        assertEquals(moves + ":4: extra line: there is no level left for it (nor for the 1 non-empty line after it)",
                run.errLines().get(0));
        assertEquals(List.of("valid", "valid", "valid"), verdicts(run));
    }

    @Test
    void aFiftyMegabyteSolutionLineIsMalformedAndTheNextLineIsRead() throws IOException {
        Path moves = dir.resolve("moves.txt");
        Files.writeString(moves, "r".repeat(50 << 20) + "\nrR\nrrR\n");
        CliRun run = run("verify", bad("solutions/levels.xsb").toString(), moves.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of("malformed", "valid", "valid"), verdicts(run));
        assertEquals("line 1 is longer than 4000000 characters", run.rows().get(0).split("\t", -1)[10]);
    }

    /** The same solution files through {@code import-solutions}: one line per problem, exit 1, the good ones stored. */
    @Test
    void badSolutionFilesThroughImportSolutions() {
        Path levels = bad("solutions/levels.xsb");
        String db = dir.resolve("catalog").toString();
        assertEquals(0, run("--db", db, "import", levels.toString()).exitCode());
        Path unknown = bad("solutions/unknown.txt");
        CliRun malformed = run("--db", db, "import-solutions", levels.toString(), unknown.toString());
        assertEquals(1, malformed.exitCode());
        assertEquals(List.of(
                unknown + ":1: level 1: malformed: character 2 'x': not a move (moves are u d l r, pushes U D L R);"
                        + " not stored",
                unknown + ":2: level 2: malformed: character 2 '[': jumps belong to reverse-mode solutions, which are"
                        + " not supported; not stored",
                unknown + ":3: level 3: malformed: character 2 '{': pusher changes belong to Multiban, which is not"
                        + " supported; not stored"), malformed.errLines());
        Path shortFile = bad("solutions/short.txt");
        CliRun tooFew = run("--db", db, "import-solutions", levels.toString(), shortFile.toString());
        assertEquals(1, tooFew.exitCode());
        assertEquals(List.of(shortFile + ":2: level 2: no solution line for this level nor for the 1 after it (the"
                + " file ends after 1 line)"), tooFew.errLines());
        assertTrue(tooFew.out().contains("1 stored"), tooFew.out());
        Path longFile = bad("solutions/long.txt");
        CliRun tooMany = run("--db", db, "import-solutions", levels.toString(), longFile.toString());
        assertEquals(1, tooMany.exitCode());
        assertEquals(List.of(longFile + ":4: extra line: there is no level left for it (nor for the 1 non-empty line"
                + " after it)"), tooMany.errLines());
    }

    private static List<String> verdicts(CliRun run) {
        return run.rows().stream().map(r -> r.split("\t", -1)[3]).toList();
    }
}
