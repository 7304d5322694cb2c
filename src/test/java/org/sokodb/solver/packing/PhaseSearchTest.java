package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOutcome;

/** The search that follows YASS's phased order, on XSokoban 69 and on the rules of its phases. */
class PhaseSearchTest {
    private static final long MEMORY = 64L << 20;

    private static Board screen(int n) throws Exception {
        return Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen." + n)));
    }

    /**
     * Screen 69, which no search of the portfolio solves at 10 s, is solved in a few thousand
     * positions by following the order (YASS: 7,835 positions), and the solution replays.
     */
    @Test
    void screen69IsSolvedByFollowingTheOrder() throws Exception {
        Board board = screen(69);
        Maze maze = new Maze(board);
        SearchControl control = new SearchControl(System.nanoTime() + 600_000_000_000L, 5_000);
        SearchOutcome outcome = PhaseSearch.of(maze, control, MEMORY, LearnedDeadlocks.of(maze)).orElseThrow().run(System.nanoTime());
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome);
        assertEquals("phases", found.search());
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE));
    }

    /**
     * Screen 50, where the trace along YASS's solution parts at push 5 (a box pushed into the
     * corner goal (5,3), a goal of phase 11 of 21, scores better than YASS's push: the freeze is
     * paid by that child alone, and its line then dives): with the cost kept for a box frozen on a
     * corner goal of a later phase while the line is in a phase of parking squares ({@code
     * parkfrozen}, YASS's flag narrowed) the search takes YASS's way and solves it in about 700
     * positions (YASS: 19,739; journal/solver.md, entries 74 and 99); without, not in 2,000.
     */
    @Test
    void screen50IsSolvedWhenACornerGoalFrozenWhileParkingCostsTheLine() throws Exception {
        Board board = screen(50);
        Maze maze = new Maze(board);
        PhaseRules parkFrozen = new PhaseRules(false, false, false, false, false, false, false, true,
                false, false, false, false, false, false, false, false);
        SearchOutcome outcome = PhaseSearch.of(maze, Long.MAX_VALUE, parkFrozen,
                new SearchControl(System.nanoTime() + 600_000_000_000L, 2_000), MEMORY, LearnedDeadlocks.of(maze))
                .orElseThrow().run(System.nanoTime());
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome);
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE));
        SearchOutcome without = PhaseSearch.of(maze, new SearchControl(System.nanoTime() + 600_000_000_000L, 2_000),
                MEMORY, LearnedDeadlocks.of(maze)).orElseThrow().run(System.nanoTime());
        assertInstanceOf(SearchOutcome.NotFound.class, without);
    }

    /**
     * Screen 35: with a parking target no box can be pushed onto, (16,9), as the first phase of the
     * peeled order, no position scored below the start and the search gave way at its stall limit;
     * with the parking squares checked the order is a full one (3 parking squares, as YASS's) and
     * the search solves the level in a few hundred positions (YASS: 110,266 generated). The order
     * of before, still asked for by {@link PhaseRules#anyParking}, does not in the same budget.
     */
    @Test
    void screen35IsSolvedOnceItsOrderParksOnlyWhereABoxCanBePushed() throws Exception {
        Board board = screen(35);
        Maze maze = new Maze(board);
        SearchOutcome outcome = PhaseSearch.of(maze, new SearchControl(System.nanoTime() + 600_000_000_000L, 2_000),
                MEMORY, LearnedDeadlocks.of(maze)).orElseThrow().run(System.nanoTime());
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome);
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE));
        PhaseRules before = new PhaseRules(false, false, false, false, false, false, false, false,
                true, false, false, false, false, false, false, false);
        SearchOutcome unchecked = PhaseSearch.of(maze, Long.MAX_VALUE, before,
                new SearchControl(System.nanoTime() + 600_000_000_000L, 2_000), MEMORY, LearnedDeadlocks.of(maze))
                .orElseThrow().run(System.nanoTime());
        assertInstanceOf(SearchOutcome.NotFound.class, unchecked);
    }

    /**
     * A search that stops making progress (no lower phase, no better score) gives way after its
     * stall limit, leaving the level to the other searches; without the limit the same search
     * runs on to its node budget. On screen 9 the search reaches its best phase early and then
     * makes no progress in the rest of 300,000 positions (journal/solver.md, entry 67).
     */
    @Test
    void aSearchWithNoProgressGivesWayAfterItsStallLimit() throws Exception {
        Maze maze = new Maze(screen(9));
        SearchOutcome stalled = PhaseSearch.of(maze, 2_000, new SearchControl(System.nanoTime() + 600_000_000_000L, 30_000),
                MEMORY, LearnedDeadlocks.none(maze)).orElseThrow().run(System.nanoTime());
        SearchOutcome.NotFound gaveWay = assertInstanceOf(SearchOutcome.NotFound.class, stalled);
        assertEquals(SearchOutcome.Ending.EXHAUSTED, gaveWay.ending());
        assertTrue(gaveWay.nodes() > 2_000 && gaveWay.nodes() < 30_000, "gave way after " + gaveWay.nodes());
        SearchOutcome unlimited = PhaseSearch.of(maze, new SearchControl(System.nanoTime() + 600_000_000_000L, 30_000),
                MEMORY, LearnedDeadlocks.none(maze)).orElseThrow().run(System.nanoTime());
        SearchOutcome.NotFound ranOn = assertInstanceOf(SearchOutcome.NotFound.class, unlimited);
        assertEquals(SearchOutcome.Ending.TIME, ranOn.ending(), "the node budget ends it");
        assertEquals(30_000, ranOn.nodes());
    }

    /**
     * The phase of a position: down past the phases whose targets all hold boxes; back to a
     * target's phase when a box leaves it, unless it is a parking square whose goal's turn has
     * come (or any parking square from phase 2 down).
     */
    @Test
    void aBoxLeavingATargetSendsThePositionBackToItsPhase() throws Exception {
        Maze maze = new Maze(screen(69));
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        PhaseTables tables = new PhaseTables(maze, order);
        int door = maze.floorOf[maze.board.index(9, 6)];
        int doorPhase = order.goalPhase(door);
        assertEquals(14, doorPhase);
        assertEquals(doorPhase, tables.retreat(3, door), "a box off the left door: back to its phase");
        assertEquals(20, tables.retreat(20, door), "a box off a goal of a later phase: no change");
        int parked = -1;
        for (int t = 0; t < order.size(); t++) {
            if (order.parking(t) && !maze.goal[order.squares()[t]] && order.destinations()[t] >= 3) {
                parked = t;
                break;
            }
        }
        int square = order.squares()[parked];
        int destination = order.destinations()[parked];
        assertEquals(order.phases()[parked], tables.retreat(destination + 1, square), "a parked box leaving early");
        assertEquals(destination, tables.retreat(destination, square), "its goal's turn has come: it leaves freely");
        assertEquals(2, tables.retreat(2, square), "from phase 2 down any parked box leaves freely");
        boolean[] box = new boolean[maze.size];
        assertEquals(order.phaseCount(), tables.settle(order.phaseCount(), box), "an empty board is in the highest phase");
        for (int s : order.squares()) {
            box[s] = true;
        }
        assertEquals(0, tables.settle(order.phaseCount(), box), "every target filled: past the last phase");
        assertTrue(tables.above[1] == order.size() - order.targetsOf(1).size());
    }
}
