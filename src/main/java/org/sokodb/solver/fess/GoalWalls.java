package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.WallMatchings;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Maze;

/**
 * Boxes frozen on goals count as walls: such a box never moves again in any solution, so
 * no other box can be pushed through its square nor the man stand there to push. For a
 * set of frozen goal boxes, the matching uses distances recomputed with them as walls
 * (each frozen box matched to its own goal at no cost): a box that must pass a packed goal
 * room's boxes shows as unreachable, and the bound counts the detours. One matching per
 * set, kept for the next position with the same set (at most {@link WallMatchings}'s limit sets; past
 * that, new sets use the plain distances).
 */
final class GoalWalls {
    private final Maze maze;
    private final FreezeCheck freeze;
    private final Matching plain;
    private final int n;
    private final WallMatchings matchings;
    private final long[] set;

    GoalWalls(Maze maze, FreezeCheck freeze, Matching plain) {
        this.maze = maze;
        this.freeze = freeze;
        this.plain = plain;
        this.n = maze.boxCount();
        this.matchings = new WallMatchings(maze);
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
        Matching m = any ? matchings.forWalls(set) : null;
        return m == null ? plain : m;
    }

    int sets() {
        return matchings.sets();
    }
}
