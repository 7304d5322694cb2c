package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The smaller groups inside a group of touching boxes whose proof passed its cap ({@link
 * ClusterSets}): every subset of 3 and of 4 of its boxes that still touch each other (diagonals
 * included), with a box off a goal, the cheapest to prove first. A group of five that roams too far
 * for a proof may hold four that are dead alone (XSokoban 28, measured: journal/solver.md entry 94), and the
 * proof's generalisation only takes boxes away from a group it has proved dead first.
 *
 * <p>The cost of a subset's proof is guessed before it is made: the fewer boxes the sooner, and
 * among as many, the fewer pushes the boxes alone allow the man where he stands (a subset that can
 * hardly move is proved dead, or not, in few positions).
 */
final class GroupSubsets {
    /** The fewest and the most boxes of a subset tried. */
    static final int FEWEST = 3;
    static final int MOST = 4;

    private final Maze maze;
    private final boolean[] dead;
    /** The floor squares round each square, diagonals included. */
    private final int[][] round;
    private final ManReach reach;
    private final boolean[] only;

    GroupSubsets(Maze maze, boolean[] dead, int[][] round) {
        this.maze = maze;
        this.dead = dead;
        this.round = round;
        this.reach = new ManReach(maze);
        this.only = new boolean[maze.size];
    }

    /**
     * The sets of {@code grown} (ascending squares, all of one size) each grown by one square of
     * {@code round} that touches it and {@code allowed} takes, ascending, each set once over the
     * calls that share {@code seen}; a set is grown only by squares above its smallest.
     */
    static List<int[]> grownByOne(List<int[]> grown, int[][] round, IntPredicate allowed, Set<List<Integer>> seen) {
        List<int[]> next = new ArrayList<>();
        for (int[] set : grown) {
            int n = set.length;
            for (int b : set) {
                for (int t : round[b]) {
                    if (t < set[0] || !allowed.test(t) || Arrays.binarySearch(set, t) >= 0) {
                        continue;
                    }
                    int[] bigger = Arrays.copyOf(set, n + 1);
                    bigger[n] = t;
                    Arrays.sort(bigger);
                    if (seen.add(Arrays.stream(bigger).boxed().toList())) {
                        next.add(bigger);
                    }
                }
            }
        }
        return next;
    }

    /** The floor squares round each floor square of {@code maze}, diagonals included. */
    static int[][] round(Maze maze) {
        int width = maze.board.width();
        int[][] round = new int[maze.size][];
        for (int s = 0; s < maze.size; s++) {
            int sq = maze.square[s];
            int x = sq % width;
            int y = sq / width;
            int[] out = new int[8];
            int k = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < width && ny < maze.board.height()) {
                        int f = maze.floorOf[maze.board.index(nx, ny)];
                        if (f != Maze.NONE) {
                            out[k++] = f;
                        }
                    }
                }
            }
            round[s] = Arrays.copyOf(out, k);
        }
        return round;
    }

    /**
     * The subsets of {@code group} (ascending squares) of {@link #FEWEST} to {@link #MOST} boxes,
     * fewer than the group's, touching each other, with a box off a goal, each ascending; the
     * cheapest first for the man on {@code man}.
     */
    List<int[]> of(int[] group, int man) {
        HashSet<List<Integer>> seen = new HashSet<>();
        List<int[]> grown = new ArrayList<>();
        List<int[]> out = new ArrayList<>();
        for (int b : group) {
            grown.add(new int[] {b});
        }
        int most = Math.min(MOST, group.length - 1);
        for (int n = 1; n < most; n++) {
            grown = grownByOne(grown, round, t -> Arrays.binarySearch(group, t) >= 0, seen);
            if (n + 1 >= FEWEST) {
                for (int[] subset : grown) {
                    if (offGoal(subset)) {
                        out.add(subset);
                    }
                }
            }
        }
        List<long[]> keyed = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            int[] subset = out.get(i);
            keyed.add(new long[] {subset.length, pushes(subset, man), i});
        }
        keyed.sort(Comparator.<long[]>comparingLong(k -> k[0]).thenComparingLong(k -> k[1]).thenComparingLong(k -> k[2]));
        List<int[]> ordered = new ArrayList<>(out.size());
        for (long[] k : keyed) {
            ordered.add(out.get((int) k[2]));
        }
        return ordered;
    }

    private boolean offGoal(int[] boxes) {
        for (int b : boxes) {
            if (!maze.goal[b]) {
                return true;
            }
        }
        return false;
    }

    /** The pushes {@code boxes} alone allow the man on {@code man}: onto a free square not dead, from a square he reaches. */
    private int pushes(int[] boxes, int man) {
        for (int b : boxes) {
            only[b] = true;
        }
        reach.fill(man, only);
        int count = 0;
        for (int b : boxes) {
            for (int d = 0; d < 4; d++) {
                int to = maze.step(b, d);
                int behind = maze.step(b, d ^ 2);
                if (to >= 0 && !only[to] && !dead[to] && behind >= 0 && !only[behind] && reach.reached(behind)) {
                    count++;
                }
            }
        }
        for (int b : boxes) {
            only[b] = false;
        }
        return count;
    }
}
