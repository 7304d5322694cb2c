package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The stall rule held off while the search still learns sets ({@code stallgrow}, {@link PhaseProgress#GROW_WINDOW}) on
 * a real level. Sasquatch 16, the phase search alone with the race's stall rule, makes its last progress at its 119th
 * position and gives way 75,001 positions later, though it still learns sets there: 180 in its first 100,000
 * positions, the last before 75,120 at 66,655 (measured: journal/solver.md entry 112). With the switch the search is
 * the same position for position (the same progress and the same sets at the same positions) and goes on past the
 * stall until no set has been learned in the last window: it gives way one position past the window after the last
 * set learned.
 */
@SharedData
@Slow
@SwitchOff
class StallGrowTest {
    private static final long STALL = 75_000;

    @Test
    void onSasquatch16TheSetsStillLearnedHoldTheStallRuleOffUntilTheyStop() {
        Maze maze = new Maze(Levels.read(TestData.path("sets/soukoban/Sasquatch_50.xsb")).get(15));
        PhaseSearch plain = search(maze, Set.of());
        SearchOutcome.NotFound plainEnd = assertInstanceOf(SearchOutcome.NotFound.class, plain.run(System.nanoTime()));
        long[] line = plain.stallLog().progressions();
        long last = line[line.length - 1];
        assertEquals(SearchOutcome.Ending.EXHAUSTED, plainEnd.ending(), plain.progress());
        assertEquals(last + STALL + 1, plainEnd.nodes(), "without the switch: given way one past the stall");
        long[] sets = plain.stallLog().learnings();
        assertTrue(sets.length > 0 && sets[sets.length - 1] > plainEnd.nodes() - PhaseProgress.GROW_WINDOW,
                "a set learned in the last window before the plain rule gives way: " + Arrays.toString(sets));

        PhaseSearch growing = search(maze, Set.of("stallgrow"));
        SearchOutcome.NotFound end = assertInstanceOf(SearchOutcome.NotFound.class, growing.run(System.nanoTime()));
        assertEquals(SearchOutcome.Ending.EXHAUSTED, end.ending(), growing.progress());
        assertArrayEquals(line, growing.stallLog().progressions(), "the same line: no progress after the plain rule's end");
        long[] grown = growing.stallLog().learnings();
        assertArrayEquals(sets, Arrays.copyOf(grown, sets.length), "the same sets at the same positions");
        long lastSet = grown[grown.length - 1];
        assertTrue(end.nodes() > plainEnd.nodes(), "went on past the plain rule's end");
        assertTrue(end.nodes() - last <= PhaseProgress.GROW_CAP + 1, "within the cap");
        assertEquals(lastSet + PhaseProgress.GROW_WINDOW + 1, end.nodes(), "given way one past the window after the last set");
    }

    private static PhaseSearch search(Maze maze, Set<String> on) {
        SearchOptions options = SearchOptions.FAST.switched(on, Set.of());
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, 1_000_000);
        return PhaseSearch.of(maze, STALL, PhaseRules.of(options), control, 256L << 20, options.learned(maze)).orElseThrow();
    }
}
