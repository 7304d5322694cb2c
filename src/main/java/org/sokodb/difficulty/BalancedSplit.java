package org.sokodb.difficulty;

/**
 * The best split of a {@link SwitchGraph} under a rule that keeps both groups large
 * ({@link Decomposition#THIRDS}, {@link Decomposition#PER_BOX}). Every split is tried up to
 * {@link #EXACT_UP_TO} pushed boxes; beyond, a local search from the splits of the boxes in the
 * order they are first pushed (each box moved across while that lowers the value), which
 * may miss the best split.
 */
final class BalancedSplit {
    static final int EXACT_UP_TO = 10;

    private final SwitchGraph graph;
    private final Decomposition rule;
    private final int n;
    private final int[] degree;

    private BalancedSplit(SwitchGraph graph, Decomposition rule) {
        this.graph = graph;
        this.rule = rule;
        this.n = graph.nodes();
        this.degree = new int[n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                degree[a] += graph.weight(a, b);
            }
        }
    }

    /** The value of the best split under {@code rule}; 0 for fewer than two pushed boxes. */
    static double of(SwitchGraph graph, Decomposition rule) {
        if (graph.nodes() < 2) {
            return 0;
        }
        BalancedSplit split = new BalancedSplit(graph, rule);
        return graph.nodes() <= EXACT_UP_TO ? split.exact() : split.searched();
    }

    /** The value of a split with {@code size} boxes on one side and {@code cut} switches; infinite when not allowed. */
    private double value(int cut, int size) {
        int smaller = Math.min(size, n - size);
        if (smaller == 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (rule == Decomposition.PER_BOX) {
            return (double) cut / smaller;
        }
        return 3 * smaller >= n ? cut : Double.POSITIVE_INFINITY;
    }

    /** Every split with the last box outside the group, in Gray-code order (one box moves a step). */
    private double exact() {
        boolean[] in = new boolean[n];
        int[] linked = new int[n];
        int cut = 0;
        int size = 0;
        double best = Double.POSITIVE_INFINITY;
        int splits = 1 << (n - 1);
        for (int k = 1; k < splits; k++) {
            int v = Integer.numberOfTrailingZeros(k);
            int sign = in[v] ? -1 : 1;
            cut += sign * (degree[v] - 2 * linked[v]);
            in[v] = !in[v];
            size += sign;
            for (int u = 0; u < n; u++) {
                linked[u] += sign * graph.weight(u, v);
            }
            best = Math.min(best, value(cut, size));
        }
        return best;
    }

    private double searched() {
        double best = Double.POSITIVE_INFINITY;
        for (int k = 1; k < n; k++) {
            boolean[] in = new boolean[n];
            for (int v = 0; v < k; v++) {
                in[v] = true;
            }
            if (value(0, k) == Double.POSITIVE_INFINITY) {
                continue;
            }
            best = Math.min(best, improved(in, k));
        }
        return best;
    }

    /** Moves one box across at a time while that lowers the value; the value reached. */
    private double improved(boolean[] in, int size) {
        int[] linked = new int[n];
        int cut = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (in[b]) {
                    linked[a] += graph.weight(a, b);
                }
                if (in[a] && !in[b]) {
                    cut += graph.weight(a, b);
                }
            }
        }
        double current = value(cut, size);
        boolean better = true;
        while (better) {
            better = false;
            for (int v = 0; v < n; v++) {
                int sign = in[v] ? -1 : 1;
                int movedCut = cut + sign * (degree[v] - 2 * linked[v]);
                double moved = value(movedCut, size + sign);
                if (moved < current) {
                    cut = movedCut;
                    size += sign;
                    in[v] = !in[v];
                    for (int u = 0; u < n; u++) {
                        linked[u] += sign * graph.weight(u, v);
                    }
                    current = moved;
                    better = true;
                }
            }
        }
        return current;
    }
}
