package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
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

/**
 * FESS alone on XSokoban 18 with the groundwork advisor standing down while packing stalls
 * ({@link PackingStall}): solved within a budget the plain solve does not solve in. The two
 * searches are the same position for position until the first stall of a million positions
 * ({@link PackingStall#STALL}), so a level that tells them apart takes well over a million
 * positions each way: here about 9.5M weighed in all, the most of any class of FESS's.
 * Alongside the others ({@link Alongside}): it works in memory alone, nothing on disk, nothing
 * of the JVM's changed.
 */
@Alongside
@ResourceLock("FessStandingDownTest")
class FessStandingDownTest {
    @Test
    void solvesXSokoban18OnlyWithTheGroundworkAdvisorStandingDownWhenPackingStalls() {
        // with the advisor throughout (the plain solve) FESS alone needs 9.80M positions
        // weighed; standing down after a stall of 1M positions with no rise of the best packed
        // count (standdown), 4,734,434 (measured: journal/solver.md entry 52); the tables
        // need more than FessSearchTest's 256 MiB. Without the learned deadlock sets (learn), as measured then:
        // with them FESS alone standing down does not solve it in this budget (journal/solver.md entry 63)
        Board level = Levels.read(TestData.path("sets/soukoban/XSokoban_90.xsb")).get(17);
        long memory = 1L << 30;
        long budget = 4_800_000;
        SearchOptions standingDown = SearchOptions.FAST.switched(Set.of("standdown"), Set.of("learn"));
        SearchControl control = new SearchControl(System.nanoTime() + 600_000_000_000L, budget);
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class,
                new FessSearch(new Maze(level), standingDown, control, memory).run(System.nanoTime()),
                "XSokoban 18 with the advisor standing down");
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(level, found.steps(), TrailingSteps.REFUSE));
        SearchControl again = new SearchControl(System.nanoTime() + 600_000_000_000L, budget);
        assertInstanceOf(SearchOutcome.NotFound.class,
                new FessSearch(new Maze(level), SearchOptions.FAST.switched(Set.of(), Set.of("learn")), again, memory)
                        .run(System.nanoTime()),
                "XSokoban 18 in the plain solve");
    }
}
