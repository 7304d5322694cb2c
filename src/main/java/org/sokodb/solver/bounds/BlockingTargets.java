package org.sokodb.solver.bounds;

import java.util.Arrays;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * Targets that shut others off: a box resting on target {@code u} blocks target {@code t}
 * when, with {@code u} walled up, no box can be brought to {@code t} from any source square
 * any more (a one-wide goal tunnel: its mouth blocks every goal behind it). A box on
 * {@code u} while such a {@code t} is still empty is <em>out of order</em>: it has to leave
 * {@code u} again before {@code t} can be filled. The searches count these boxes and put
 * the positions with fewer of them first (a priority term only, nothing is cut). The same
 * class serves both directions: goals and box starts for the forward search, start squares
 * and goals for the backward one.
 */
public final class BlockingTargets {
    /** Above this many square visits the table is not built (the term is then always 0). */
    private static final long WORK_LIMIT = 50_000_000L;

    /** {@code blocked[k]}: the targets (squares) a box on {@code targets[k]} shuts off; often none. */
    private final int[][] blocked;
    private final int[] targets;
    private final boolean any;

    /**
     * @param targets where the boxes go (goals for pushes, start squares for pulls)
     * @param sources where they come from (start squares for pushes, goals for pulls)
     * @param push whether the boxes are pushed (else pulled)
     */
    public BlockingTargets(Maze maze, int[] targets, int[] sources, boolean push) {
        this.targets = targets;
        this.blocked = new int[targets.length][];
        boolean found = false;
        boolean small = (long) targets.length * targets.length * maze.size * 4 <= WORK_LIMIT;
        int[][] open = new int[targets.length][];
        for (int k = 0; k < targets.length; k++) {
            open[k] = Distances.fill(maze, targets[k], push, Maze.NONE);
        }
        for (int u = 0; u < targets.length; u++) {
            int[] shut = new int[targets.length];
            int count = 0;
            for (int t = 0; small && t < targets.length; t++) {
                if (t == u || !reachable(open[t], sources, Maze.NONE)) {
                    continue;
                }
                int[] walled = Distances.fill(maze, targets[t], push, targets[u]);
                if (!reachable(walled, sources, targets[u])) {
                    shut[count++] = targets[t];
                }
            }
            blocked[u] = Arrays.copyOf(shut, count);
            found |= count > 0;
        }
        this.any = found;
    }

    private static boolean reachable(int[] dist, int[] sources, int wall) {
        for (int s : sources) {
            if (s != wall && dist[s] < Distances.UNREACHABLE) {
                return true;
            }
        }
        return false;
    }

    /**
     * Squares that shut goals off for the man too: a box on any square {@code u} (not only a
     * goal) blocks goal {@code t} when, with {@code u} walled up, no box can be pushed from a
     * start square to {@code t} with the man walking round (side distances): a box in the
     * passage the man needs to get behind the boxes he packs. Built only for small levels.
     */
    public static BlockingTargets withMan(Maze maze, int[] goals, int[] sources) {
        int size = maze.size;
        if ((long) size * size * size > 8_000_000L) {
            return new BlockingTargets(maze, goals, sources, true);
        }
        SideDistances open = new SideDistances(maze, goals, true);
        int[] squares = new int[size];
        int[][] shutOff = new int[size][];
        int count = 0;
        for (int u = 0; u < size; u++) {
            SideDistances walled = new SideDistances(maze, goals, true, u);
            int[] shut = new int[goals.length];
            int k = 0;
            for (int t = 0; t < goals.length; t++) {
                if (goals[t] != u && reaches(open, t, sources, Maze.NONE) && !reaches(walled, t, sources, u)) {
                    shut[k++] = goals[t];
                }
            }
            if (k > 0) {
                squares[count] = u;
                shutOff[count++] = Arrays.copyOf(shut, k);
            }
        }
        return new BlockingTargets(Arrays.copyOf(squares, count), Arrays.copyOf(shutOff, count));
    }

    private static boolean reaches(SideDistances d, int t, int[] sources, int wall) {
        for (int s : sources) {
            for (int st = 0; s != wall && st < 5; st++) {
                if (d.dist[t][s * 5 + st] < Distances.UNREACHABLE) {
                    return true;
                }
            }
        }
        return false;
    }

    private BlockingTargets(int[] squares, int[][] blocked) {
        this.targets = squares;
        this.blocked = blocked;
        this.any = squares.length > 0;
    }

    /** The number of boxes on a target that shuts off a target still empty. */
    public int outOfOrder(boolean[] box) {
        if (!any) {
            return 0;
        }
        int count = 0;
        for (int k = 0; k < targets.length; k++) {
            if (!box[targets[k]]) {
                continue;
            }
            for (int t : blocked[k]) {
                if (!box[t]) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }

    /** The targets a box on {@code targets[k]} shuts off (for tests and diagnostics). */
    int[] blockedBy(int k) {
        return blocked[k].clone();
    }
}
