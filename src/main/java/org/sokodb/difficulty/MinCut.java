package org.sokodb.difficulty;

import java.util.Arrays;

/**
 * The global minimum cut of a {@link SwitchGraph} (Stoer–Wagner, O(n³) for n boxes): the fewest
 * switches of any split of the pushed boxes into two groups, with no bound on the groups' sizes.
 */
final class MinCut {
    private MinCut() {
    }

    /** 0 for fewer than two pushed boxes. */
    static int of(SwitchGraph graph) {
        int n = graph.nodes();
        if (n < 2) {
            return 0;
        }
        long[][] w = new long[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                w[a][b] = graph.weight(a, b);
            }
        }
        boolean[] merged = new boolean[n];
        long best = Long.MAX_VALUE;
        long[] attached = new long[n];
        boolean[] added = new boolean[n];
        for (int phase = n; phase > 1; phase--) {
            Arrays.fill(attached, 0);
            Arrays.fill(added, false);
            int previous = -1;
            for (int i = 0; i < phase; i++) {
                int pick = -1;
                for (int v = 0; v < n; v++) {
                    if (!merged[v] && !added[v] && (pick < 0 || attached[v] > attached[pick])) {
                        pick = v;
                    }
                }
                if (i == phase - 1) {
                    best = Math.min(best, attached[pick]);
                    for (int v = 0; v < n; v++) {
                        w[previous][v] += w[pick][v];
                        w[v][previous] = w[previous][v];
                    }
                    w[previous][previous] = 0;
                    merged[pick] = true;
                } else {
                    added[pick] = true;
                    for (int v = 0; v < n; v++) {
                        attached[v] += w[pick][v];
                    }
                    previous = pick;
                }
            }
        }
        return (int) best;
    }
}
