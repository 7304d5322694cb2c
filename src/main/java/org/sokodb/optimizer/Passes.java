package org.sokodb.optimizer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.OptimalSearch;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The order the optimizer's methods run in on one level, each starting from the best
 * solution so far, until the budget is spent or the optimum is proved.
 */
final class Passes {
    /**
     * The vicinities tried in turn: the squares each moved box may go to (one entry per box),
     * cheapest to build first (Microban 93: 0.19, 0.46, 0.57, 3.6 and 17.7 million layouts tried).
     */
    static final int[][] VICINITIES = {{Integer.MAX_VALUE}, {20, 10}, {30, 20}, {40, 30}, {20, 10, 10}, {30, 20, 10}};

    /**
     * The stopping rule (docs/optimizer.md, "When a level ends"): the methods go on while the
     * positions spent since the last improvement stay within {@link #PATIENCE} times those
     * spent up to it, and at least {@link #FLOOR} (the push-optimal search, a proof with a
     * budget of its own, not counted as waiting); the search over every layout then gets half
     * as many positions as everything before it ({@link #PROOF_SHARE}), and at least
     * {@link #PROOF_FLOOR}. Counts, not the clock: the same input stops at the same point on
     * any machine.
     */
    static final long FLOOR = 1_000_000;
    static final long PATIENCE = 2;
    static final double PROOF_SHARE = 0.5;
    static final long PROOF_FLOOR = 300_000;

    private final Tables t;
    private final Metric metric;
    private final Incumbent best;
    private final Budget budget;
    private final long memory;
    private final Set<String> off;
    private final boolean exhaustive;
    /** Positions spent when the last better solution was found: what the stopping rule measures from. */
    private long paid;
    private boolean proved;
    private boolean tooLarge;
    private boolean pushOptimumDone;
    private Optional<String> limit = Optional.empty();

    Passes(Tables t, Metric metric, Incumbent best, Budget budget, long memory, boolean exhaustive, Set<String> off) {
        this.t = t;
        this.metric = metric;
        this.best = best;
        this.budget = budget;
        this.memory = memory;
        this.off = off;
        this.exhaustive = exhaustive;
    }

    boolean proved() {
        return proved;
    }

    Optional<String> limit() {
        return limit;
    }

    void run(List<PushLine> starts) {
        for (PushLine line : starts) {
            best.offer(line); // the same pushes with shortest walks
        }
        methods(starts);
        if (!off.contains("exact") && !budget.exhausted() && !tooLarge) {
            Budget proof = exhaustive ? budget
                    : budget.capped(Math.max(PROOF_FLOOR, (long) (PROOF_SHARE * budget.nodes())));
            exact(proof);
            absorb(proof);
        }
    }

    /**
     * The cheaper methods first — vicinity search with one box anywhere, (by pushes) the
     * push-optimal search once, box permutations, then wider vicinities —; a method that finds
     * a better solution sends the run back to the first (cheap, and the new solution has a new
     * vicinity), one that finds nothing hands over to the next. The first vicinity takes every
     * input's layouts, so parts of different inputs combine.
     */
    private void methods(List<PushLine> starts) {
        List<long[]> path = layoutsOf(starts);
        int methods = VICINITIES.length + 2;
        int k = 0;
        while (k < methods && !budget.exhausted() && !tooLarge) {
            Budget stage = exhaustive || k == 1 ? budget
                    : budget.capped(paid + Math.max(FLOOR, PATIENCE * paid) - budget.nodes());
            if (stage.exhausted()) {
                break; // more search is unlikely to pay
            }
            long before = budget.nodes();
            boolean better = switch (k) {
                case 0 -> !off.contains("onebox") && vicinity(path, VICINITIES[0], stage);
                case 1 -> metric == Metric.PUSHES && !off.contains("pushopt") && pushOptimum(stage);
                case 2 -> !off.contains("permutations") && permutations(stage);
                default -> !off.contains("vicinity") && vicinity(path, VICINITIES[k - 2], stage);
            };
            absorb(stage);
            if (k == 1) {
                paid += budget.nodes() - before; // the proof's own budget: not waiting for a better solution
            }
            if (better) {
                paid = budget.nodes();
                path = layoutsOf(List.of(best.solution().line()));
                k = 0;
            } else {
                k++;
            }
        }
    }

