package org.sokodb.optimizer;

import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * The best solution of a level so far. A candidate takes its place only once it has been
 * written out as moves, replayed by the verifier and found better in the metric's full order,
 * so a pass with a bug can cost an improvement, never give a wrong or a worse solution.
 *
 * <p>A candidate that cannot be written out or does not replay is such a bug: it is counted
 * ({@link #failures}, the row of the level says how many), and where assertions are on (the
 * tests) it throws, so that the test that meets it fails instead of passing on the input.
 */
final class Incumbent {
    private final Tables t;
    private final Metric metric;
    private Solution solution;
    private int failures;

    /**
     * A solution as the incumbent holds it: its pushes, its moves, their metrics and its packed
     * cost in the metric (a search must find less to improve on it).
     */
    record Solution(PushLine line, Steps steps, SolutionMetrics metrics, long cost) {
    }

    Incumbent(Tables t, Metric metric, PushLine line, Steps steps, SolutionMetrics metrics) {
        this.t = t;
        this.metric = metric;
        this.solution = new Solution(line, steps, metrics, metric.cost(metrics.moves(), metrics.pushes()));
    }

    /** Takes {@code candidate} when it is a solution better than the incumbent; says whether it did. */
    boolean offer(PushLine candidate) {
        Steps s;
        try {
            s = candidate.steps(t);
        } catch (RuntimeException e) {
            failed("pushes that cannot be made: " + e);
            return false; // a pass's bug costs the candidate only
        }
        ReplayResult replayed = Replay.replay(t.board, s, TrailingSteps.REFUSE);
        if (!(replayed instanceof ReplayResult.Valid valid)) {
            failed("moves that do not solve the level: " + replayed.detail());
            return false;
        }
        if (metric.order().compare(valid.metrics(), solution.metrics()) >= 0) {
            return false;
        }
        SolutionMetrics m = valid.metrics();
        solution = new Solution(candidate, valid.steps(), m, metric.cost(m.moves(), m.pushes()));
        return true;
    }

    /** Counts a candidate a pass got wrong; under assertions (the tests) it throws. */
    void failed(String why) {
        failures++;
        if (Incumbent.class.desiredAssertionStatus()) {
            throw new AssertionError("the optimizer made a wrong candidate: " + why);
        }
    }

    /** Candidates the passes got wrong (an optimizer bug each): 0 when all is well. */
    int failures() {
        return failures;
    }

    /** The best solution so far. */
    Solution solution() {
        return solution;
    }
}
