package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.packing.PhaseRules;
import org.sokodb.solver.packing.PhaseSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * XSokoban 75's fences ({@code phaserepeat}, {@link RepeatedCorrals}): the phase search alone, the plain
 * solve's switches and this one, meets corrals its 200-position corral proof does not prove again and
 * again in its stretches with no progress; met often enough, one is proved with a larger cap and kept.
 * Each set so proved is checked two ways the search does not use: a proof of its boxes alone that never
 * gives up when the fence opens, asks no learned set and has a far larger cap says it is dead, and it
 * holds in no position of the solution YASS 2.153 found for 75 ({@code
 * ../shared/docs/yass-xsokoban-solutions.sok}, replayed valid): no solvable position is cut by it.
 */
@Slow
@SwitchOff
@SharedData
class RepeatedCorralsTest {
    /** The phase search's positions here: its first stretch with no progress begins at 8,525 (journal/solver.md entry 95). */
    private static final long POSITIONS = 40_000;

    @Test
    void aFenceOf75MetAgainIsProvedWithALargerCapAndKept() {
        assertProvedAndKept(Set.of("phaserepeat"));
    }

    /**
     * With {@code repeatcapped} only the fences whose first proof ran out of positions are proved again (on 75 these
     * gave every set the larger proofs kept, journal/solver.md entry 104): one is proved and kept, sound as above.
     */
    @Test
    void onlyTheFencesWhoseFirstProofWasCappedAreProvedAgain() {
        LearnedDeadlocks store = assertProvedAndKept(Set.of("phaserepeat", "repeatcapped"));
        for (RepeatedCorrals.Attempt a : store.repeats.attempts()) {
            assertEquals(ProofEnding.CAPPED, a.first(), "a larger proof of a fence whose first proof was not capped");
        }
    }

    /**
     * With {@code repeatsize} a larger proof stops taking boxes away once too few are left to try for its set to come down
     * to a set's size. Each larger proof of 75's run made again by two fresh proofs, one that stops so and one that goes
     * on: the same set (or none) from both, and never more positions from the first.
     */
    @Test
    void aLargerProofStopsGeneralisingOnlyWhereNoSetCouldBeKept() {
        LearnedDeadlocks store = assertProvedAndKept(Set.of("phaserepeat", "repeatcapped", "repeatpause", "repeatsize"));
        Maze maze = new Maze(level75().board());
        ProofTables tables = new ProofTables(maze);
        DeadEndProof stopping = new DeadEndProof(maze, tables, CorralBudget.POSITIONS, LearnedDeadlocks.none(maze), true);
        stopping.stopEarly(true);
        DeadEndProof going = new DeadEndProof(maze, tables, CorralBudget.POSITIONS, LearnedDeadlocks.none(maze), true);
        List<RepeatedCorrals.Attempt> attempts = store.repeats.attempts();
        assertFalse(attempts.isEmpty(), store.corralSummary());
        for (RepeatedCorrals.Attempt a : attempts) {
            long s0 = stopping.positions();
            long g0 = going.positions();
            int[] stopped = stopping.generalise(a.boxes(), a.man(), store.most, a.cap());
            int[] whole = going.generalise(a.boxes(), a.man(), store.most, a.cap());
            assertArrayEquals(whole, stopped, "the set of a larger proof");
            assertTrue(stopping.positions() - s0 <= going.positions() - g0, "positions");
        }
    }

    /** XSokoban 75 and YASS's solution of it. */
    private static Solutions.Solved level75() {
        return Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("75")).findFirst().orElseThrow();
    }

    /** The phase search on 75 with {@code on} switched on; every set its larger proofs kept checked; the store. */
    private static LearnedDeadlocks assertProvedAndKept(Set<String> on) {
        Solutions.Solved level = level75();
        Maze maze = new Maze(level.board());
        SearchOptions options = SearchOptions.FAST.switched(on, Set.of());
        LearnedDeadlocks store = options.learned(maze);
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, POSITIONS);
        PhaseSearch.of(maze, 75_000, PhaseRules.of(options), control, 256L << 20, store).orElseThrow().run(System.nanoTime());

        List<LearnedSet> proved = store.repeats.proved();
        assertFalse(proved.isEmpty(), store.corralSummary());
        DeadEndProof full = new DeadEndProof(maze, new ProofTables(maze), 1_000_000, LearnedDeadlocks.none(maze), false);
        for (LearnedSet set : proved) {
            assertTrue(store.sets().contains(set), "kept");
            assertTrue(full.dead(set.squares(), manIn(maze, set)), "dead alone, proved in full");
        }
        PathTrace.Path path = PathTrace.path(maze, level.steps());
        assertEquals(List.of(), PathPositions.where(path, store::holds), "positions of YASS's solution a set learned holds in");
        return store;
    }

    /** A square of the man's region of {@code set}, the area it was proved with. */
    private static int manIn(Maze maze, LearnedSet set) {
        for (int s = 0; s < maze.size; s++) {
            if (set.holdsFor(s)) {
                return s;
            }
        }
        throw new AssertionError("a set with no man's region");
    }
}
