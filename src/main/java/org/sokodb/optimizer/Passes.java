package org.sokodb.optimizer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.solver.maze.Maze;

/**
 * The order the optimizer's methods run in on one level, each starting from the best
 * solution so far, until the budget is spent or the optimum is proved.
 */
final class Passes {
    /** The vicinities tried in turn: the squares each moved box may go to (one entry per box). */
    static final int[][] VICINITIES = {{Integer.MAX_VALUE}, {20, 10}, {30, 20}, {20, 10, 10}, {40, 30}, {30, 20, 10}};

    private final Tables t;
    private final Metric metric;
    private final Incumbent best;
    private final Budget budget;
    private final long memory;
    private final Set<String> off;
    private boolean proved;
    private boolean tooLarge;
    private Optional<String> limit = Optional.empty();

    Passes(Tables t, Metric metric, Incumbent best, Budget budget, long memory, Set<String> off) {
        this.t = t;
        this.metric = metric;
        this.best = best;
        this.budget = budget;
        this.memory = memory;
        this.off = off;
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
        if (!off.contains("vicinity")) {
            vicinities(starts);
        }
        if (!off.contains("exact") && !budget.exhausted() && !tooLarge) {
            exact();
        }
    }

    /**
     * The cheaper methods first: vicinity search with one box anywhere, box permutations, then
     * wider vicinities; a method that finds a better solution sends the run back to the first
     * (cheap, and the new solution has a new vicinity), one that finds nothing hands over to the
     * next. The first vicinity takes every input's layouts, so parts of different inputs combine.
     */
    private void vicinities(List<PushLine> starts) {
        List<long[]> path = layoutsOf(starts);
        int methods = VICINITIES.length + 1;
        int k = off.contains("onebox") ? 1 : 0;
        while (k < methods && !budget.exhausted() && !tooLarge) {
            boolean better;
            if (k == 1) {
                better = !off.contains("permutations") && permutations();
            } else {
                better = vicinity(path, VICINITIES[k == 0 ? 0 : k - 1]);
            }
            if (better) {
                path = layoutsOf(List.of(best.line()));
                k = off.contains("onebox") ? 1 : 0;
            } else {
                k++;
            }
        }
    }

    /** Box permutations over every stretch of the solution that moves at most three boxes. */
    private boolean permutations() {
        PushLine line = new Permutations(t, metric, memory).run(best.line(), 3, budget);
        boolean better = line != best.line() && best.offer(line);
        if (System.getProperty("sokodb.optimizer.trace") != null) {
            System.err.printf("permutations: %s, best %s%n", better ? "FOUND" : "nothing", best.metrics().movesSlashPushes());
        }
        return better;
    }

    private boolean vicinity(List<long[]> path, int[] squares) {
        Layouts set = new Layouts(t.words, memory / 3);
        Vicinity vicinity = new Vicinity(t);
        if (!vicinity.fill(set, path.toArray(new long[0][]), squares, budget) && !budget.exhausted()) {
            if (set.count() < path.size() && set.count() == set.capacity()) {
                tooLarge(path.size());
                return false;
            }
            cutShort();
        }
        BoxSearch search = new BoxSearch(t, metric, set, (bits, key, box, from, to) -> {
            int id = set.find(bits, key);
            return id == Layouts.ABSENT ? BoxSearch.Space.EXCLUDED : id;
        }, t.maze.goals, memory - memory / 3);
        BoxSearch.Outcome o = search.run(t.startBits, t.maze.startMan, null, Maze.NONE, best.cost(), budget);
        if (o.ending() == BoxSearch.Ending.MEMORY) {
            cutShort();
        }
        if (System.getProperty("sokodb.optimizer.trace") != null) {
            System.err.printf("vicinity %s: %d layouts, %d positions, %d expanded, %s, best %s%n",
                    java.util.Arrays.toString(squares), set.count(), search.positions(), search.expanded(), o.ending(),
                    best.metrics().movesSlashPushes());
        }
        return o.ending() == BoxSearch.Ending.FOUND && best.offer(o.line());
    }

    /** The search over every layout, bounded by the best solution: it proves the optimum when it ends. */
    private void exact() {
        Layouts set = new Layouts(t.words, memory / 3);
        BoxSearch search = new BoxSearch(t, metric, set, (bits, key, box, from, to) -> {
            if (to != Maze.NONE && t.freeze.isDeadlock(to, box)) {
                return BoxSearch.Space.EXCLUDED;
            }
            int id = set.add(bits, key);
            return id == Layouts.FULL ? BoxSearch.Space.FULL : id;
        }, t.maze.goals, memory - memory / 3);
        BoxSearch.Outcome o = search.run(t.startBits, t.maze.startMan, null, Maze.NONE, best.cost(), budget);
        if (System.getProperty("sokodb.optimizer.trace") != null) {
            System.err.printf("exact: %d layouts, %d positions, %d expanded, %s, best %s%n", set.count(),
                    search.positions(), search.expanded(), o.ending(), best.metrics().movesSlashPushes());
        }
        switch (o.ending()) {
            case FOUND -> proved = best.offer(o.line()) || metric.cost(best.metrics().moves(), best.metrics().pushes()) <= o.cost();
            case NONE_CHEAPER -> proved = true;
            case MEMORY -> cutShort();
            case BUDGET -> { }
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
