package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;

/**
 * A fenced square the phase search walked round on XSokoban 76, jams cut
 * (measured: journal/solver.md entry 75): the position it expanded 5,000th, where the boxes (3,8), (3,9) and
 * (5,9) fence in (4,9), a square between walls above and below that the man cannot reach. No box
 * of it touches both others, so the jams miss it; the position has pushes, so the search never
 * hands it to the dead ends' learning; a checkpoint tries its corral's fence. By hand, the three alone: (3,8) is held by the wall (4,8)
 * beside it and (3,9) below, so it moves only up, from (3,9); (3,9), below it, moves only sideways;
 * (5,9), the wall (5,10) below, moves only sideways. The one pushes there are, (3,9) right or (5,9)
 * left into (4,9), leave two boxes side by side between walls: (4,9) and (5,9) (each held above
 * and below, and each other's way blocked), or (3,9) and (4,9) ((3,9) held by (3,8) above, (4,9) by
 * walls): frozen off goals. So no push gets the three onto goals.
 */
class CheckpointTest {
    private static final String[] FENCED = {
        "####################",
        "#@# # #   # ##   # #",
        "#               $  #",
        "#  ## # #####   # ##",
        "##    ##*****#  #  #",
        "## ## #**...### #  #",
        "#   # ##*...*#  # ##",
        "#   $   ##..##  #  #",
        "# $$#$$            #",
        "## $ $ # #  #      #",
        "#   ##   #  #      #",
        "####################"};

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void aCheckpointLearnsTheFenceAndItHoldsInThePosition() throws Exception {
        Board level = Levels.read(TestData.shipped("xsokoban/screen.76")).get(0);
        Board position = Board.parse(List.of(FENCED));
        for (int y = 0; y < position.height(); y++) {
            for (int x = 0; x < position.width(); x++) {
                int p = position.index(x, y);
                int l = level.index(x, y);
                assertTrue(position.isWall(p) == level.isWall(l) && position.isGoal(p) == level.isGoal(l),
                        "the position is on XSokoban 76's maze: (" + x + "," + y + ")");
            }
        }
        Maze maze = new Maze(position);
        boolean[] box = new boolean[maze.size];
        for (int s : maze.startBoxes) {
            box[s] = true;
        }
        int man = maze.startMan;
        assertFalse(LocalDeadlocks.forPushesEveryGroup(maze).isDeadlock(at(maze, 5, 9), man, box), "no jam");
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        assertFalse(learned.holds(man, box));
        learned.checkpoint(man, box);
        assertTrue(learned.holds(man, box));
        assertEquals(List.of(at(maze, 3, 8), at(maze, 3, 9), at(maze, 5, 9)),
                learned.sets().stream().flatMapToInt(set -> java.util.Arrays.stream(set.squares())).boxed().toList());
    }
}
