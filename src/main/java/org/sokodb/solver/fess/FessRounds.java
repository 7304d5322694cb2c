package org.sokodb.solver.fess;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Engine;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * Strategies in rounds, as Festival runs its searches: several feature-space searches, each
 * with techniques of its own and a tree of its own, take turns on one thread. In round
 * {@code r} strategy {@code i} weighs {@code firstSlice · 2^r · share_i} more positions, so
 * that a plan that leads one search astray cannot spend the whole turn, and the strategy
 * with the largest share (the default, first) keeps most of it. The memory is split by the
 * same shares. The first strategy to solve the level, or to prove it unsolvable (the cuts
 * of every strategy are sound), ends the turn; one that fills its memory drops out and the
 * others go on. The node count is the positions all strategies weighed, checked against the
 * control's budget between expansions.
 */
public final class FessRounds implements Engine {
    /** One strategy: the techniques it uses, and its share of the positions and of the memory. */
    public record Strategy(SearchOptions options, int share) {
        public Strategy {
            if (share < 1) {
                throw new IllegalArgumentException("a strategy's share must be at least 1: " + share);
            }
        }
    }

    private final Maze maze;
    private final List<Strategy> strategies;
    private final SearchControl control;
    private final long memoryBytes;
    private final long firstSlice;

    public FessRounds(Maze maze, List<Strategy> strategies, SearchControl control, long memoryBytes, long firstSlice) {
        if (strategies.isEmpty()) {
            throw new IllegalArgumentException("no strategy to run");
        }
        this.maze = maze;
        this.strategies = List.copyOf(strategies);
        this.control = control;
        this.memoryBytes = memoryBytes;
        this.firstSlice = Math.max(1, firstSlice);
    }

    /** Positions of the default strategy's first slice; each round doubles it. */
    static final long FIRST_SLICE = 100_000;

    /**
     * The forward thread's strategies: FESS as it is, with two thirds of the positions and
     * of the memory, and FESS without the groundwork advisor (entry 43 of docs/solver-log.md
     * lost XSokoban 18 and 20 to it) with the third left.
     */
    public static Engine standard(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        return standard(maze, options, control, memoryBytes, 2);
    }

    /** The same with {@code share} positions of the default's for every one of the other's. */
    public static Engine standard(Maze maze, SearchOptions options, SearchControl control, long memoryBytes,
            int share) {
        java.util.Set<String> off = new java.util.HashSet<>(options.off());
        off.add("groundwork");
        SearchOptions without = new SearchOptions(options.optimal(), options.weight(), java.util.Set.copyOf(off));
        return new FessRounds(maze, List.of(new Strategy(options, share), new Strategy(without, 1)), control,
                memoryBytes, FIRST_SLICE);
    }

    @Override
    public SearchOutcome run(long startNanos) {
        int k = strategies.size();
        int shares = strategies.stream().mapToInt(Strategy::share).sum();
        List<FessSearch> searches = new ArrayList<>(k);
        boolean[] done = new boolean[k];
        long budget = control.nodeLimit();
        long total = 0;
        SearchOutcome memory = null;
        for (long round = firstSlice; ; round = Math.min(round * 2, Long.MAX_VALUE / 4 / shares)) {
            boolean going = false;
            for (int i = 0; i < k; i++) {
                if (done[i]) {
                    continue;
                }
                Strategy strategy = strategies.get(i);
                if (searches.size() == i) {
                    // made at its first turn: a level solved in the first slice pays for one tree only
                    searches.add(new FessSearch(maze, strategy.options(), control,
                            memoryBytes / shares * strategy.share()));
                }
                FessSearch search = searches.get(i);
                long before = search.weighed();
                long slice = Math.min(round * strategy.share(), budget - total);
                Optional<SearchOutcome> outcome = search.runUntil(before + slice, startNanos);
                total += search.weighed() - before;
                if (outcome.isEmpty()) {
                    going = true;
                } else if (outcome.get() instanceof SearchOutcome.NotFound n
                        && n.ending() == SearchOutcome.Ending.MEMORY) {
                    done[i] = true;
                    memory = n;
                } else {
                    return counted(outcome.get(), total);
                }
                if (total >= budget) {
                    return SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.TIME, total, startNanos);
                }
            }
            if (!going) {
                return counted(memory, total);
            }
        }
    }

    /** The outcome with the positions of every strategy as its node count. */
    private static SearchOutcome counted(SearchOutcome o, long total) {
        if (o instanceof SearchOutcome.Found f) {
            return new SearchOutcome.Found(f.steps(), f.pushOptimal(), total, f.elapsed(), f.search());
        }
        SearchOutcome.NotFound n = (SearchOutcome.NotFound) o;
        return new SearchOutcome.NotFound(n.ending(), total, n.elapsed());
    }
}
