package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A percentage that is no number ({@code NaN}, which every comparison calls false) or no
 * finite one is refused as a number out of range is: one line, exit 2, before the catalog is
 * opened — for {@code credits --similar}, {@code dups --similar} and {@code similar --threshold}.
 */
class NotANumberTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "-NaN", "Infinity", "-Infinity", "0", "100.5"})
    void aPercentageOutOfRangeOrNoNumberIsRefused(String p) {
        String db = dir.resolve("none").toString();
        List<List<String>> runs = List.of(
                List.of("--db", db, "credits", "--similar", p),
                List.of("--db", db, "dups", "--similar", p),
                List.of("--db", db, "similar", "x.xsb#1", "--threshold", p));
        for (List<String> args : runs) {
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, run.exitCode(), args + ": " + run.err());
            String option = args.get(args.size() - 2);
            assertEquals("sokodb: " + option + " must be above 0 and at most 100", run.errLines().get(0), args.toString());
            assertEquals("", run.out());
        }
        assertTrue(Files.notExists(dir.resolve("none.mv.db")), "no catalog made");
    }
}
