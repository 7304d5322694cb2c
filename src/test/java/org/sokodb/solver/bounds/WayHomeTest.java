package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The fewest boxes between the man and his start square, counted by hand on a made-up maze:
 * three rooms in a row behind boxed doorways, and a long corridor round them with one box
 * in it, so the way with fewest boxes is not the shortest.
 */
class WayHomeTest {
    private static final Maze MAZE;

    static {
        try {
            MAZE = new Maze(Board.parse(List.of(
                    "###########",
                    "#@ # # #..#",
                    "#  $ $ $  #",
                    "#  # # #..#",
                    "## ###### #",
                    "#    $    #",
                    "###########")));
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static int at(int x, int y) {
        return MAZE.floorOf[MAZE.board.index(x, y)];
    }

    /** The boxes on the man's way home with him on (x, y) and the boxes where {@code box} says. */
    private static int boxesOnTheWay(int x, int y, boolean[] box) {
        ManReach reach = new ManReach(MAZE);
        reach.fill(at(x, y), box);
        return new WayHome(MAZE).boxesOnTheWay(reach, box);
    }

    private static boolean[] startBoxes() {
        boolean[] box = new boolean[MAZE.size];
        for (int s : MAZE.startBoxes) {
            box[s] = true;
        }
        return box;
    }

    @Test
    void noBoxWhenHeCanWalkHome() {
        assertEquals(0, boxesOnTheWay(2, 2, startBoxes()), "in his start room");
        assertEquals(0, boxesOnTheWay(2, 5, startBoxes()), "in the corridor, which opens into his start room");
    }

    @Test
    void theWayWithFewestBoxesIsNotTheShortest() {
        // straight home through the doorways: 3 boxes; round by the corridor: its one box
        assertEquals(1, boxesOnTheWay(9, 2, startBoxes()), "in the far room");
        assertEquals(1, boxesOnTheWay(7, 5, startBoxes()), "in the corridor past its box");
    }

    @Test
    void betweenTwoBoxedDoorwaysEitherWayCostsTwo() {
        // left: the doorways at x 5 and 3; right: the doorway at x 7, then the corridor's box
        assertEquals(2, boxesOnTheWay(6, 2, startBoxes()));
        assertEquals(1, boxesOnTheWay(4, 1, startBoxes()), "one doorway nearer home");
    }

    @Test
    void aBoxTakenOutOfTheCorridorOpensTheWayRound() {
        boolean[] box = startBoxes();
        box[at(5, 5)] = false;
        assertEquals(0, boxesOnTheWay(9, 2, box));
        assertEquals(1, boxesOnTheWay(6, 2, box), "through the doorway at x 7, then round");
    }

    /** A box on his start square itself is on every way home. */
    @Test
    void aBoxOnHisStartSquareCounts() {
        boolean[] box = startBoxes();
        box[at(1, 1)] = true;
        assertEquals(1, boxesOnTheWay(2, 2, box), "beside it");
        assertEquals(2, boxesOnTheWay(9, 2, box), "the corridor's box, then his square's");
    }

    /**
     * Real levels, boxes strewn at random and the man on a free square: the count against a
     * plain Dijkstra walk from his area forwards (each box square entered costs one).
     */
    @Test
    void realLevelsAgreeWithAPlainWalkFromHisArea() {
        java.util.Random random = new java.util.Random(11);
        int away = 0;
        for (String set : List.of("sets/soukoban/Sasquatch_50.xsb", "sets/soukoban/Holland_81.xsb")) {
            List<Board> levels = org.sokodb.solver.Levels.read(org.sokodb.TestData.path(set));
            for (Board level : levels) {
                Maze maze = new Maze(level);
                WayHome wayHome = new WayHome(maze);
                ManReach reach = new ManReach(maze);
                for (int trial = 0; trial < 30; trial++) {
                    boolean[] box = new boolean[maze.size];
                    for (int k = 0; k < maze.startBoxes.length; k++) {
                        box[random.nextInt(maze.size)] = true;
                    }
                    int man = random.nextInt(maze.size);
                    if (box[man]) {
                        continue;
                    }
                    reach.fill(man, box);
                    int expected = plainWalk(maze, reach, box);
                    assertEquals(expected, wayHome.boxesOnTheWay(reach, box), set);
                    away += expected > 0 ? 1 : 0;
                }
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(away > 500, "positions with boxes on the way: " + away);
    }

    private static int plainWalk(Maze maze, ManReach reach, boolean[] box) {
        int[] best = new int[maze.size];
        java.util.Arrays.fill(best, Integer.MAX_VALUE);
        java.util.PriorityQueue<int[]> queue = new java.util.PriorityQueue<>((a, b) -> Integer.compare(a[1], b[1]));
        for (int s = 0; s < maze.size; s++) {
            if (reach.reached(s)) {
                best[s] = 0;
                queue.add(new int[] {s, 0});
            }
        }
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            if (top[1] > best[top[0]]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(top[0], d);
                if (t >= 0 && top[1] + (box[t] ? 1 : 0) < best[t]) {
                    best[t] = top[1] + (box[t] ? 1 : 0);
                    queue.add(new int[] {t, best[t]});
                }
            }
        }
        return best[maze.startMan] == Integer.MAX_VALUE ? 0 : best[maze.startMan];
    }
}
