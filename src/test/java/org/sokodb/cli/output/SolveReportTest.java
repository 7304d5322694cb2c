package org.sokodb.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.SearchFailure;
import org.sokodb.solver.SolverResult;

/** A search of the portfolio that failed is said: one line on stderr, and its name in the {@code failed} column. */
class SolveReportTest {
    private static final List<String> ROWS = List.of("#####", "#@$.#", "#####");

    private static String[] report(boolean json, SolverResult result) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter errWriter = new PrintWriter(err);
        try (Progress progress = Progress.start(Terminal.NONE, errWriter, "solving");
                SolveReport report = new SolveReport(new PrintWriter(out), json, SokOutput.open(null),
                        new Problems(errWriter), progress)) {
            report.done(new LevelRecord("levels.xsb", 3, 7, "Three", "", "", ROWS, List.of(), Optional.empty(),
                    List.of()), Board.parse(ROWS), result);
        }
        return new String[] {out.toString(), err.toString()};
    }

    private static final SolverResult FAILED_PULL = new SolverResult.GaveUp(SolverResult.GaveUp.Reason.TIME, 1234,
            Duration.ofSeconds(2), List.of(new SearchFailure("backward", "java.lang.IllegalStateException: broken")));

    @Test
    void aFailedSearchIsOneLineOnStderrAndNamedInTheTable() throws Exception {
        String[] tsv = report(false, FAILED_PULL);
        assertEquals("levels.xsb:7: level 3: the backward search failed: java.lang.IllegalStateException: broken\n",
                tsv[1]);
        String row = tsv[0].lines().toList().get(1);
        assertTrue(row.startsWith("levels.xsb\t3\tThree\ttimeout\t"), row);
        assertTrue(row.endsWith("\tbackward"), row);
    }

    @Test
    void inJsonTheFailedSearchesAreAField() throws Exception {
        String json = report(true, FAILED_PULL)[0];
        assertTrue(json.contains("\"failed\":\"backward\""), json);
    }

    @Test
    void noFailureNoLineAndAnEmptyField() throws Exception {
        String[] json = report(true, new SolverResult.Unsolvable(5, Duration.ofMillis(3), List.of()));
        assertEquals("", json[1]);
        assertTrue(json[0].contains("\"failed\":null"), json[0]);
    }
}
