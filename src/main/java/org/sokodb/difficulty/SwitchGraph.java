package org.sokodb.difficulty;

import java.util.Arrays;

/**
 * The box switch graph of a solution: a node per pushed box, and between two boxes the number of
 * places where a push of one directly follows a push of the other (either order). The switches
 * of a split of the boxes into two groups equal the weight of its cut.
 */
final class SwitchGraph {
    private final int[][] weight;

    private SwitchGraph(int[][] weight) {
        this.weight = weight;
    }

    static SwitchGraph of(PushTrace trace) {
        int[] node = new int[trace.boxCount()];
        Arrays.fill(node, -1);
        int n = 0;
        for (int b : trace.box()) {
            if (node[b] < 0) {
                node[b] = n++;
            }
        }
        int[][] w = new int[n][n];
        int[] box = trace.box();
        for (int i = 1; i < box.length; i++) {
            int a = node[box[i - 1]];
            int b = node[box[i]];
            if (a != b) {
                w[a][b]++;
                w[b][a]++;
            }
        }
        return new SwitchGraph(w);
    }

    /** Pushed boxes. */
    int nodes() {
        return weight.length;
    }

    int weight(int a, int b) {
        return weight[a][b];
    }
}
