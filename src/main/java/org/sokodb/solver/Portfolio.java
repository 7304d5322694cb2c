package org.sokodb.solver;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.OptimalSearch;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * Runs the searches for one level. With one thread the forward search alone; with more,
 * the forward search and the backward (pull) search race, each with half the memory cap.
 * A search that proves the level unsolvable, or finds moves that replay to the solved
 * position, stops the other; moves that do not replay stop nobody (they are kept only to
 * be reported as a bug if nothing better comes).
 */
final class Portfolio {
    private Portfolio() {
    }

    static SearchOutcome run(Maze maze, SolverLimits limits, SolveMode mode) {
        long start = System.nanoTime();
        SearchControl control = new SearchControl(start + limits.timeLimit().toNanos(), limits.nodeLimit());
        boolean optimal = mode == SolveMode.PUSH_OPTIMAL;
        SearchOptions options = optimal ? SearchOptions.OPTIMAL : SearchOptions.FAST;
        if (optimal) {
            return new OptimalSearch(maze, options, control, limits.memoryBytes()).run(start);
        }
        if (!options.uses("push")) {
            // the backward search alone: for measuring it (docs/solver-log.md)
            return new PullSearch(maze, options, control, limits.memoryBytes()).run(start);
        }
        if (limits.threads() < 2 || !options.uses("pull")) {
            // one thread: the push search alone, as before FESS (the generator's checks rely on it)
            return new PushSearch(maze, options, control, limits.memoryBytes()).run(start);
        }
        // an eighth of the memory for the tables where the two searches meet, the rest shared
        Meeting meeting = options.uses("meet") ? Meeting.of(maze, limits.memoryBytes() / 8) : Meeting.none();
        long share = (limits.memoryBytes() - (meeting.enabled() ? limits.memoryBytes() / 8 : 0)) / 2;
        CompletableFuture<SearchOutcome> backward = new CompletableFuture<>();
        Thread pull = new Thread(() -> {
            try {
                backward.complete(finishing(maze, new PullSearch(maze, options, control, share, meeting).run(start), control));
            } catch (Throwable t) {
                backward.completeExceptionally(t);
            }
        }, "sokodb-pull-search");
        pull.setDaemon(true);
        pull.start();
        SearchOutcome forward;
        try {
            forward = finishing(maze, forward(maze, options, limits, control, share, meeting, start), control);
        } catch (RuntimeException | Error e) {
            control.stopAll();
            throw e;
        }
        if (Thread.currentThread().isInterrupted()) {
            control.interrupt(); // the caller's interrupt ends the pull search too
        }
        SearchOutcome other;
        try {
            other = backward.get();
        } catch (InterruptedException e) {
            control.interrupt();
            Thread.currentThread().interrupt();
            other = forward;
        } catch (ExecutionException e) {
            other = forward; // the pull search failed: the forward search's word stands
        }
        return best(maze, forward, other);
    }

    /**
     * The forward turn: the push search first, for a quarter of the time, half the node
     * budget and at most {@link #PUSH_FIRST_NODES} positions (small and puzzle-like levels are
     * solved there, in Microban all of them), then, when it neither solved the level nor
     * proved it unsolvable, the feature-space search ({@link FessSearch}) for the rest of the
     * time and of the node budget. Levels too large for FESS's moves keep the push search for
     * the whole turn.
     */
    private static SearchOutcome forward(Maze maze, SearchOptions options, SolverLimits limits, SearchControl control,
            long memory, Meeting meeting, long start) {
        if (!options.uses("fess") || maze.size >= FessSearch.MAX_SQUARES) {
            return new PushSearch(maze, options, control, memory, meeting).run(start);
        }
        if (!options.uses("pushfirst")) {
            return new FessSearch(maze, control, memory).run(start);
        }
        long budget = limits.nodeLimit();
        SearchControl first = control.phase(start + limits.timeLimit().toNanos() / 4,
                Math.min(PUSH_FIRST_NODES, budget == Long.MAX_VALUE ? budget : budget / 2));
        SearchOutcome push = new PushSearch(maze, options, first, memory / 4, meeting).run(start);
        if (!(push instanceof SearchOutcome.NotFound notFound)
                || notFound.ending() == SearchOutcome.Ending.UNSOLVABLE
                || notFound.ending() == SearchOutcome.Ending.INTERRUPTED) {
            return push;
        }
        // the rest of the node budget (the time limit is the same)
        SearchControl rest = budget == Long.MAX_VALUE ? control
                : control.phase(start + limits.timeLimit().toNanos(), Math.max(1, budget - notFound.nodes()));
        SearchOutcome fess = new FessSearch(maze, rest, memory - memory / 4).run(start);
        if (fess instanceof SearchOutcome.Found f) {
            return new SearchOutcome.Found(f.steps(), false, f.nodes() + notFound.nodes(), f.elapsed(), f.search());
        }
        SearchOutcome.NotFound n = (SearchOutcome.NotFound) fess;
        return new SearchOutcome.NotFound(n.ending(), n.nodes() + notFound.nodes(), n.elapsed());
    }

    /** Positions the push search may expand before FESS takes over the forward turn (Microban 153 takes 340k). */
    static final long PUSH_FIRST_NODES = 500_000;

    /** Stops the other search when this outcome settles the level. */
    private static SearchOutcome finishing(Maze maze, SearchOutcome outcome, SearchControl control) {
        if (outcome instanceof SearchOutcome.Found found) {
            if (Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE) instanceof ReplayResult.Valid) {
                control.stopAll();
            }
        } else if (((SearchOutcome.NotFound) outcome).ending() == SearchOutcome.Ending.UNSOLVABLE) {
            control.stopAll();
        }
        return outcome;
    }

    private static SearchOutcome best(Maze maze, SearchOutcome a, SearchOutcome b) {
        long nodes = nodes(a) + nodes(b);
        SearchOutcome pick = rank(maze, a) >= rank(maze, b) ? a : b;
        if (pick instanceof SearchOutcome.Found f) {
            return new SearchOutcome.Found(f.steps(), f.pushOptimal(), nodes, f.elapsed(), f.search());
        }
        SearchOutcome.NotFound n = (SearchOutcome.NotFound) pick;
        return new SearchOutcome.NotFound(n.ending(), nodes, n.elapsed());
    }

    /**
     * Moves that replay beat moves that do not (a bug, reported only when nothing better
     * came), which beat unsolvable, a timeout, running out of memory, having been stopped.
     */
    private static int rank(Maze maze, SearchOutcome o) {
        if (o instanceof SearchOutcome.Found f) {
            return Replay.replay(maze.board, f.steps(), TrailingSteps.REFUSE) instanceof ReplayResult.Valid ? 6 : 5;
        }
        return switch (((SearchOutcome.NotFound) o).ending()) {
            case UNSOLVABLE -> 4;
            case TIME -> 3;
            case MEMORY -> 2;
            case INTERRUPTED -> 1;
        };
    }

    private static long nodes(SearchOutcome o) {
        return o instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) o).nodes();
    }
}
