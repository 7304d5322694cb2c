package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Files;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * XSokoban 75 (YASS: 72,186 positions generated), the phase search alone with the race's stall
 * rule: the plain solve's ({@code phaselearn} on, each corral's proof capped at 200 positions)
 * takes 133,331 positions; with {@code phasecheck} (the corrals of one position in 1,024 of a
 * stretch with no progress, proved with 20,000 positions each) 61,209; with {@code phasedead} (a
 * position whose every legal push was cut learned from, as a dead end) 16,920 (measured:
 * journal/solver.md entry 95).
 */
@Slow
@SwitchOff
class Screen75Test {
    private static final long MEMORY = 256L << 20;

    private static SearchOutcome search(Board board, SearchOptions options, long budget) {
        Maze maze = new Maze(board);
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, budget);
        return PhaseSearch.of(maze, 75_000, PhaseRules.of(options), control, MEMORY, options.learned(maze)).orElseThrow()
                .run(System.nanoTime());
    }

    private static void assertSolvedWithin(Board board, String technique, long budget) {
        SearchOutcome outcome = search(board, SearchOptions.FAST.switched(Set.of(technique), Set.of()), budget);
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome, technique);
        assertEquals("phases", found.search());
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE));
    }

    @Test
    void screen75IsSolvedWithinYassPositionsWhenMoreOfItsDeadEndsAreLearned() throws Exception {
        Board board = Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.75")));
        // the plain solve's 133,331 and phasedead's 16,920 (whose dead ends spend its whole proof budget,
        // 17 s of a test here against 10 s for this one) are the journal's
        assertSolvedWithin(board, "phasecheck", 70_000);
    }
}
