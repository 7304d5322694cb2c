package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.cli.output.LevelQueue;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * The level queue hands results over in input order for {@code solve PATH…} (its table follows the
 * input; {@code difficulty PATH…}'s is the same queue): a slow level (XSokoban screen 50, far beyond a budget of 2,000 positions) added before
 * a fast one (Grigr 2001 #5, under 100 positions) comes first (the budget, not a clock, decides
 * which is solved and which is given up), and an action waits for the levels
 * added before it. ({@code solve --catalog} hands each over as it finishes: the catalog's
 * {@code SearchPoolTest}.)
 */
@Slow
class LevelQueueTest {
    private static final SolverLimits BUDGET = NodeBudget.of(2_000, 64L << 20, 1);

    @Test
    void theSlowLevelAddedFirstComesFirstAndAnActionWaitsForIt() throws BoardException {
        List<String> titles = new ArrayList<>();
        List<SolverResult> results = new ArrayList<>();
        try (LevelQueue<SolverResult> queue = queue(2, BUDGET, recorder(titles, results))) {
            add(queue, "slow", SolveFixture.boards(SolveFixture.SCREEN_1.replace("screen.1", "screen.50"), 1).get(0));
            add(queue, "fast", SolveFixture.boards(SolveFixture.GRIGR, 5).get(0));
            queue.then(() -> titles.add("action"));
            queue.finish();
        }
        assertEquals(List.of("slow", "fast", "action"), titles);
        assertInstanceOf(SolverResult.GaveUp.class, results.get(0));
        assertInstanceOf(SolverResult.Solved.class, results.get(1));
    }

    /**
     * Ctrl-C's {@code stop()}: the search under way (XSokoban 50 with a day) ends at once with
     * what it has, verdict interrupted, and a level added after is handed over unsearched, in
     * its turn. The stop comes once a thread dump shows the search under way.
     */
    @Test
    void stopEndsTheSearchUnderWayAndSearchesNoMore() throws Exception {
        List<String> titles = new ArrayList<>();
        List<SolverResult> results = new ArrayList<>();
        SolverLimits day = new SolverLimits(NodeBudget.NO_CLOCK, 64L << 20, 1);
        try (LevelQueue<SolverResult> queue = queue(1, day, recorder(titles, results))) {
            add(queue, "slow", SolveFixture.boards(SolveFixture.SCREEN_1.replace("screen.1", "screen.50"), 1).get(0));
            while (Thread.getAllStackTraces().values().stream().noneMatch(stack -> Arrays.stream(stack)
                    .anyMatch(f -> f.getClassName().startsWith("org.sokodb.solver.search.")))) {
                Thread.sleep(10);
            }
            queue.stop();
            add(queue, "fast", SolveFixture.boards(SolveFixture.GRIGR, 5).get(0));
            queue.finish();
        }
        assertEquals(List.of("slow", "fast not searched"), titles);
        SolverResult.GaveUp slow = assertInstanceOf(SolverResult.GaveUp.class, results.get(0));
        assertEquals(SolverResult.GaveUp.Reason.INTERRUPTED, slow.reason());
    }

    @Test
    void anActionWithNothingPendingRunsAtOnce() {
        List<String> seen = new ArrayList<>();
        try (LevelQueue<SolverResult> queue = queue(1, BUDGET, recorder(seen, new ArrayList<>()))) {
            queue.then(() -> seen.add("action"));
            assertEquals(List.of("action"), seen);
        }
    }

    private static void add(LevelQueue<SolverResult> queue, String title, List<String> rows) throws BoardException {
        queue.add(new LevelRecord("test", 1, 1, title, "", "", rows, List.of(), Optional.empty(), List.of()),
                Board.parse(rows));
    }

    private static LevelQueue<SolverResult> queue(int parallel, SolverLimits limits, LevelQueue.Sink<SolverResult> sink) {
        return new LevelQueue<>(parallel, "sokodb-solve", (record, board) -> Solver.solve(board, limits, SolveMode.FAST),
                "the solver failed", sink);
    }

    private static LevelQueue.Sink<SolverResult> recorder(List<String> titles, List<SolverResult> results) {
        return new LevelQueue.Sink<>() {
            @Override
            public void done(LevelRecord record, Board board, SolverResult result) {
                titles.add(record.title());
                results.add(result);
            }

            @Override
            public void failed(LevelRecord record, String reason) {
                titles.add(record.title() + " failed: " + reason);
            }

            @Override
            public void notDone(LevelRecord record, Board board) {
                titles.add(record.title() + " not searched");
            }
        };
    }
}
