package org.sokodb.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * Runs the searches for one level. With one thread the forward search alone; with more,
 * the forward search and the backward (pull) search race, each with half the memory cap.
 * A search that proves the level unsolvable, or finds moves that replay to the solved
 * position, stops the other; moves that do not replay stop nobody (they are kept only to
 * be reported as a bug if nothing better comes). A search that throws is counted and named
 * in the result ({@link SearchFailure}) while the others go on; only when every search of
 * the level failed does the solve itself fail.
 */
final class Portfolio {
    private Portfolio() {
    }

    /** What the searches of one level gave: the best outcome, and the searches that failed on the way. */
    record Raced(SearchOutcome outcome, List<SearchFailure> failures) {
    }

    static Raced run(Maze maze, SolverLimits limits, SolveMode mode) {
        return run(maze, limits, mode, Searches.REAL);
    }

    static Raced run(Maze maze, SolverLimits limits, SolveMode mode, Searches searches) {
        long start = System.nanoTime();
        SearchControl control = new SearchControl(start + limits.timeLimit().toNanos(), limits.nodeLimit());
        boolean optimal = mode == SolveMode.PUSH_OPTIMAL;
        SearchOptions options = optimal ? SearchOptions.OPTIMAL : SearchOptions.FAST;
        long memory = limits.memoryBytes();
        if (optimal) {
            // one search: its failure is the solve's
            return new Raced(searches.optimal(maze, options, control, memory).run(start), List.of());
        }
        if (!options.uses("push")) {
            // the backward search alone (the push search switched off): to measure it apart from the race
            return new Raced(searches.pull(maze, options, control, memory, Meeting.none()).run(start), List.of());
        }
        Failures failures = new Failures();
        // the deadlock sets learned from dead ends: one store for the level's forward searches
        LearnedDeadlocks learned = options.learned(maze);
        if (limits.threads() < 2 || !options.uses("pull")) {
            // one thread: the push search alone, as before FESS (the generator's checks rely on it)
            return new Raced(searches.push(maze, options, control, memory, Meeting.none(), learned).run(start),
                    List.of());
        }
        // an eighth of the memory for the tables where the two searches meet, the rest shared
        Meeting meeting = options.uses("meet") ? Meeting.of(maze, memory / 8) : Meeting.none();
        long share = (memory - (meeting.enabled() ? memory / 8 : 0)) / 2;
        CompletableFuture<SearchOutcome> backward = new CompletableFuture<>();
        Thread pull = new Thread(() -> {
            try {
                backward.complete(finishing(maze, searches.pull(maze, options, control, share, meeting).run(start), control));
            } catch (Throwable t) {
                backward.completeExceptionally(t);
            }
        }, "sokodb-pull-search");
        pull.setDaemon(true);
        pull.start();
        Optional<SearchOutcome> forward = forward(maze, options, limits, control, share, meeting, start, searches,
                failures, learned).map(o -> finishing(maze, o, control));
        if (Thread.currentThread().isInterrupted()) {
            control.interrupt(); // the caller's interrupt ends the pull search too
        }
        Optional<SearchOutcome> other;
        try {
            other = Optional.of(backward.get());
        } catch (InterruptedException e) {
            control.interrupt();
            Thread.currentThread().interrupt();
            other = Optional.empty();
        } catch (ExecutionException e) {
            failures.add("backward", e.getCause());
            other = Optional.empty();
        }
        if (forward.isEmpty() && other.isEmpty()) {
            failures.rethrowFirst(); // every search failed: the solve fails
        }
        SearchOutcome outcome = forward.isEmpty() ? other.get()
                : other.isEmpty() ? forward.get() : best(maze, forward.get(), other.get());
        return new Raced(outcome, failures.list);
    }

