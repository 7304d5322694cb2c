package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.cli.options.StrategyNames;
import org.sokodb.cli.output.GenerateSummary;
import org.sokodb.cli.terminal.DurationOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.generate.PullStrategy;
import org.sokodb.generate.RouteStrategy;

import picocli.CommandLine.TypeConversionException;

/** The option values of {@code generate}: durations, strategy names, the run's time limit. */
class GenerateOptionsTest {
    @TempDir
    Path dir;

    @Test
    void durationsTakeSecondsByDefaultAndTheCommonUnits() {
        DurationOption d = new DurationOption();
        assertEquals(Duration.ofSeconds(90), d.convert("90"));
        assertEquals(Duration.ofMillis(1500), d.convert("1.5s"));
        assertEquals(Duration.ofMillis(500), d.convert("500ms"));
        assertEquals(Duration.ofMinutes(10), d.convert("10m"));
        assertEquals(Duration.ofHours(1), d.convert("1H"));
        assertThrows(TypeConversionException.class, () -> d.convert("soon"));
        assertThrows(TypeConversionException.class, () -> d.convert("0"));
        assertThrows(TypeConversionException.class, () -> d.convert("-3s"));
    }

    @Test
    void strategyNamesTakeHyphensUnderscoresAndAnyCase() {
        StrategyNames.Pulls pulls = new StrategyNames.Pulls();
        assertEquals(PullStrategy.MOST_ACCESS, pulls.convert("most-access"));
        assertEquals(PullStrategy.MOST_ACCESS, pulls.convert("MOST_ACCESS"));
        assertEquals(RouteStrategy.CLOSEST_ACTIVE_TILE, new StrategyNames.Routes().convert("Closest-Active-Tile"));
        assertEquals("random, farthest, most-obstacles, most-access", String.join(", ", pulls));
        TypeConversionException e = assertThrows(TypeConversionException.class, () -> pulls.convert("most"));
        assertTrue(e.getMessage().contains("most-access"));
    }

    /**
     * An {@code --out} that may not be written is refused before any word or work: no seed line
     * first (issue 85 saw the seed, then the refusal), whether it exists, is a directory or has none.
     */
    @Test
    void aRefusedOutIsTheOnlyWordSaid() throws Exception {
        Path exists = Files.writeString(dir.resolve("exists.sok"), "keep me\n");
        for (Path out : List.of(exists, dir, dir.resolve("no/such/dir/new.sok"))) {
            CliRun r = CliRun.of("--db", dir.resolve("none").toString(), "generate", "--count", "1", "--out",
                    out.toString());
            assertTrue(r.exitCode() == ExitCodes.USAGE || r.exitCode() == ExitCodes.FAILED, out + ": " + r.err());
            assertTrue(r.errLines().get(0).startsWith("sokodb: ") && r.errLines().get(0).contains(out.toString())
                    || r.errLines().get(0).contains("cannot write"), out + ": the refusal first: " + r.err());
            assertTrue(r.err().lines().noneMatch(l -> l.contains("seed")), out + ": no seed line: " + r.err());
            assertEquals("", r.out());
        }
        assertEquals("keep me\n", Files.readString(exists));
    }

    @Test
    void limitsAreShownAsGiven() {
        assertEquals("250 ms", GenerateSummary.shown(Duration.ofMillis(250)));
        assertEquals("1500 ms", GenerateSummary.shown(Duration.ofMillis(1500)));
        assertEquals("90 s", GenerateSummary.shown(Duration.ofSeconds(90)));
        assertEquals("10 min", GenerateSummary.shown(Duration.ofMinutes(10)));
    }

    @Test
    void aRunOutOfTimeSaysSoAndExitsOne() {
        CliRun r = CliRun.of("--db", dir.resolve("none").toString(), "generate", "--count", "100000", "--seed", "1",
                "--time-limit", "300ms");
        assertEquals(ExitCodes.REJECTED, r.exitCode(), r.err());
        assertTrue(r.err().contains("levels asked for: the time limit of 300 ms passed"), r.err());
        assertTrue(r.err().contains("no --out and no --import"), r.err());
        assertTrue(r.rows().size() < 100000);
    }
}