    /**
     * By pushes, once: the solver's push-optimal search (A* over box layouts and the man's area,
     * with its PI-corral pruning and symmetric positions merged — far fewer positions than a
     * search that knows the man's square), for half the budget. Its solution has the fewest
     * pushes: taken when it has fewer than the best so far, and either way the fewest pushes
     * are then proved.
     */
    private boolean pushOptimum(Budget budget) {
        if (pushOptimumDone) {
            return false;
        }
        pushOptimumDone = true;
        Budget part = budget.part(0.5);
        SearchOutcome outcome = new OptimalSearch(t.maze, SearchOptions.OPTIMAL, part.control(), memory)
                .run(System.nanoTime());
        long nodes = outcome instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) outcome).nodes();
        budget.spend(nodes);
        boolean better = false;
        if (outcome instanceof SearchOutcome.Found found) {
            Optional<PushLine> line = PushLine.of(t, found.steps());
            if (line.isEmpty()) {
                best.failed("the push-optimal search's solution cannot be read as pushes");
            }
            better = line.isPresent() && best.offer(line.get());
            proved |= found.pushOptimal() && line.isPresent()
                    && line.get().pushes() == best.solution().metrics().pushes();
        }
        return better;
    }

    /** Box permutations over every stretch of the solution that moves at most three boxes. */
    private boolean permutations(Budget budget) {
        PushLine line = new Permutations(t, metric, memory).run(best.solution().line(), 3, budget);
        return line != best.solution().line() && best.offer(line);
    }

    private boolean vicinity(List<long[]> path, int[] squares, Budget budget) {
        Layouts set = new Layouts(t.words, memory / 3);
        Vicinity vicinity = new Vicinity(t);
        if (!vicinity.fill(set, path.toArray(new long[0][]), squares, budget) && !budget.exhausted()) {
            if (set.count() < path.size() && set.count() == set.capacity()) {
                tooLarge(path.size());
                return false;
            }
            cutShort();
        }
        BoxSearch search = new BoxSearch(t, metric, set, BoxSearch.Space.FIXED, t.maze.goals, memory - memory / 3);
        BoxSearch.Outcome o = search.run(t.startBits, t.maze.startMan, null, Maze.NONE, best.solution().cost(), budget);
        if (o.ending() == BoxSearch.Ending.MEMORY) {
            cutShort();
        }
        return o.ending() == BoxSearch.Ending.FOUND && best.offer(o.line());
    }

    /** The search over every layout, bounded by the best solution: it proves the optimum when it ends. */
    private void exact(Budget budget) {
        Layouts set = new Layouts(t.words, memory / 3);
        BoxSearch search = new BoxSearch(t, metric, set, (bits, box, from, to) -> !t.freeze.isDeadlock(to, box),
                t.maze.goals, memory - memory / 3);
        BoxSearch.Outcome o = search.run(t.startBits, t.maze.startMan, null, Maze.NONE, best.solution().cost(), budget);
        switch (o.ending()) {
            case FOUND -> proved |= best.offer(o.line()) || best.solution().cost() <= o.cost();
            case NONE_CHEAPER -> proved = true;
            case MEMORY -> cutShort();
            case BUDGET -> { }
        }
    }

    /** Counts a stage's work in the level's budget (the level's own budget needs nothing). */
    private void absorb(Budget stage) {
        if (stage != budget) {
            budget.absorb(stage);
        }
    }

    /** A search reached the memory cap: said once, unless the level is too large altogether. */
    private void cutShort() {
        if (limit.isEmpty()) {
            limit = Optional.of("the optimizer's tables reached the memory cap (" + (memory >> 20) + " MiB for this level)"
                    + " and some searches were cut short");
        }
    }

    /** Not even the solution's own layouts fit: nothing can be searched. */
    private void tooLarge(int layouts) {
        tooLarge = true;
        limit = Optional.of("too large for the memory cap: the " + layouts + " layouts of its solution alone need more"
                + " than " + (memory >> 20) + " MiB");
    }

    private List<long[]> layoutsOf(List<PushLine> lines) {
        List<long[]> all = new ArrayList<>();
        for (PushLine line : lines) {
            for (long[] layout : line.layouts(t)) {
                all.add(layout);
            }
        }
        return all;
    }
}