    /**
     * The forward turn, a timetable of searches that differ in kind: the push search first, for
     * an eighth of the time, half the node budget and at most {@link #PUSH_FIRST_NODES}
     * positions (small and puzzle-like levels are solved there, in Microban all of them); then,
     * with {@code phasesearch} and on a level with a phased order, the phase search for at most a
     * {@link #PHASE_SHARE}th of the time and {@link #PHASE_NODES} positions of its own, giving way
     * after {@link #PHASE_STALL} positions with no progress (with {@code phaseshare} going on past its
     * slot while it progresses: {@link #phaseDeadline}); then,
     * with {@code packsearch}, the packing-order searches ({@link PackingSearch}) for a further
     * {@link #PACKING_SHARE}th of the time (moved on by the phase search's), one after the other ({@link #PACKING_ORDER}), each
     * with its share of the time and of the positions those before it left, all together at most
     * {@link #PACKING_NODES} positions and each giving way when it stalls (a search of its own:
     * its positions, at most the node budget for all of them together, are not taken from the
     * budget the push search and FESS share); then, when none solved the level nor
     * proved it unsolvable, the feature-space search ({@link FessSearch}) for the rest of the
     * time and of the node budget. Levels too large for macro moves keep the push search for the whole turn. Empty
     * when its searches failed (said in {@code failures}).
     */
    private static Optional<SearchOutcome> forward(Maze maze, SearchOptions options, SolverLimits limits,
            SearchControl control, long memory, Meeting meeting, long start, Searches searches, Failures failures,
            LearnedDeadlocks learned) {
        if (!options.uses("fess") || maze.size >= FessSearch.MAX_SQUARES) {
            return failures.attempt("forward", () -> searches.push(maze, options, control, memory, meeting, learned).run(start));
        }
        if (!options.uses("pushfirst")) {
            return failures.attempt("fess",
                    () -> searches.fess(maze, options, control, memory, fessMeeting(options, meeting), learned).run(start));
        }
        long budget = limits.nodeLimit();
        long time = limits.timeLimit().toNanos();
        SearchControl first = control.phase(start + time / PUSH_FIRST_SHARE,
                Math.min(PUSH_FIRST_NODES, budget == Long.MAX_VALUE ? budget : budget / 2));
        Optional<SearchOutcome> push = failures.attempt("forward",
                () -> searches.push(maze, options, first, memory / 4, meeting, learned).run(start));
        if (settles(push)) {
            return push;
        }
        long spent = push.map(Portfolio::nodes).orElse(0L);
        long phaseTime = 0; // the phase search's time: the packing-order searches' slot comes after it, as long
        if (options.uses("phasesearch")) {
            // YASS's order and search: its own slot after the push search's, its own budget of positions
            long phaseStart = System.nanoTime();
            long slotEnd = start + time / PUSH_FIRST_SHARE + time / PHASE_SHARE;
            // with phaseshare the slot is the least it gets: it goes on past it while not stalled
            boolean overtime = options.uses("phaseshare");
            SearchControl turn = control.phase(phaseDeadline(options, start, time), Math.min(budget, PHASE_NODES));
            Optional<SearchOutcome> phases = failures.attempt("phases",
                    () -> (overtime ? searches.phases(maze, options, PHASE_STALL, slotEnd, PHASE_SHARE_STALL, turn, memory / 4,
                            learned)
                            : searches.phases(maze, options, PHASE_STALL, turn, memory / 4, learned))
                    .map(search -> search.run(start))
                    .orElseGet(() -> SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.EXHAUSTED, 0, start)));
            if (phases.isPresent() && (phases.get() instanceof SearchOutcome.Found || interrupted(phases.get()))) {
                return Optional.of(withNodes(phases.get(), spent));
            }
            phaseTime = System.nanoTime() - phaseStart;
        }
        long packed = 0; // the packing-order search's positions: a search of its own, with its own budget
        if (options.uses("packsearch")) {
            long end = start + time / PUSH_FIRST_SHARE + time / PACKING_SHARE + phaseTime;
            long nodes = Math.min(budget, PACKING_NODES);
            int sharesLeft = 0;
            for (int share : PACKING_SHARES) {
                sharesLeft += share;
            }
            for (int k = 0; k < PACKING_ORDER.length; k++) {
                // its share of what the searches before it left of the slot and of the positions
                PackingSearch.Clearing clearing = PACKING_ORDER[k];
                long now = System.nanoTime();
                long deadline = now + Math.max(0, end - now) / sharesLeft * PACKING_SHARES[k];
                long cap = Math.max(1, (nodes - packed) / sharesLeft * PACKING_SHARES[k]);
                sharesLeft -= PACKING_SHARES[k];
                SearchControl turn = control.phase(deadline, cap);
                Optional<SearchOutcome> packing = failures.attempt("packing",
                        () -> searches.packing(maze, clearing, PACKING_STALL, turn, memory / 8, learned).run(start));
                if (packing.isEmpty()) {
                    break; // a packing-order search that throws is said once, and FESS has the rest of the turn
                }
                if (packing.get() instanceof SearchOutcome.Found || interrupted(packing.get())) {
                    return Optional.of(withNodes(packing.get(), spent));
                }
                packed += packing.map(Portfolio::nodes).orElse(0L);
            }
        }
        // the rest of the node budget (the time limit is the same)
        SearchControl rest = budget == Long.MAX_VALUE ? control
                : control.phase(start + time, Math.max(1, budget - spent));
        Optional<SearchOutcome> fess = failures.attempt("fess",
                () -> searches.fess(maze, options, rest, memory - memory / 4, fessMeeting(options, meeting), learned)
                        .run(start));
        if (fess.isEmpty()) {
            return push;
        }
        return Optional.of(withNodes(fess.get(), spent + packed));
    }

    /** Whether the push search's outcome ends the forward turn: solved, unsolvable, or stopped. */
    private static boolean settles(Optional<SearchOutcome> push) {
        return push.isPresent() && (!(push.get() instanceof SearchOutcome.NotFound notFound)
                || notFound.ending() == SearchOutcome.Ending.UNSOLVABLE
                || notFound.ending() == SearchOutcome.Ending.INTERRUPTED);
    }

    private static boolean interrupted(SearchOutcome o) {
        return o instanceof SearchOutcome.NotFound n && n.ending() == SearchOutcome.Ending.INTERRUPTED;
    }

    /** {@code o} with the positions of the searches before it in the turn added. */
    private static SearchOutcome withNodes(SearchOutcome o, long before) {
        if (o instanceof SearchOutcome.Found f) {
            return new SearchOutcome.Found(f.steps(), false, f.nodes() + before, f.elapsed(), f.search());
        }
        SearchOutcome.NotFound n = (SearchOutcome.NotFound) o;
        return new SearchOutcome.NotFound(n.ending(), n.nodes() + before, n.elapsed());
    }

    /**
     * Where FESS meets the pull search: the push search's meeting, whose forward table it
     * goes on filling; none with {@code fessmeet} off. The plain solve has it on: with its
     * look-ups batched it cost FESS about 2 % of its CPU and brought XSokoban 15 and Sasquatch
     * 12 in at 10 s, no level lost (measured: journal/solver.md entry 54).
     */
    private static Meeting fessMeeting(SearchOptions options, Meeting meeting) {
        return options.uses("fessmeet") ? meeting : Meeting.none();
    }

    /**
     * The packing-order search's part of the time limit (at most), after the push search's:
     * YASS's packing order search solves most of the XSokoban levels it solves and we do not
     * in under a second of its 10 (issue 59), so a search of its kind needs little of the turn.
     */
    static final int PACKING_SHARE = 8;

    /** Positions the packing-order searches may weigh in the forward turn, all of them together (at most the node budget). */
    static final long PACKING_NODES = 2_000_000;

    /**
     * The packing-order searches of the forward turn, in turn, and each one's share of the slot
     * (of the time, and of the positions) that those before it left: the way's order first (it
     * solves its levels in a few hundred positions), the farthest clearing moves (they run out
     * at once where they do not solve), any clearing move, and the rover last, with the most (its
     * levels take tens of thousands of positions). Each solves levels the others do not
     * (measured: journal/solver.md entry 60).
     */
    static final PackingSearch.Clearing[] PACKING_ORDER = {PackingSearch.Clearing.WAY,
        PackingSearch.Clearing.FARTHEST, PackingSearch.Clearing.ANY, PackingSearch.Clearing.ROVER};
    static final int[] PACKING_SHARES = {2, 1, 1, 4};

    /**
     * The phase search's part of the time limit (at most) with {@code phasesearch} on, after the
     * push search's, and the positions it may expand: a slot of its own before the packing-order
     * searches', which keep their whole slot after it (docs/solver.md, "Phase search"). An
     * eighth: at 10 s with a quarter it solved its XSokoban levels within 0.9 s of its start
     * but for 36 (1.6 s, which the packing-order search solves at 1.7 s of the level), and on
     * the levels it does not solve its time is FESS's (measured: journal/solver.md entry 67).
     */
    static final int PHASE_SHARE = 8;
    static final long PHASE_NODES = 1_000_000;

    /**
     * When the phase search's turn ends at the latest ({@link System#nanoTime}), the level's time
     * limit {@code time} from {@code start}: its slot's end, an eighth after the push search's
     * eighth; with {@code phaseshare} half the time after it.
     */
    static long phaseDeadline(SearchOptions options, long start, long time) {
        int share = options.uses("phaseshare") ? PHASE_SHARE_MOST : PHASE_SHARE;
        return start + time / PUSH_FIRST_SHARE + time / share;
    }

    /**
     * With {@code phaseshare} (YASS gives its packing-order search the whole of the time on a level
     * with its order), the phase search's part of the time at most, after the push search's eighth:
     * a half. Past its eighth it goes on while it has made progress in the last
     * {@link #PHASE_SHARE_STALL} positions. Alone with the race's stall rule XSokoban 66 and 75 and
     * Sasquatch 36 go 33,801, 49,219 and 53,667 positions without progress before they are solved
     * (in 69,182, 133,331 and 70,012), more than the 30,000 a quarter's slot gave way after
     * (measured: journal/solver.md entries 86 and 118); where it does not solve,
     * most levels make their last progress in their first 20,000 positions, so they still give way
     * at the eighth (measured: journal/solver.md entry 91).
     */
    static final int PHASE_SHARE_MOST = 2;
    static final long PHASE_SHARE_STALL = 55_000;

    /**
     * Positions the phase search expands with neither a lower phase nor a better score before it
     * gives way: alone, the longest such stretch on a level it solved was 55,179 (XSokoban 44,
     * solved in 55,671), and on the levels it does not solve the progress ends early (entry 67).
     */
    static final long PHASE_STALL = 75_000;

    /** Positions weighed with no step of the plan done further, after which the packing-order search gives way. */
    static final long PACKING_STALL = 100_000;

    /** Positions the push search may expand before FESS takes over the forward turn (Microban 153 takes 340k). */
    static final long PUSH_FIRST_NODES = 500_000;

    /**
     * The push search's turn is this part of the time limit (at most). Not a quarter: at 10 s
     * an eighth gives FESS 1.25 s more, which brought XSokoban 18 in, and no set lost a level,
     * since the push search solves its levels early and the meeting joins its first positions
     * (measured: journal/solver.md entry 53).
     */
    static final int PUSH_FIRST_SHARE = 8;

    /** The searches of a level that failed, in the order they failed. */
    private static final class Failures {
        private final List<SearchFailure> list = new ArrayList<>();
        private Throwable first;

        /** Runs a search; empty, and the failure kept, when it throws. */
        Optional<SearchOutcome> attempt(String search, Supplier<SearchOutcome> run) {
            try {
                return Optional.of(run.get());
            } catch (RuntimeException | Error e) {
                add(search, e);
                return Optional.empty();
            }
        }

        void add(String search, Throwable cause) {
            list.add(SearchFailure.of(search, cause));
            if (first == null) {
                first = cause;
            }
        }

        void rethrowFirst() {
            if (first instanceof RuntimeException e) {
                throw e;
            }
            if (first instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException("every search failed", first);
        }
    }

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
            case EXHAUSTED, MEMORY -> 2;
            case INTERRUPTED -> 1;
        };
    }

    private static long nodes(SearchOutcome o) {
        return o instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) o).nodes();
    }
}
