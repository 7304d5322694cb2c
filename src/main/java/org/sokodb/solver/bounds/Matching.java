package org.sokodb.solver.bounds;

import java.util.Arrays;

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

    private final int n;
    private final int m;
    /**
     * The distances square by square: {@code bySquare[square * m + j - 1]} is target j's
     * (1-based) from {@code square}, so a box's row of costs is one run of this array.
     */
    private final int[] bySquare;
    private final int[] boxSquare;
    private final int[] u;
    private final int[] v;
    private final int[] rowOf; // column → row matched to it, 0 when free
    private final int[] way;
    /**
     * The distance of each column from the start of an augmenting path search ({@link
     * #shortestPath}): tentative until the column is finished, then final (column 0, the
     * start, at 0).
     */
    private final int[] minv;
    /** Per column, the augmenting path search that finished it ({@link #search}). */
    private final int[] finishedIn;
    /** The columns finished by the last augmenting path search, in order (column 0, the start, first). */
    private final int[] finished;
    private int finishedCount;
    private int search;
    /** The exact cost of the matching as it is now (not capped), once a trial asked for it. */
    private long sum;
    private boolean sumKnown;
    /** How many boxes the last solve matched: with as many as targets, the column a trial frees is the only free one. */
    private int rows;
    /** The rows {@link #solveGreedyStart} could not match at once, to augment. */
    private final int[] left;
    private int leftCount;

    public Matching(int[][] dist, int boxes) {
        this.n = boxes;
        this.m = dist.length;
        int squares = m == 0 ? 0 : dist[0].length;
        bySquare = new int[squares * m];
        for (int j = 0; j < m; j++) {
            for (int s = 0; s < squares; s++) {
                bySquare[s * m + j] = dist[j][s];
            }
        }
        boxSquare = new int[n + 1];
        u = new int[n + 1];
        v = new int[m + 1];
        rowOf = new int[m + 1];
        way = new int[m + 1];
        minv = new int[m + 1];
        finishedIn = new int[m + 1];
        finished = new int[m + 1];
        left = new int[n + 1];
    }

    /** Where the costs of a box on {@code square} begin: target j's (1-based) is at this + j. */
    private int costs(int square) {
        return square * m - 1;
    }

    private int cost(int row, int col) {
        return bySquare[costs(boxSquare[row]) + col];
    }

    /** Solves from scratch for these box squares (in any order: row i is boxes[i-1]). */
    public int solve(int[] boxes, int count) {
        changed();
        Arrays.fill(u, 0);
        Arrays.fill(v, 0);
        Arrays.fill(rowOf, 0);
        rows = count;
        for (int i = 1; i <= count; i++) {
            boxSquare[i] = boxes[i - 1];
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
        changed();
        Arrays.fill(v, 0);
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
        changed();
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

    /** The matching changed: its cost for {@link #costAfterMove} is to be summed again. */
    private void changed() {
        sumKnown = false;
    }

    /**
     * Solves for these boxes from the targets' duals as they are: each box's row reduced by
     * them, its own dual its least reduced cost (so the duals are feasible), the box matched
     * to that target when no box before it took it (a free target preferred among equals);
     * the boxes left over augmented.
     */
    private int greedyFromTargetDuals(int[] boxes, int count) {
        Arrays.fill(rowOf, 0);
        rows = count;
        for (int i = 1; i <= count; i++) {
            boxSquare[i] = boxes[i - 1];
            int base = costs(boxes[i - 1]);
            int best = INF;
            int bestCol = 0;
            for (int j = 1; j <= m; j++) {
                int c = bySquare[base + j] - v[j];
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
        changed();
        int row = box + 1;
        boxSquare[row] = square;
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] == row) {
                rowOf[j] = 0;
            }
        }
        u[row] = leastReduced(square);
        augment(row);
        return total();
    }

    /**
     * The cost with the box of row {@code box} (0-based) on {@code square}, the matching left
     * as it was: what {@link #moveBox} would return, found by the same augmenting path without
     * making it (the path's columns give the new matching's cost from the old one's), so
     * nothing is copied or put back.
     */
    public int costAfterMove(int box, int square) {
        int row = box + 1;
        if (!sumKnown) {
            sum = 0;
            for (int j = 1; j <= m; j++) {
                if (rowOf[j] != 0) {
                    sum += cost(rowOf[j], j);
                }
            }
            sumKnown = true;
        }
        int freed = 0;
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] == row) {
                freed = j;
            }
        }
        int end = shortestPath(row, square, leastReduced(square), freed, rows == m);
        long after = sum - (freed == 0 ? 0 : cost(row, freed));
        int movedCosts = costs(square);
        for (int col = end; col != 0; ) {
            int previous = way[col];
            if (previous == 0) {
                after += bySquare[movedCosts + col];
            } else {
                int other = rowOf[previous];
                after += cost(other, col) - cost(other, previous);
            }
            col = previous;
        }
        return (int) Math.min(after, Distances.UNREACHABLE);
    }

    /** The distance (in the matching's own distances) from {@code square} to {@code target} (0-based). */
    public int distance(int target, int square) {
        return bySquare[target + square * m];
    }

    /** The least cost of a box on {@code square} reduced by the targets' duals: the dual its row may take. */
    private int leastReduced(int square) {
        int base = costs(square);
        int best = INF;
        for (int j = 1; j <= m; j++) {
            best = Math.min(best, bySquare[base + j] - v[j]);
        }
        return best;
    }

    private int total() {
        long total = 0;
        for (int j = 1; j <= m; j++) {
            if (rowOf[j] != 0) {
                total += cost(rowOf[j], j);
            }
        }
        return (int) Math.min(total, Distances.UNREACHABLE);
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

    /**
     * One shortest augmenting path from the free row {@code row} (on its box's square, with
     * its dual set); keeps the duals feasible. The duals of the columns the path search
     * finished move by what they lacked of the path's length, once at its end.
     */
    private void augment(int row) {
        int end = shortestPath(row, boxSquare[row], u[row], 0, false);
        int length = minv[end];
        for (int k = 0; k < finishedCount; k++) {
            int col = finished[k];
            int delta = length - minv[col];
            u[rowOf[col]] += delta;
            v[col] -= delta;
        }
        for (int col = end; col != 0; ) {
            int previous = way[col];
            rowOf[col] = rowOf[previous];
            col = previous;
        }
    }

    /**
     * Dijkstra's search over the columns by reduced cost from row {@code row}, its box on
     * {@code square} and its dual {@code uRow}, to the first free column (or {@code freed},
     * the column the row leaves): returns that column, {@link #minv} its distance and
     * {@link #way} the path to it. Ties go to the first column, as in the textbook's
     * O(n²) step (which moves every finished column's dual at each step; here they move at the
     * end, by the same amounts), unless {@code toFreed}: then a tie with {@code freed} goes to
     * it, which ends the search sooner. A trial asks that only when {@code freed} is the one
     * free column: the path is then one of the shortest to it, and the matching it would make
     * costs the same as the textbook's.
     */
    private int shortestPath(int row, int square, int uRow, int freed, boolean toFreed) {
        int s = ++search;
        if (s == Integer.MAX_VALUE) {
            Arrays.fill(finishedIn, 0);
            search = s = 1;
        }
        Arrays.fill(minv, INF);
        minv[0] = 0;
        rowOf[0] = row;
        finishedCount = 0;
        int col0 = 0;
        int d0 = 0;
        int base = costs(square);
        int u0 = uRow;
        while (true) {
            finishedIn[col0] = s;
            finished[finishedCount++] = col0;
            int best = INF;
            int col1 = 0;
            for (int j = 1; j <= m; j++) {
                if (finishedIn[j] != s) {
                    int cur = d0 + bySquare[base + j] - u0 - v[j];
                    if (cur < minv[j]) {
                        minv[j] = cur;
                        way[j] = col0;
                    }
                    if (minv[j] < best) {
                        best = minv[j];
                        col1 = j;
                    }
                }
            }
            if (toFreed && minv[freed] == best) {
                col1 = freed;
            }
            col0 = col1;
            d0 = best;
            if (rowOf[col0] == 0 || col0 == freed) {
                return col0;
            }
            int row0 = rowOf[col0];
            base = costs(boxSquare[row0]);
            u0 = u[row0];
        }
    }
}
