package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.search.OptimalSearch;

/**
 * A stop request (Ctrl-C) reaches every method, the push-optimal search of {@code --metric
 * pushes} included, which keeps its own count of positions: with the other methods switched
 * off, a stop asked from inside that search ends it at once, where without it the search ran
 * to its end. Counted in positions, never time.
 */
@Slow
class OptimizerStopTest {
    /** A Microban level whose push-optimal search takes some 60,000 positions, under a second. */
    private static final int LEVEL = 99;
    /** Every method but the push-optimal search. */
    private static final Set<String> ONLY_PUSH_OPTIMAL = Set.of("onebox", "permutations", "vicinity", "exact");

    /** A stop that says yes once the push-optimal search asks, and counts how often it asked. */
    private static BooleanSupplier stopInsideThePushOptimalSearch(AtomicInteger asked) {
        return () -> {
            boolean inside = StackWalker.getInstance().walk(frames -> frames
                    .anyMatch(f -> f.getClassName().equals(OptimalSearch.class.getName())));
            if (inside) {
                asked.incrementAndGet();
            }
            return inside;
        };
    }

    @Test
    void ctrlCStopsThePushOptimalSearch() {
        Board level = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(LEVEL - 1);
        SolverResult.Solved start = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 1), SolveMode.FAST));
        OptimizerLimits unbounded = new OptimizerLimits(OptimizerTest.NO_CLOCK, 256L << 20, Long.MAX_VALUE, true);

        Optimized whole = Optimizer.optimize(level, List.of(start.steps()), Metric.PUSHES, unbounded, () -> false,
                ONLY_PUSH_OPTIMAL);
        assertTrue(whole.nodes() > 10_000, "unstopped, the search runs to its end: " + whole.nodes());

        AtomicInteger asked = new AtomicInteger();
        Optimized stopped = Optimizer.optimize(level, List.of(start.steps()), Metric.PUSHES, unbounded,
                stopInsideThePushOptimalSearch(asked), ONLY_PUSH_OPTIMAL);
        assertTrue(asked.get() > 0, "the push-optimal search asks whether to stop");
        assertTrue(stopped.nodes() < 100, "and stops at once: " + stopped.nodes() + " positions of " + whole.nodes());
        assertFalse(stopped.proved());
        ReplayResult.Valid replayed = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(level, stopped.steps(), TrailingSteps.REFUSE));
        assertEquals(replayed.metrics(), stopped.metrics(), "what it keeps is a solution, its input's pushes");
    }
}
