package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
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

/**
 * The stopping rule on a level whose moves optimum no search within the budget proves
 * (Microban 111, David W. Skinner): by default the level ends when more search is unlikely to
 * pay, within its budget; with {@code exhaustive} it spends the whole budget, as the user
 * asked. Budgets are positions, never time.
 */
@Alongside
@ResourceLock("StoppingRuleTest")
class StoppingRuleTest {
    /**
     * Above where the rule stops (1,825,198 positions: its last better solution, then at least
     * Passes.FLOOR more, then the search over every layout), so that the budget is not what
     * ends the ruled run, and the exhaustive run searches past it.
     */
    private static final long BUDGET = 2_000_000;

    @Test
    void aLevelWhoseProofCannotFinishEndsBeforeItsBudgetUnlessExhaustive() {
        Board level = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(110);
        SolverResult.Solved start = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 1), SolveMode.FAST));
        Optimized ruled = Optimizer.optimize(level, List.of(start.steps()), Metric.MOVES,
                new OptimizerLimits(OptimizerTest.NO_CLOCK, 256L << 20, BUDGET, false), () -> false);
        Optimized exhaustive = Optimizer.optimize(level, List.of(start.steps()), Metric.MOVES,
                new OptimizerLimits(OptimizerTest.NO_CLOCK, 256L << 20, BUDGET, true), () -> false);

        // its better solutions come in its first hundred thousand positions or so: the methods
        // stop FLOOR positions later, the search over every layout after half as many again
        assertTrue(ruled.nodes() < BUDGET, "stopped by the rule: " + ruled.nodes());
        assertFalse(ruled.proved());
        assertTrue(exhaustive.nodes() >= BUDGET, "exhaustive spends the budget: " + exhaustive.nodes());
        for (Optimized o : List.of(ruled, exhaustive)) {
            ReplayResult.Valid replayed = assertInstanceOf(ReplayResult.Valid.class,
                    Replay.replay(level, o.steps(), TrailingSteps.REFUSE));
            assertEquals(replayed.metrics(), o.metrics());
            assertTrue(o.improved(), "the solver's first solution is far from the optimum");
        }
        assertTrue(ruled.metrics().moves() <= exhaustive.metrics().moves() * 101 / 100,
                "what the rule stopped short of is worth under 1 %: " + ruled.metrics() + " / " + exhaustive.metrics());
    }
}
