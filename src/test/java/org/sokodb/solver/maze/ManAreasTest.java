package org.sokodb.solver.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;

/** The man's area after a push read off the labelled areas ({@link ManAreas}): always the square {@link ManReach} walks to. */
class ManAreasTest {
    /** A box pushed into a one-wide passage cuts the room on its left from the one on its right. */
    @Test
    void aBoxInAPassageCutsItsTwoSidesApart() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#########",
                "#  ###  #",
                "#  $    #",
                "#@ ###  #",
                "#########")));
        int from = maze.startBoxes[0];
        int to = maze.step(from, 1); // right, into the passage
        boolean[] box = new boolean[maze.size];
        box[from] = true;
        ManAreas areas = new ManAreas(maze);
        areas.label(box);
        assertEquals(walked(maze, from, to, box), areas.afterPush(from, to, box));
        assertTrue(box[from] && !box[to], "the position is left as it was");
        // the man behind the box keeps the left room only: the right room's squares are larger
        int right = maze.floorOf[maze.board.index(7, 2)];
        box[from] = false;
        box[to] = true;
        ManReach reach = new ManReach(maze);
        reach.fill(from, box);
        assertFalse(reach.reached(right), "the passage is shut by the box");
    }

    /** Random layouts of real levels: every push's area is the one a walk over the board finds. */
    @Test
    void everyPushOfRandomLayoutsGivesTheWalkedArea() {
        Random random = new Random(70);
        int pushes = 0;
        for (int screen : new int[] {1, 16, 44, 69, 90}) {
            Maze maze = new Maze(Levels.read(TestData.shipped("xsokoban/screen." + screen)).get(0));
            ManAreas areas = new ManAreas(maze);
            for (int trial = 0; trial < 200; trial++) {
                boolean[] box = new boolean[maze.size];
                int boxes = 1 + random.nextInt(Math.max(1, maze.size / 3));
                for (int i = 0; i < boxes; i++) {
                    box[random.nextInt(maze.size)] = true;
                }
                areas.label(box);
                for (int from = 0; from < maze.size; from++) {
                    if (!box[from]) {
                        continue;
                    }
                    for (int d = 0; d < 4; d++) {
                        int to = maze.step(from, d);
                        if (to >= 0 && !box[to]) {
                            assertEquals(walked(maze, from, to, box), areas.afterPush(from, to, box),
                                    "screen " + screen + ", box " + from + " to " + to);
                            pushes++;
                        }
                    }
                }
            }
        }
        assertTrue(pushes > 10_000, "only " + pushes + " pushes compared");
    }

    private static int walked(Maze maze, int from, int to, boolean[] box) {
        boolean[] after = box.clone();
        after[from] = false;
        after[to] = true;
        return new ManReach(maze).fill(from, after);
    }
}
