package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.solver.PathPositions;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.deadlock.sets.DeadProbe;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.sets.LearnedSet;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * The stall rule's record kept among the live lines ({@code phaselive}, {@link PhaseProgress.LiveRecord}).
 * On XSokoban 28 the plain rule's record is set at the search's 788th position, in a line dead from its
 * 28th (four boxes round (9,12)); {@code phaseclusters} learns those four at its first stall, and the
 * record stood all the same, so the search gave way 75,000 positions after it (journal/solver.md entry 97).
 * The rule's own cases, on made-up positions: {@link PhaseProgressTest}.
 */
@SharedData
@Slow
@SwitchOff
class LiveRecordTest {
    /** The positions searched on 28: its first set of the dead line comes at the 1,788th (journal/solver.md entry 97). */
    private static final long POSITIONS = 6_000;

    /**
     * XSokoban 28, the phase search alone with {@code phaseclusters} and {@code phaselive}: the positions that
     * gave their record back are each held by a set of the store, its boxes there re-proved dead alone by a
     * proof of their own ({@link DeadProbe}, no learned set asked);
     * the live record's holders are held by none; the live rule's last progress is later than the plain
     * rule's, which still counts from its dead line; and no set holds in a position of YASS's solution.
     */
    @Test
    void onXSokoban28TheDeadLineNoLongerHoldsTheRecord() {
        Solutions.Solved level = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("28")).findFirst().orElseThrow();
        Maze maze = new Maze(level.board());
        SearchOptions options = SearchOptions.FAST.switched(Set.of("phaseclusters", "phaselive"), Set.of());
        LearnedDeadlocks store = options.learned(maze);
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, POSITIONS);
        PhaseSearch search = PhaseSearch.of(maze, 75_000, PhaseRules.of(options), control, 256L << 20, store).orElseThrow();
        search.run(System.nanoTime());

        PhaseProgress.LiveRecord live = search.liveRecord();
        int[] gave = live.gaveBack();
        assertTrue(gave.length > 0, search.progress());
        DeadProbe probe = new DeadProbe(maze, 1_000_000); // a proof of its own: no learned set asked
        Set<LearnedSet> proved = new HashSet<>();
        for (int id : gave) {
            boolean[] box = search.layoutOf(id);
            int man = search.manOf(id);
            LearnedSet set = store.sets().stream().filter(s -> s.matches(box, man)).findFirst().orElseThrow();
            if (proved.add(set)) {
                boolean[] alone = new boolean[maze.size];
                Arrays.stream(set.squares()).filter(s -> box[s]).forEach(s -> alone[s] = true);
                assertTrue(probe.probe(alone, man).dead(), "re-proved dead alone: " + Arrays.toString(set.squares()));
            }
        }
        live.recheck(POSITIONS); // the sets learned in the search's last expansion, after its last look
        assertTrue(live.holders().length > 0);
        for (int id : live.holders()) {
            assertFalse(store.holds(search.manOf(id), search.layoutOf(id)), "a live holder");
        }
        long[] plain = search.stallLog().progressions();
        assertTrue(live.progressedAt() > plain[plain.length - 1], search.progress());

        PathTrace.Path path = PathTrace.path(maze, level.steps());
        assertEquals(List.of(), PathPositions.where(path, store::holds), "positions of YASS's solution a set learned holds in");
    }
}
