package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The stall rule counting the larger proofs' positions ({@code stallproofs}, {@link PhaseProgress#PROOF_SHARE}) on a
 * real level. XSokoban 9, the phase search alone with the race's stall rule and {@code phaserepeat}, {@code
 * repeatcapped}, {@code repeatpause} and {@code repeatsize}, makes its last progress at its 3,222nd position and gives
 * way 75,001 positions later; the larger proofs made in that stretch (two with a cap of 2,000, 2,309 positions, no
 * set kept; measured: journal/solver.md entry 108) cost thread CPU the rule does not see. With {@code stallproofs} the search is the
 * same position for position (the same progress at the same positions) and gives way sooner: where the positions
 * expanded since the last progress and a third of the larger proofs' positions made since pass the stall (the proofs
 * all made well before the end there, the positions expanded alone then take it one past), not where the positions
 * expanded alone do.
 */
@SharedData
@Slow
@SwitchOff
class StallProofsTest {
    private static final long STALL = 75_000;
    private static final Set<String> CANDIDATE = Set.of("phaserepeat", "repeatcapped", "repeatpause", "repeatsize");
    private static final Pattern COUNTED = Pattern.compile("proof positions counted since the last progress (\\d+)");

    @Test
    void onXSokoban9TheLargerProofsSinceTheLastProgressEndTheStallSooner() {
        Maze maze = new Maze(Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("9")).findFirst().orElseThrow().board());
        LearnedDeadlocks plainStore = SearchOptions.FAST.switched(CANDIDATE, Set.of()).learned(maze);
        PhaseSearch plain = search(maze, CANDIDATE, plainStore);
        SearchOutcome.NotFound plainEnd = assertInstanceOf(SearchOutcome.NotFound.class, plain.run(System.nanoTime()));
        long[] line = plain.stallLog().progressions();
        long last = line[line.length - 1];
        assertEquals(SearchOutcome.Ending.EXHAUSTED, plainEnd.ending(), plain.progress());
        assertEquals(last + STALL + 1, plainEnd.nodes(), "without the switch: the positions expanded alone");

        Set<String> on = new HashSet<>(CANDIDATE);
        on.add("stallproofs");
        LearnedDeadlocks store = SearchOptions.FAST.switched(on, Set.of()).learned(maze);
        PhaseSearch counting = search(maze, on, store);
        SearchOutcome.NotFound end = assertInstanceOf(SearchOutcome.NotFound.class, counting.run(System.nanoTime()));
        assertEquals(SearchOutcome.Ending.EXHAUSTED, end.ending(), counting.progress());
        assertArrayEquals(line, counting.stallLog().progressions(), "the same line");
        Matcher m = COUNTED.matcher(counting.progress());
        assertTrue(m.find(), counting.progress());
        long counted = Long.parseLong(m.group(1));
        assertTrue(counted > 0, counting.progress());
        assertTrue(store.repeatedPositions() >= PhaseProgress.PROOF_SHARE * counted, "counted of the larger proofs' positions");
        assertTrue(end.nodes() < plainEnd.nodes(), "gave way sooner");
        assertEquals(STALL + 1, end.nodes() - last + counted, "given way one position past the stall, the proofs counted");
    }

    private static PhaseSearch search(Maze maze, Set<String> on, LearnedDeadlocks store) {
        SearchOptions options = SearchOptions.FAST.switched(on, Set.of());
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, 100_000);
        return PhaseSearch.of(maze, STALL, PhaseRules.of(options), control, 256L << 20, store).orElseThrow();
    }
}
