package org.sokodb.solver.packing;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The phase search run alone, nothing forced, watched for the box layouts of a known solution
 * (issue 82): at which expansion it first takes each path position's layout (the man anywhere),
 * in whatever order. A solution whose pushes of different boxes come in another order than the
 * search's reaches the same layouts further on: so the furthest path position taken, and when,
 * says how far the search follows the solution, where the wait of {@link PhaseTrace} (path
 * position by path position) counts a push taken later as a parting. Deterministic: positions.
 */
public final class PathReach implements PhaseWatch {
    /** The columns of {@link #row}. */
    public static final String HEADER = "level\tpushes\tending\texpanded\tpath_layouts_taken\tfurthest\tfurthest_at"
            + "\tout_of_order\tlearned\tfirst_taken";

    private final PhaseSearch search;
    private final Map<BitSet, Integer> index = new HashMap<>();
    private final long[] takenAt;
    private int furthest;
    private long furthestAt;
    private int outOfOrder;
    private SearchOutcome outcome;
    private int learnedSets;

    private PathReach(PhaseSearch search, Maze maze, List<boolean[]> layouts) {
        this.search = search;
        this.takenAt = new long[layouts.size()];
        for (int k = 0; k < layouts.size(); k++) {
            index.put(bits(layouts.get(k)), k); // a layout met twice on the path: its later place
        }
    }

    private static BitSet bits(boolean[] box) {
        BitSet out = new BitSet(box.length);
        for (int s = 0; s < box.length; s++) {
            if (box[s]) {
                out.set(s);
            }
        }
        return out;
    }

    /**
     * The phase search of {@code maze} (when it has an order) run alone up to {@code budget}
     * positions, watched for {@code layouts} (the boxes after each push of a solution, the start first).
     */
    public static Optional<PathReach> of(Maze maze, List<boolean[]> layouts, long budget, PhaseRules rules) {
        return rules.orderOf(maze).map(order -> {
            LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
            PhaseSearch search = new PhaseSearch(maze, order, Long.MAX_VALUE, rules,
                    new SearchControl(Long.MAX_VALUE, budget), 512L << 20, learned);
            PathReach reach = new PathReach(search, maze, layouts);
            search.watch = reach;
            reach.outcome = search.run(System.nanoTime());
            reach.learnedSets = learned.size();
            return reach;
        });
    }

    @Override
    public boolean expanding(int id, long nodes) {
        Integer k = index.get(bits(search.layoutOf(id)));
        if (k != null && takenAt[k] == 0) {
            takenAt[k] = nodes;
            if (k < furthest) {
                outOfOrder++;
            }
            if (k > furthest) {
                furthest = k;
                furthestAt = nodes;
            }
        }
        return false;
    }

    private static long nodes(SearchOutcome outcome) {
        return outcome instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) outcome).nodes();
    }

    /** One TSV row after the level's name ({@link #HEADER}): the first expansion of every tenth path position in the last column. */
    public String row() {
        int taken = 0;
        StringBuilder first = new StringBuilder();
        for (int k = 0; k < takenAt.length; k++) {
            taken += takenAt[k] > 0 ? 1 : 0;
            if (k % 10 == 0 || k == takenAt.length - 1) {
                first.append(first.length() == 0 ? "" : " ").append(k).append(':')
                        .append(takenAt[k] > 0 ? Long.toString(takenAt[k]) : "-");
            }
        }
        String ending = outcome instanceof SearchOutcome.NotFound nf ? nf.ending().name().toLowerCase(java.util.Locale.ROOT)
                : "solved";
        return (takenAt.length - 1) + "\t" + ending + "\t" + nodes(outcome) + "\t" + taken + "\t" + furthest + "\t"
                + furthestAt + "\t" + outOfOrder + "\t" + learnedSets + "\t" + first;
    }
}
