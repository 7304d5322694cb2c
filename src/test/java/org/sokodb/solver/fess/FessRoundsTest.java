package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/** FESS run in slices, and strategies taking turns: node budgets only, every solution replayed. */
class FessRoundsTest {
    private static final long MEMORY = 256L << 20;

    private static SearchControl budget(long nodes) {
        return new SearchControl(System.nanoTime() + 600_000_000_000L, nodes);
    }

    private static Board xsokoban(int level) {
        return Levels.read(TestData.path("sets/soukoban/XSokoban_90.xsb")).get(level - 1);
    }

    @Test
    void aSearchRunInSlicesWeighsTheSamePositionsAsOneRun() {
        // XSokoban 25 takes FESS alone 44,599 positions weighed (docs/solver-log.md, entry 42)
        Board board = xsokoban(25);
        SearchOutcome.Found whole = assertInstanceOf(SearchOutcome.Found.class,
                new FessSearch(new Maze(board), budget(100_000), MEMORY).run(System.nanoTime()));
        FessSearch sliced = new FessSearch(new Maze(board), SearchOptions.FAST, budget(100_000), MEMORY);
        Optional<SearchOutcome> outcome = Optional.empty();
        int slices = 0;
        while (outcome.isEmpty()) {
            outcome = sliced.runUntil(sliced.weighed() + 3_000, System.nanoTime());
            slices++;
        }
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome.get());
        assertTrue(slices > 10, "slices: " + slices);
        assertEquals(whole.nodes(), found.nodes());
        assertEquals(whole.steps(), found.steps());
    }

    @Test
    void oneStrategyInRoundsIsTheSearchItself() {
        Board board = xsokoban(25);
        SearchOutcome.Found alone = assertInstanceOf(SearchOutcome.Found.class,
                new FessSearch(new Maze(board), budget(100_000), MEMORY).run(System.nanoTime()));
        SearchOutcome.Found rounds = assertInstanceOf(SearchOutcome.Found.class,
                new FessRounds(new Maze(board), List.of(new FessRounds.Strategy(SearchOptions.FAST, 1)),
                        budget(100_000), MEMORY, 1_000).run(System.nanoTime()));
        assertEquals(alone.nodes(), rounds.nodes());
        assertEquals(alone.steps(), rounds.steps());
    }

    @Test
    void twoStrategiesShareTheBudgetAndEitherMaySolve() {
        // without the groundwork advisor FESS alone does not solve XSokoban 25 in 150,000
        // positions (entry 42): in rounds with the default the level is still solved, and the
        // count holds the positions of both trees
        Board board = xsokoban(25);
        List<FessRounds.Strategy> two = List.of(
                new FessRounds.Strategy(new SearchOptions(false, 3, Set.of("groundwork")), 2),
                new FessRounds.Strategy(SearchOptions.FAST, 1));
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class,
                new FessRounds(new Maze(board), two, budget(400_000), MEMORY, 2_000).run(System.nanoTime()));
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE));
        assertTrue(found.nodes() > 44_599, "both trees counted: " + found.nodes());

        // XSokoban 29 is not solved by FESS in 6M positions: the rounds stop at the budget,
        // overshooting it by at most the last expansion's moves
        SearchOutcome.NotFound notFound = assertInstanceOf(SearchOutcome.NotFound.class,
                new FessRounds(new Maze(xsokoban(29)), two, budget(30_000), MEMORY, 2_000).run(System.nanoTime()));
        assertEquals(SearchOutcome.Ending.TIME, notFound.ending());
        assertTrue(notFound.nodes() >= 30_000 && notFound.nodes() < 32_000, "nodes: " + notFound.nodes());
    }
}
