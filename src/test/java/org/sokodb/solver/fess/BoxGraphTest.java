package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The box graph's answers against flood fills: for real levels (the start positions and
 * positions with the boxes scattered at random), every box lifted in turn and put back on
 * every free square, the man's area from every free square, its smallest square, and the
 * number of regions of the free floor.
 */
@Slow
class BoxGraphTest {
    @Test
    void agreesWithFloodFillsOnXSokobanAndMicroban() {
        List<Board> boards = new java.util.ArrayList<>();
        for (int level : new int[] {1, 9, 29, 50}) {
            boards.addAll(Levels.read(TestData.shipped("xsokoban/screen." + level)));
        }
        boards.addAll(Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).subList(0, 40));
        SplittableRandom random = new SplittableRandom(42);
        int checked = 0;
        for (Board board : boards) {
            Maze maze = new Maze(board);
            boolean[] box = new boolean[maze.size];
            for (int b : maze.startBoxes) {
                box[b] = true;
            }
            checked += check(maze, box);
            // the same boxes scattered over the floor
            java.util.Arrays.fill(box, false);
            for (int k = 0; k < maze.boxCount(); k++) {
                int s;
                do {
                    s = random.nextInt(maze.size);
                } while (box[s]);
                box[s] = true;
            }
            checked += check(maze, box);
        }
        assertEquals(true, checked > 100_000, "squares checked: " + checked);
    }

    /** Every box lifted and put on every free square, against flood fills; returns the checks made. */
    private static int check(Maze maze, boolean[] box) {
        BoxGraph graph = new BoxGraph(maze);
        ManReach reach = new ManReach(maze);
        Features features = new Features(maze, null, false, false, null);
        int checks = 0;
        for (int lifted = 0; lifted < maze.size; lifted++) {
            if (!box[lifted]) {
                continue;
            }
            graph.lift(box, lifted);
            box[lifted] = false;
            for (int s = 0; s < maze.size; s++) {
                if (box[s]) {
                    continue;
                }
                box[s] = true;
                assertEquals(features.connectivity(box), Math.min(255, graph.regions(s)), "regions");
                for (int u = 0; u < maze.size; u++) {
                    if (box[u]) {
                        continue;
                    }
                    int smallest = reach.fill(u, box);
                    assertEquals(smallest, graph.smallest(s, u), "smallest square");
                    for (int v = u + 1; v < maze.size; v += 7) {
                        if (!box[v]) {
                            assertEquals(reach.reached(v), graph.connected(s, u, v), "joined");
                            checks++;
                        }
                    }
                    checks++;
                }
                box[s] = false;
            }
            box[lifted] = true;
        }
        return checks;
    }
}
