package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;

/**
 * The subsets {@link GroupSubsets} tries of a group of touching boxes whose proof passed its cap, on
 * XSokoban 28: the group of five along the bottom-left wall the phase search hands over there
 * (journal/solver.md entry 94), (5,11), (6,11), (7,11), (8,11) and (8,12), which holds the four
 * (5,11), (6,11), (7,11), (8,12).
 */
class GroupSubsetsTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static int[] squares(Maze maze, int... xy) {
        int[] out = new int[xy.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = at(maze, xy[2 * i], xy[2 * i + 1]);
        }
        Arrays.sort(out);
        return out;
    }

    @Test
    void theFiveOf28GiveTheirSevenTouchingSubsetsOfThreeAndFourTheThreesFirst() throws Exception {
        Maze maze = new Maze(Levels.read(TestData.shipped("xsokoban/screen.28")).get(0));
        int[] five = squares(maze, 5, 11, 6, 11, 7, 11, 8, 11, 8, 12);
        int[][] round = GroupSubsets.round(maze);
        List<int[]> subsets = new GroupSubsets(maze, new boolean[maze.size], round).of(five, at(maze, 5, 12));
        // By hand: (5,11) touches (6,11) only, (6,11) (7,11), (7,11) (8,11) and (8,12) (a diagonal), (8,11)
        // (8,12). Of the ten threes, those that touch: the first three, (6,11) (7,11) (8,11), (6,11) (7,11)
        // (8,12), and the last three; of the five fours, all but those without (7,11) or (6,11) between.
        assertEquals(7, subsets.size(), "subsets of 3 and 4 that touch");
        for (int i = 0; i < subsets.size(); i++) {
            assertEquals(i < 4 ? 3 : 4, subsets.get(i).length, "the threes first: subset " + i);
        }
        int[] four = squares(maze, 5, 11, 6, 11, 7, 11, 8, 12);
        assertTrue(subsets.stream().anyMatch(s -> Arrays.equals(s, four)), "the four of entry 94 among them");
        assertTrue(subsets.stream().noneMatch(s -> Arrays.equals(s, squares(maze, 5, 11, 6, 11, 8, 11, 8, 12))),
                "(5,11) (6,11) and (8,11) (8,12) do not touch");
    }

    @Test
    void aSubsetWithEveryBoxOnAGoalIsNotTried() throws Exception {
        Maze maze = new Maze(Levels.read(TestData.shipped("xsokoban/screen.28")).get(0));
        // (15,3), (14,4), (15,4) and (13,5): goals of the top-right room, touching each other
        int[] onGoals = squares(maze, 15, 3, 14, 4, 15, 4, 13, 5);
        for (int s : onGoals) {
            assertTrue(maze.goal[s], "a goal: " + s);
        }
        List<int[]> subsets = new GroupSubsets(maze, new boolean[maze.size], GroupSubsets.round(maze)).of(onGoals,
                at(maze, 1, 8));
        assertEquals(List.of(), subsets, "a group all on goals has no subset to prove");
    }
}
