package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;

/**
 * The optimizer on hand-made levels whose optimum the tests' own exhaustive search
 * ({@link ReferenceOptimum}) knows: a walk that wanders, a box pushed the long way round, two
 * boxes whose order matters. Budgets are positions, never time.
 */
@Slow
class OptimizerTest {
    /** A day: the node budget ends every level first. */
    static final Duration NO_CLOCK = Duration.ofDays(1);

    static OptimizerLimits budget(long nodes) {
        return new OptimizerLimits(NO_CLOCK, 64L << 20, nodes);
    }

    static Board board(String... rows) throws Exception {
        return Board.parse(List.of(rows));
    }

    static final String[] WANDER = HandLevels.WANDER.rows().toArray(new String[0]);
    static final String[] ROUND = HandLevels.ROUND.rows().toArray(new String[0]);
    static final String[] ORDER = HandLevels.ORDER.rows().toArray(new String[0]);

    private static Optimized optimize(String[] rows, String input, Metric metric) throws Exception {
        return Optimizer.optimize(board(rows), List.of(new Steps(input)), metric, budget(1_000_000), () -> false);
    }

    private static void assertOptimal(String[] rows, String input, Metric metric) throws Exception {
        Board level = board(rows);
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, input), "the input solves the level");
        Optimized o = optimize(rows, input, metric);
        ReplayResult.Valid replayed = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(level, o.steps(), TrailingSteps.REFUSE));
        assertEquals(replayed.metrics(), o.metrics());
        int[] best = ReferenceOptimum.of(level, metric);
        assertArrayEquals(best, new int[] {o.metrics().moves(), o.metrics().pushes()}, metric + ": " + o.steps());
        assertTrue(o.improved(), "the input was not optimal");
        assertTrue(o.proved(), "the search over every layout ended: the optimum is proved");
    }

    @Test
    void aWalkThatWandersIsCut() throws Exception {
        assertOptimal(WANDER, "uddurRR", Metric.MOVES); // 7/2 → 3/2
        assertOptimal(WANDER, "uddurRR", Metric.PUSHES);
    }

    @Test
    void aBoxPushedTheLongWayRoundTakesTheShortOne() throws Exception {
        assertOptimal(ROUND, "rruUluRRRurD", Metric.MOVES); // 12/5 → 6/3
        assertOptimal(ROUND, "rruUluRRRurD", Metric.PUSHES);
    }

    @Test
    void twoBoxesArePushedInTheOrderThatSavesTheWalk() throws Exception {
        assertOptimal(ORDER, "uRRRddllluRRR", Metric.MOVES); // 13/6, the upper box first → 10/6, the lower first
        assertOptimal(ORDER, "uRRRddllluRRR", Metric.PUSHES);
    }

    @Test
    void movesAndPushesDisagreeOnSomeLevels() throws Exception {
        // a level where the fewest moves take an extra push: each metric gets its own optimum
        String[] rows = {
            "########",
            "#  ##  #",
            "###  @##",
            "# #  $ #",
            "# #.#  #",
            "# #    #",
            "########"};
        Board level = board(rows);
        int[] byMoves = ReferenceOptimum.of(level, Metric.MOVES);
        int[] byPushes = ReferenceOptimum.of(level, Metric.PUSHES);
        String input = "lrldlddrrruuLLulD";
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, input));
        Optimized m = optimize(rows, input, Metric.MOVES);
        Optimized p = optimize(rows, input, Metric.PUSHES);
        assertArrayEquals(byMoves, new int[] {m.metrics().moves(), m.metrics().pushes()});
        assertArrayEquals(byPushes, new int[] {p.metrics().moves(), p.metrics().pushes()});
    }

    @Test
    void anOptimalInputIsKeptAsItIs() throws Exception {
        Optimized o = optimize(WANDER, "rRR", Metric.MOVES);
        assertFalse(o.improved());
        assertTrue(o.proved());
        assertEquals("rRR", o.steps().letters());
        assertEquals(o.input(), o.metrics());
    }

    @Test
    void theBestOfSeveralInputsIsTheStartAndTheBefore() throws Exception {
        // the second solves the level before its last step, which the replay trims
        Steps second = new Steps("uurRRRl");
        Optimized o = Optimizer.optimize(board(ROUND), List.of(new Steps("rruUluRRRurD"), second), Metric.MOVES,
                budget(1), () -> false);
        ReplayResult.Valid trimmed = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(board(ROUND), second, TrailingSteps.TRIM));
        assertEquals(trimmed.metrics(), o.input());
        assertEquals(6, o.input().moves());
    }

    @Test
    void withNoBudgetTheInputComesBackWithShortestWalks() throws Exception {
        Optimized o = Optimizer.optimize(board(WANDER), List.of(new Steps("uddurRR")), Metric.MOVES, budget(1),
                () -> false);
        assertEquals("rRR", o.steps().letters(), "the same pushes, the walk to them shortest");
        assertTrue(o.improved());
        assertFalse(o.proved());
    }

    @Test
    void aStopRequestEndsTheSearchAtOnceWithTheInputKept() throws Exception {
        Optimized o = Optimizer.optimize(board(ORDER), List.of(new Steps("uRRRddllluRRR")), Metric.MOVES,
                budget(Long.MAX_VALUE), () -> true);
        assertFalse(o.proved());
        assertEquals(13, o.input().moves());
        assertTrue(o.metrics().moves() <= 13);
    }

    @Test
    void aSolutionThatDoesNotSolveTheLevelIsRefused() throws Exception {
        assertThrows(IllegalArgumentException.class, () -> Optimizer.optimize(board(WANDER),
                List.of(new Steps("rR")), Metric.MOVES, budget(1000), () -> false));
    }

    @Test
    void eachPassAloneNeverMakesASolutionWorse() throws Exception {
        for (Set<String> off : List.of(Set.of("exact"), Set.of("vicinity"), Set.of("exact", "onebox"))) {
            Optimized o = Optimizer.optimize(board(ORDER), List.of(new Steps("uRRRddllluRRR")), Metric.MOVES,
                    budget(100_000), () -> false, off);
            assertTrue(o.metrics().moves() <= 13, off.toString());
            assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board(ORDER), o.steps(), TrailingSteps.REFUSE));
        }
    }

    @Test
    void aLevelTooLargeForTheMemoryCapSaysSoAndKeepsItsInput() throws Exception {
        Board screen1 = Board.parse(java.nio.file.Files.readAllLines(org.sokodb.TestData.shipped("xsokoban/screen.1")));
        Steps input = assertInstanceOf(org.sokodb.solver.SolverResult.Solved.class, org.sokodb.solver.Solver.solve(
                screen1, org.sokodb.solver.NodeBudget.of(2_000_000, 256L << 20, 1))).steps();
        // 24 KiB: the level's own tables (56 floor squares, 6 goals: about 16 KiB with the solution's layouts) fit,
        // and the rest holds some 40 layouts, fewer than the solution's 98 or more pushes pass through
        Optimized o = Optimizer.optimize(screen1, List.of(input), Metric.MOVES,
                new OptimizerLimits(NO_CLOCK, 24 << 10, 1_000_000), () -> false);
        assertTrue(o.limit().orElseThrow().startsWith("too large for the memory cap: the "), o.limit().toString());
        ReplayResult.Valid in = assertInstanceOf(ReplayResult.Valid.class, Replay.replay(screen1, input,
                TrailingSteps.REFUSE));
        assertTrue(o.metrics().moves() <= in.metrics().moves(), "at most its walks made shortest");
        assertEquals(in.metrics().pushes(), o.metrics().pushes());
    }

    /** An open room of {@code width} × {@code height} floor squares, the man, a box and its goal in its top row. */
    private static Board room(int width, int height) throws Exception {
        String[] rows = new String[height + 2];
        rows[0] = "#".repeat(width + 2);
        rows[1] = "#@$." + " ".repeat(width - 3) + "#";
        for (int y = 2; y <= height; y++) {
            rows[y] = "#" + " ".repeat(width) + "#";
        }
        rows[height + 1] = rows[0];
        return board(rows);
    }

    /**
     * What a level's optimization holds beside its searches counts against its memory cap
     * ({@link Tables#bytes}), so that a large open room cannot exhaust the heap (the squares a
     * box can be pushed to from each square alone grow as floor × floor: 13 GiB for a room of
     * 298 × 198). A room of 60 × 40 = 2,400 floor squares and one goal, by moves: 2 × 4 × 2,400
     * bytes for the pushes to the goal (the table and a search's matching), 4 × 2,400² for the
     * squares each box can reach, 8 × 38 words for each of the 2 layouts of its solution:
     * 23,059,808 bytes. Under a 16 MiB cap the level keeps its input, unsearched, and says why;
     * under 64 MiB it is optimized. Bytes counted, never memory measured.
     */
    @Test
    void tablesPastTheMemoryCapKeepTheInputAndSaySo() throws Exception {
        Board room = room(60, 40);
        assertEquals(23_059_808, Tables.bytes(new Maze(room), Metric.MOVES, 2));
        assertEquals(23_059_808 + 4 * 2_400, Tables.bytes(new Maze(room), Metric.PUSHES, 2),
                "by pushes the push-optimal search has a table of its own");
        List<Steps> input = List.of(new Steps("dduuR"));

        Optimized kept = Optimizer.optimize(room, input, Metric.MOVES, new OptimizerLimits(NO_CLOCK, 16L << 20,
                1_000_000), () -> false);
        assertEquals("too large for the memory cap: the tables of its 2400 floor squares and 1 goal need up to 21 MiB,"
                + " more than the 16 MiB for this level", kept.limit().orElseThrow());
        assertEquals(0, kept.nodes(), "nothing searched");
        assertEquals(5, kept.metrics().moves(), "the input kept");

        Optimized searched = Optimizer.optimize(room, input, Metric.MOVES, budget(100_000), () -> false);
        assertEquals(Optional.empty(), searched.limit());
        assertEquals(1, searched.metrics().moves());

        // 298 × 198: the heap would not hold its tables (an OutOfMemoryError before they were counted)
        Optimized large = Optimizer.optimize(room(298, 198), input, Metric.PUSHES, budget(100_000), () -> false);
        assertTrue(large.limit().orElseThrow().startsWith("too large for the memory cap: the tables of its 59004 floor"
                + " squares and 1 goal need up to 13"), large.limit().toString());
        assertEquals(5, large.metrics().moves());
    }
}
