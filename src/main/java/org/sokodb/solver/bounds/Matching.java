package org.sokodb.solver.bounds;

import org.sokodb.solver.maze.Distances;

/**
 * The minimum-cost perfect matching of boxes to targets (Hungarian method with shortest
 * augmenting paths and dual potentials), the search's lower bound. Incremental: after one
 * box moved, {@link #moveBox} repairs the matching with one augmenting path, O(n²),
 * instead of solving again in O(n³). A cost of {@link Distances#UNREACHABLE} or more
 * means no perfect matching exists: the position is dead.
 *
 * <p>Rows are boxes (1…n), columns targets (1…m, m ≥ n); index 0 is the algorithm's
 * sentinel.
 */
public final class Matching {
    private static final int INF = Integer.MAX_VALUE / 4;

    private final int[][] dist; // dist[target][square]
    private final int n;
    private final int m;
    private final int[] boxSquare;
    private final int[] u;
    private final int[] v;
    private final int[] rowOf; // column → row matched to it, 0 when free
    private final int[] way;
    private final int[] minv;
    private final boolean[] used;
    private final int[] saved;
    /** The cost matrix, row by row (stride m + 1), so the inner loop reads one flat array. */
    private final int[] cost;
    private final int stride;
    private int movedRow;
    /** The moved row's costs before the trial move, put back by {@link #restore}. */
    private final int[] movedCosts;
    /** Whether {@link #saved} holds the matching as it is now (a trial move's snapshot, reused). */
    private boolean snapshot;
    /** The rows {@link #solveGreedyStart} could not match at once, to augment. */
    private final int[] left;
    private int leftCount;

    public Matching(int[][] dist, int boxes) {
        this.dist = dist;
        this.n = boxes;
        this.m = dist.length;
        boxSquare = new int[n + 1];
        u = new int[n + 1];
        v = new int[m + 1];
        rowOf = new int[m + 1];
        way = new int[m + 1];
        minv = new int[m + 1];
        used = new boolean[m + 1];
        saved = new int[(n + 1) + 3 * (m + 1)];
        stride = m + 1;
        cost = new int[(n + 1) * stride];
        left = new int[n + 1];
        movedCosts = new int[stride];
    }

    private int cost(int row, int col) {
        return cost[row * stride + col];
    }

    private void fillRow(int row) {
        int base = row * stride;
        int square = boxSquare[row];
        for (int j = 1; j <= m; j++) {
            cost[base + j] = dist[j - 1][square];
        }
    }

    /** Solves from scratch for these box squares (in any order: row i is boxes[i-1]). */
    public int solve(int[] boxes, int count) {
        snapshot = false;
        java.util.Arrays.fill(u, 0);
        java.util.Arrays.fill(v, 0);
        java.util.Arrays.fill(rowOf, 0);
        for (int i = 1; i <= count; i++) {
            boxSquare[i] = boxes[i - 1];
            fillRow(i);
            augment(i);
        }
        return total();
    }

    /**
     * The same cost as {@link #solve}, from a greedy start: each box's row reduced by its
     * nearest target (the duals stay feasible), and matched to that target when no box
     * before it took it; only the boxes left over are augmented. In the pull search most
     * boxes stand nearest to a target of their own, so most augmenting paths are skipped.
     * Where several matchings cost the least, the one kept may differ from {@link #solve}'s.
     * Targets beyond the boxes keep their duals at 0 (a column reduction could raise them,
     * and a free target's dual above 0 would bias the augmenting paths).
     */
    public int solveGreedyStart(int[] boxes, int count) {
        snapshot = false;
        java.util.Arrays.fill(v, 0);
        return greedyFromTargetDuals(boxes, count);
    }

    /**
     * The same cost as {@link #solve}, warm-started from the targets' duals of the last
     * solve (the position expanded before, most often a near relative of this one): each
     * box's row reduced by them, the box matched to its cheapest target when no box before it
     * took it, only the boxes left over augmented. Those duals stay feasible for any boxes
     * (each row's own dual is its least reduced cost), so the result is a cheapest matching;
     * where boxes crowd round the same targets (a goal room of many boxes) the targets' duals
     * already say which box each should take, and few are augmented where the greedy start
     * augments most. The duals are shifted to a largest of 0 first (the same reduced costs,
     * bounded values). Only with as many targets as boxes (a free target's dual must stay 0):
     * otherwise {@link #solveGreedyStart}. Where several matchings cost the least the one kept
     * may differ from the other solves'.
     */
    public int solveWarm(int[] boxes, int count) {
        if (count != m) {
            return solveGreedyStart(boxes, count);
        }
        snapshot = false;
        int top = Integer.MIN_VALUE;
        for (int j = 1; j <= m; j++) {
            top = Math.max(top, v[j]);
        }
        v[0] = 0;
        for (int j = 1; j <= m; j++) {
            v[j] -= top;
        }
        return greedyFromTargetDuals(boxes, count);
    }

