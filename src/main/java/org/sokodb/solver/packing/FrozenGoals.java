package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.WallMatchings;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The {@link PhaseSearch}'s cut by the boxes frozen on goals ({@code phasegoalwalls}): such a box
 * never moves again, so its square is a wall to every other box and to the man; a position whose
 * other boxes cannot then each be pushed onto an empty goal of its own (no perfect matching with
 * those walls standing) is dead. The learned sets miss it where the goal no box can reach is shut
 * off by a packed goal room: the proof takes its boxes alone, and the room's frozen boxes with the
 * box outside it are more than a set holds (XSokoban 31: the last box on (13,9), the goal (8,10)
 * open only from (12,10), 18 boxes frozen on the goals round it). FESS's goal walls ({@code solver.fess.GoalWalls}) for the
 * phase search: one matching per set of frozen goal boxes, at most {@link WallMatchings}'s limit sets (past
 * that a new set is not asked).
 */
final class FrozenGoals {
    private final Maze maze;
    private final FreezeCheck freeze;
    private final WallMatchings matchings;
    private final long[] set;
    private final int[] boxes;

    FrozenGoals(Maze maze, FreezeCheck freeze) {
        this.maze = maze;
        this.freeze = freeze;
        this.matchings = new WallMatchings(maze);
        this.set = new long[(maze.size + 63) >>> 6];
        this.boxes = new int[maze.boxCount()];
    }

    /** Whether the position whose boxes {@code box} shows is dead by its frozen goal boxes standing as walls. */
    boolean dead(boolean[] box) {
        Arrays.fill(set, 0);
        boolean any = false;
        int k = 0;
        for (int s = 0; s < maze.size; s++) {
            if (!box[s]) {
                continue;
            }
            boxes[k++] = s;
            if (maze.goal[s] && freeze.isFrozen(s, box)) {
                set[s >>> 6] |= 1L << s;
                any = true;
            }
        }
        Matching m = any ? matchings.forWalls(set) : null;
        return m != null && m.solve(boxes, k) >= Distances.UNREACHABLE;
    }

    /** The sets of frozen goal boxes met so far (each with its matching). */
    int sets() {
        return matchings.sets();
    }
}
