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
 */
final class Incumbent {
    private final Tables t;
    private final Metric metric;
    private PushLine line;
    private Steps steps;
    private SolutionMetrics metrics;
    private long cost;

    Incumbent(Tables t, Metric metric, PushLine line, Steps steps, SolutionMetrics metrics) {
        this.t = t;
        this.metric = metric;
        this.line = line;
        this.steps = steps;
        this.metrics = metrics;
        this.cost = metric.cost(metrics.moves(), metrics.pushes());
    }

    /** Takes {@code candidate} when it is a solution better than the incumbent; says whether it did. */
    boolean offer(PushLine candidate) {
        Steps s;
        try {
            s = candidate.steps(t);
        } catch (RuntimeException e) {
            return false; // pushes that cannot be made: a pass's bug costs the candidate only
        }
        if (!(Replay.replay(t.board, s, TrailingSteps.REFUSE) instanceof ReplayResult.Valid valid)
                || metric.order().compare(valid.metrics(), metrics) >= 0) {
            return false;
        }
        line = candidate;
        steps = valid.steps();
        metrics = valid.metrics();
        cost = metric.cost(metrics.moves(), metrics.pushes());
        return true;
    }

    PushLine line() {
        return line;
    }

    Steps steps() {
        return steps;
    }

    SolutionMetrics metrics() {
        return metrics;
    }

    /** The packed cost in the metric: a search must find less to improve on it. */
    long cost() {
        return cost;
    }
}
