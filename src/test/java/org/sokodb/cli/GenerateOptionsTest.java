package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;

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
