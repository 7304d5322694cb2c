package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.PathPositions;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The phase search's cut by the boxes frozen on goals ({@code phasegoalwalls}, {@link FrozenGoals}).
 * XSokoban 31: with {@code phaselive,phaselivewindow} the phase search alone reaches its last phase
 * at its 252,964th position, and its best position there (journal/solver.md entry 115) has 19 boxes
 * on goals and the last on (13,9), the goal (8,10) empty. The goal is open only from (9,10), which a
 * box reaches only from (12,10) (from (7,10) the man would have to stand on (6,10), frozen), and no
 * box can enter (12,9) or (12,10) again: the position is dead, though the box reaches (8,10) round by
 * column 7 on the board without the frozen boxes.
 */
@SharedData
class FrozenGoalsTest {
    @Test
    void onXSokoban31TheLastBoxOutsideThePackedRoomIsDead() {
        Maze maze = new Maze(yass().stream().filter(s -> s.name().equals("31")).findFirst().orElseThrow().board());
        boolean[] box = new boolean[maze.size];
        for (int g : maze.goals) {
            box[g] = true;
        }
        box[square(maze, 8, 10)] = false;
        box[square(maze, 13, 9)] = true;
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        boolean[] dead = Distances.dead(maze, dist);
        assertFalse(dead[square(maze, 13, 9)], "(13,9) is no dead square");
        int[] boxes = new int[maze.boxCount()];
        int k = 0;
        for (int s = 0; s < maze.size; s++) {
            if (box[s]) {
                boxes[k++] = s;
            }
        }
        assertTrue(new Matching(dist, maze.boxCount()).solve(boxes, k) < Distances.UNREACHABLE,
                "the plain matching, the phase search's own test, finds every box a goal");
        FrozenGoals frozen = new FrozenGoals(maze, new FreezeCheck(maze, dead));
        assertTrue(frozen.dead(box));
        assertEquals(1, frozen.sets());

        box[square(maze, 13, 9)] = false;
        box[square(maze, 12, 10)] = true; // the box the order parks there: it still reaches (8,10)
        assertFalse(frozen.dead(box));
    }

    /** No position of YASS's 75 XSokoban solutions is left by the cut: it is sound on every one of them. */
    @Test
    void noPositionOfYassSolutionsIsDeadByItsFrozenGoals() {
        for (Solutions.Solved s : yass()) {
            Maze maze = new Maze(s.board());
            FrozenGoals frozen = new FrozenGoals(maze, new FreezeCheck(maze, Distances.dead(maze, Distances.pushesTo(maze, maze.goals))));
            PathTrace.Path path = PathTrace.path(maze, s.steps());
            assertEquals(List.of(), PathPositions.where(path, (man, box) -> frozen.dead(box)), "level " + s.name());
        }
    }

    private static List<Solutions.Solved> yass() {
        return Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok"));
    }

    private static int square(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }
}