    /**
     * Solves for these boxes from the targets' duals as they are: each box's row reduced by
     * them, its own dual its least reduced cost (so the duals are feasible), the box matched
     * to that target when no box before it took it (a free target preferred among equals);
     * the boxes left over augmented.
     */
    private int greedyFromTargetDuals(int[] boxes, int count) {
        java.util.Arrays.fill(rowOf, 0);
        for (int i = 1; i <= count; i++) {
            boxSquare[i] = boxes[i - 1];
            fillRow(i);
            int base = i * stride;
            int best = INF;
            int bestCol = 0;
            for (int j = 1; j <= m; j++) {
                int c = cost[base + j] - v[j];
                if (c < best || (c == best && rowOf[bestCol] != 0 && rowOf[j] == 0)) {
                    best = c;
                    bestCol = j;
                }
            }
            u[i] = best;
            if (rowOf[bestCol] == 0) {
                rowOf[bestCol] = i;
            } else {
                left[leftCount++] = i;
            }
        }
        for (int k = 0; k < leftCount; k++) {
            augment(left[k]);
        }
        leftCount = 0;
        return total();
    }

    /** The targets (0-based) matched to each box row (0-based), into {@code out}. */
    public void targets(int[] out) {
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] != 0) {
                out[rowOf[j] - 1] = j - 1;
            }
        }
    }

    /**
     * The box of row {@code box} (0-based) moved to {@code square}: repairs the matching,
     * returns its cost. Exact with as many targets as boxes (the solver's case: a board has as
     * many goals as boxes); with more, the target the box leaves keeps its dual below 0 and the
     * repair can overshoot.
     */
    public int moveBox(int box, int square) {
        snapshot = false;
        return move(box, square);
    }

    /**
     * The cost with the box of row {@code box} (0-based) on {@code square}, the matching left
     * as it was: {@link #moveBox} between a snapshot and its restore. The snapshot is taken at
     * the first trial after a solve and kept for the next trials (each restores it), so the
     * children of one position copy the matching once, not once each.
     */
    public int costAfterMove(int box, int square) {
        if (!snapshot) {
            save();
            snapshot = true;
        }
        int cost = move(box, square);
        restore();
        return cost;
    }

    /** The distance (in the matching's own distances) from {@code square} to {@code target} (0-based). */
    public int distance(int target, int square) {
        return dist[target][square];
    }

    private int move(int box, int square) {
        int row = box + 1;
        System.arraycopy(cost, row * stride, movedCosts, 0, stride);
        boxSquare[row] = square;
        fillRow(row);
        movedRow = row;
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] == row) {
                rowOf[j] = 0;
            }
        }
        int best = INF;
        for (int j = 1; j <= m; j++) {
            best = Math.min(best, cost(row, j) - v[j]);
        }
        u[row] = best;
        augment(row);
        return total();
    }

    /** Remembers the current matching so that a trial {@link #moveBox} can be undone by {@link #restore}. */
    public void save() {
        snapshot = false;
        movedRow = 0;
        System.arraycopy(boxSquare, 0, saved, 0, n + 1);
        System.arraycopy(u, 0, saved, n + 1, n + 1);
        System.arraycopy(v, 0, saved, 2 * (n + 1), m + 1);
        System.arraycopy(rowOf, 0, saved, 2 * (n + 1) + m + 1, m + 1);
    }

    public void restore() {
        System.arraycopy(saved, 0, boxSquare, 0, n + 1);
        System.arraycopy(saved, n + 1, u, 0, n + 1);
        System.arraycopy(saved, 2 * (n + 1), v, 0, m + 1);
        System.arraycopy(saved, 2 * (n + 1) + m + 1, rowOf, 0, m + 1);
        if (movedRow != 0) {
            System.arraycopy(movedCosts, 0, cost, movedRow * stride, stride);
        }
    }

    private int total() {
        long sum = 0;
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] != 0) {
                sum += cost(rowOf[j], j);
            }
        }
        return (int) Math.min(sum, Distances.UNREACHABLE);
    }

    /** The target (0-based) matched to box row {@code box} (0-based). */
    public int targetOf(int box) {
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] == box + 1) {
                return j - 1;
            }
        }
        return -1;
    }

    /** One shortest augmenting path from the free row {@code row}; keeps the duals feasible. */
    private void augment(int row) {
        rowOf[0] = row;
        int col0 = 0;
        java.util.Arrays.fill(minv, INF);
        java.util.Arrays.fill(used, false);
        do {
            used[col0] = true;
            int row0 = rowOf[col0];
            int delta = INF;
            int col1 = 0;
            int base = row0 * stride;
            int u0 = u[row0];
            for (int j = 1; j <= m; j++) {
                if (!used[j]) {
                    int cur = cost[base + j] - u0 - v[j];
                    if (cur < minv[j]) {
                        minv[j] = cur;
                        way[j] = col0;
                    }
                    if (minv[j] < delta) {
                        delta = minv[j];
                        col1 = j;
                    }
                }
            }
            for (int j = 0; j <= m; j++) {
                if (used[j]) {
                    u[rowOf[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            col0 = col1;
        } while (rowOf[col0] != 0);
        do {
            int col1 = way[col0];
            rowOf[col0] = rowOf[col1];
            col0 = col1;
        } while (col0 != 0);
    }
}
