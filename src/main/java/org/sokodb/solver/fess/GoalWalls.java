package org.sokodb.solver.fess;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * Boxes frozen on goals count as walls: such a box never moves again in any solution, so
 * no other box can be pushed through its square nor the man stand there to push. For a
 * set of frozen goal boxes, the matching uses distances recomputed with them as walls
 * (each frozen box matched to its own goal at no cost): a box that must pass a packed goal
 * room's boxes shows as unreachable, and the bound counts the detours. One matching per
 * set, kept for the next position with the same set (at most {@link #MAX_SETS} sets; past
 * that, new sets use the plain distances).
 */
final class GoalWalls {
    static final int MAX_SETS = 256;

    private final Maze maze;
    private final FreezeCheck freeze;
    private final Matching plain;
    private final int n;
    private final Map<String, Matching> bySet = new HashMap<>();
    private final boolean[] walls;
    private final long[] set;

    GoalWalls(Maze maze, FreezeCheck freeze, Matching plain) {
        this.maze = maze;
        this.freeze = freeze;
        this.plain = plain;
        this.n = maze.boxCount();
        this.walls = new boolean[maze.size];
        this.set = new long[(maze.size + 63) >>> 6];
    }

    /** The matching for the position whose boxes {@code box} shows: its frozen goal boxes as walls. */
    Matching matchingFor(int[] boxes, boolean[] box) {
        Arrays.fill(set, 0);
        boolean any = false;
        for (int i = 0; i < n; i++) {
            int b = boxes[i];
            if (maze.goal[b] && freeze.isFrozen(b, box)) {
                set[b >>> 6] |= 1L << b;
                any = true;
            }
        }
        if (!any) {
            return plain;
        }
        String key = Arrays.toString(set);
        Matching m = bySet.get(key);
        if (m == null) {
            if (bySet.size() >= MAX_SETS) {
                return plain;
            }
            m = new Matching(distances(), n);
            bySet.put(key, m);
        }
        return m;
    }

    /** The set's distances: a frozen goal takes only the box on it, the others go round. */
    private int[][] distances() {
        Arrays.fill(walls, false);
        for (int w = 0; w < set.length; w++) {
            long word = set[w];
            while (word != 0) {
                walls[(w << 6) + Long.numberOfTrailingZeros(word)] = true;
                word &= word - 1;
            }
        }
        return Distances.pushesRound(maze, walls);
    }

    int sets() {
        return bySet.size();
    }
}
