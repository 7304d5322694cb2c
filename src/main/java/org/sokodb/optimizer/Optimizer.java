package org.sokodb.optimizer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;

/**
 * Makes solutions of one level better in a metric. The only way into the optimizer from the
 * rest of sokodb. Every solution it returns has been replayed by the verifier, and none is
 * worse than the best input in the metric's order.
 */
public final class Optimizer {
    /** Box changes, then pushes, then moves: the order {@link #fewestBoxChanges} keeps the best solution by. */
    public static final Comparator<SolutionMetrics> FEWEST_BOX_CHANGES = Comparator
            .comparingInt(SolutionMetrics::boxChanges)
            .thenComparingInt(SolutionMetrics::pushes)
            .thenComparingInt(SolutionMetrics::moves);

    private Optimizer() {
    }

    /**
     * Optimizes the solutions {@code starts} of {@code board} (every valid one is a starting
     * point; the invalid ones are ignored) within {@code limits}, until {@code stop} says so.
     *
     * @throws IllegalArgumentException when the board cannot be played or no start solves it
     */
    public static Optimized optimize(Board board, List<Steps> starts, Metric metric, OptimizerLimits limits,
            BooleanSupplier stop) {
        return optimize(board, starts, metric, limits, stop, Set.of());
    }

    /**
     * As {@link #optimize(Board, List, Metric, OptimizerLimits, BooleanSupplier)} with passes
     * switched off by name ({@code vicinity}, {@code exact}, …): for comparing them.
     */
    public static Optimized optimize(Board board, List<Steps> starts, Metric metric, OptimizerLimits limits,
            BooleanSupplier stop, Set<String> off) {
        long started = System.nanoTime();
        board.playabilityProblem().ifPresent(p -> {
            throw new IllegalArgumentException("not a playable level: " + p);
        });
        List<ReplayResult.Valid> valid = new ArrayList<>();
        for (Steps s : starts) {
            if (Replay.replay(board, s, TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                valid.add(v);
            }
        }
        if (valid.isEmpty()) {
            throw new IllegalArgumentException("no starting solution solves the level");
        }
        valid.sort((a, b) -> metric.order().compare(a.metrics(), b.metrics()));
        ReplayResult.Valid first = valid.get(0);
        Maze maze = new Maze(board);
        long tables = Tables.bytes(maze, metric, valid.stream().mapToLong(v -> v.metrics().pushes() + 1L).sum());
        if (tables > limits.memoryBytes()) {
            return new Optimized(first.steps(), first.metrics(), first.metrics(), false, false, 0,
                    Duration.ofNanos(System.nanoTime() - started), Optional.of(tooLarge(maze, tables, limits)), 0);
        }
        Tables t = new Tables(board, maze);
        List<PushLine> lines = new ArrayList<>();
        for (ReplayResult.Valid v : valid) {
            PushLine.of(t, v.steps()).ifPresent(lines::add);
        }
        Incumbent best = new Incumbent(t, metric, lines.isEmpty() ? null : lines.get(0), first.steps(),
                first.metrics());
        for (int i = lines.size(); i < valid.size(); i++) {
            // PushLine.of reads every solution the verifier accepts: one it cannot read is a bug
            best.failed("a valid starting solution that cannot be read as pushes");
        }
        if (lines.isEmpty()) {
            return new Optimized(first.steps(), first.metrics(), first.metrics(), false, false, 0,
                    Duration.ofNanos(System.nanoTime() - started), Optional.empty(), best.failures());
        }
        Budget budget = new Budget(started + limits.timeLimit().toNanos(), limits.nodeLimit(), stop);
        Passes passes = new Passes(t, metric, best, budget, limits.memoryBytes() - tables, limits.exhaustive(), off);
        passes.run(lines);
        Incumbent.Solution kept = best.solution();
        return new Optimized(kept.steps(), kept.metrics(), first.metrics(),
                metric.order().compare(kept.metrics(), first.metrics()) < 0, passes.proved(), budget.nodes(),
                Duration.ofNanos(System.nanoTime() - started), passes.limit(), best.failures());
    }

    /**
     * {@code solution} of {@code board} with its pushes reordered so that the pushes of one box
     * run together: the same pushes of each box, fewer box changes (docs/optimizer.md, "Keeping
     * boxes together"). Replayed by the verifier; the input itself when it does not solve the
     * board or no order with fewer box changes was found. Cheap: no search, a few replays of the
     * pushes per push moved.
     */
    public static Steps keepBoxesTogether(Board board, Steps solution) {
        return BoxRuns.of(board, solution);
    }

    /**
     * A solution of {@code board} with as few box changes as can be found within {@code limits}
     * (docs/optimizer.md, "Fewest box changes"): the best of {@code starts}, each as written and
     * with its boxes kept together ({@link #keepBoxesTogether}), in the order
     * {@link #FEWEST_BOX_CHANGES}, bounds a best-first search whose cost is box changes, then
     * pushes; the node limit counts the positions it expands. {@code proved} when the search
     * ended within them: no solution has fewer box changes (nor as few and fewer pushes).
     * Replayed by the verifier.
     *
     * @throws IllegalArgumentException when the board cannot be played or no start solves it
     */
    public static Optimized fewestBoxChanges(Board board, List<Steps> starts, OptimizerLimits limits,
            BooleanSupplier stop) {
        long started = System.nanoTime();
        board.playabilityProblem().ifPresent(p -> {
            throw new IllegalArgumentException("not a playable level: " + p);
        });
        ReplayResult.Valid input = null;
        ReplayResult.Valid best = null;
        for (Steps s : starts) {
            if (Replay.replay(board, s, TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                input = fewer(input, v);
                best = fewer(best, v);
                if (Replay.replay(board, BoxRuns.of(board, v.steps()), TrailingSteps.TRIM) instanceof ReplayResult.Valid k) {
                    best = fewer(best, k);
                }
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("no starting solution solves the level");
        }
        Maze maze = new Maze(board);
        long tables = Tables.bytes(maze, Metric.MOVES, 0);
        if (tables > limits.memoryBytes() || (long) maze.size * (maze.size + 1) > Integer.MAX_VALUE) {
            return new Optimized(best.steps(), best.metrics(), input.metrics(),
                    FEWEST_BOX_CHANGES.compare(best.metrics(), input.metrics()) < 0, false, 0,
                    Duration.ofNanos(System.nanoTime() - started), Optional.of(tooLarge(maze, tables, limits)), 0);
        }
        Tables t = new Tables(board, maze);
        Budget budget = new Budget(started + limits.timeLimit().toNanos(), limits.nodeLimit(), stop);
        SolutionMetrics m = best.metrics();
        BoxSearch.Outcome o = new FewestChanges(t, limits.memoryBytes() - tables)
                .run(FewestChanges.cost(Math.max(0, m.boxChanges() - 1), m.pushes()), budget);
        boolean proved = o.ending() == BoxSearch.Ending.NONE_CHEAPER;
        int refused = 0;
        if (o.ending() == BoxSearch.Ending.FOUND) {
            ReplayResult found = Replay.replay(board, o.line().steps(t), TrailingSteps.REFUSE);
            if (found instanceof ReplayResult.Valid v && v.metrics().boxChanges() == FewestChanges.changes(o.cost()) + 1
                    && FEWEST_BOX_CHANGES.compare(v.metrics(), m) < 0) {
                best = v;
                proved = true;
            } else {
                refused++; // the search's solution does not replay as it counted: a bug, that solution refused
            }
        }
        Optional<String> limit = o.ending() == BoxSearch.Ending.MEMORY
                ? Optional.of("the search's tables reached the memory cap (" + kib(limits.memoryBytes() - tables) + ")")
                : Optional.empty();
        return new Optimized(best.steps(), best.metrics(), input.metrics(),
                FEWEST_BOX_CHANGES.compare(best.metrics(), input.metrics()) < 0, proved, budget.nodes(),
                Duration.ofNanos(System.nanoTime() - started), limit, refused);
    }

    /** The one of two solutions with fewer box changes ({@link #FEWEST_BOX_CHANGES}): {@code b} when {@code a} is null, {@code a} on a tie. */
    private static ReplayResult.Valid fewer(ReplayResult.Valid a, ReplayResult.Valid b) {
        return a == null || FEWEST_BOX_CHANGES.compare(b.metrics(), a.metrics()) < 0 ? b : a;
    }

    /** Why a level whose tables alone would pass its memory cap keeps its input ({@link Tables#bytes}). */
    private static String tooLarge(Maze maze, long tables, OptimizerLimits limits) {
        return "too large for the memory cap: the tables of its " + maze.size + " floor squares and "
                + maze.goals.length + (maze.goals.length == 1 ? " goal" : " goals") + " need up to " + kib(tables)
                + ", more than the " + kib(limits.memoryBytes()) + " for this level";
    }

    private static String kib(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : ((bytes + 1023) >> 10) + " KiB";
    }
}
