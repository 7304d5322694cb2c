package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/** The techniques a plain {@code solve} uses are on unless switched off (a804e37 once flipped one). */
class DefaultOptionsTest {
    private static final long MEMORY = 16L << 20;

    private static Maze maze() throws Exception {
        return new Maze(Board.parse(List.of(
                "#######",
                "#@ $ .#",
                "#######")));
    }

    private static PushSearch forward(SearchOptions options) throws Exception {
        return new PushSearch(maze(), options, new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE), MEMORY);
    }

    @Test
    void theGoalMacroIsOnByDefaultAndOffWhenSwitchedOff() throws Exception {
        assertTrue(forward(new SearchOptions(false, 3, Set.of())).usesGoalMacro());
        assertFalse(forward(new SearchOptions(false, 3, Set.of("macro"))).usesGoalMacro());
    }

    @Test
    void thePlainSolveOptionsSwitchNothingOff() {
        assertTrue(SearchOptions.FAST.uses("macro"));
        assertTrue(SearchOptions.FAST.uses("picorral"));
        assertTrue(SearchOptions.FAST.uses("fessmeet"));
        assertTrue(SearchOptions.FAST.uses("packsearch"));
        assertTrue(SearchOptions.FAST.uses("phasesearch"));
        assertTrue(SearchOptions.FAST.uses("phaselearn"));
        assertTrue(SearchOptions.FAST.uses("phaseshare"));
        assertTrue(SearchOptions.FAST.uses("parkreach"));
        assertTrue(SearchOptions.FAST.uses("parkfrozen"));
        assertTrue(SearchOptions.FAST.uses("phasegoalwalls"));
    }

    /** The techniques measured and not (yet) kept: off in the plain solve, on when switched on (each with its measurement in {@code SearchOptions}). */
    @Test
    void theTechniquesNotKeptAreOffInThePlainSolve() {
        for (String technique : List.of("goinground", "meetweighed", "clusters",
                "phaseclusters", "phaserepeat", "phaselive", "phaselivewindow", "repeatcapped", "repeatpause",
                "repeatsize", "stallproofs", "parktunnel", "parkkeep", "pausenew", "corraltrickle", "phaserooms")) {
            assertFalse(SearchOptions.FAST.uses(technique), technique);
            assertTrue(SearchOptions.FAST.switched(Set.of(technique), Set.of()).uses(technique), technique);
        }
    }

    @Test
    void switchingTechniquesKeepsTheRestAsTheyWere() {
        SearchOptions options = new SearchOptions(false, 3, Set.of("fessmeet", "goinground"))
                .switched(Set.of("goinground"), Set.of("macro"));
        assertTrue(options.uses("goinground"));
        assertFalse(options.uses("macro"));
        assertFalse(options.uses("fessmeet"));
        assertTrue(options.uses("picorral"));
        assertEquals(new SearchOptions(false, 3, Set.of("fessmeet", "macro")), options);
    }
}
