package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The pair table answered on demand against the table worked out whole ({@link WholePairTable},
 * the walk {@link PairDeadlocks} made before), on real levels: every (pair, man) answer the same,
 * for pushes and for pulls, asked in an order of its own; and the same when several threads ask
 * one table at once, as the race's searches do.
 */
@Slow
class PairAnswersTest {
    private static List<Board> boxoban() {
        return Levels.read(TestData.shipped("boxoban/medium/train/306.txt")).subList(0, 12);
    }

    private static Board xsokoban(int screen) {
        return Levels.read(TestData.shipped("xsokoban/screen." + screen)).get(0);
    }

    /**
     * Every pair of squares with the man on every other square, for pushes and pulls; returns how
     * many push deadlocks have neither box on a dead square (those the searches must find).
     */
    private static long assertSameAnswers(Board board, String name) {
        Maze maze = new Maze(board);
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        long deadlocks = 0;
        for (boolean pulls : new boolean[] {false, true}) {
            WholePairTable whole = pulls ? WholePairTable.forPulls(maze) : WholePairTable.forPushes(maze);
            PairDeadlocks asked = pulls ? PairDeadlocks.forPulls(maze) : PairDeadlocks.forPushes(maze);
            assertTrue(whole.built(), name + ": the whole table is built");
            assertTrue(asked.built(), name);
            for (int a = maze.size - 1; a >= 0; a--) {
                for (int b = 0; b < maze.size; b++) {
                    for (int man = 0; man < maze.size; man++) {
                        if (a != b && man != a && man != b) {
                            boolean lost = whole.isDeadlock(a, b, man);
                            assertEquals(lost, asked.isDeadlock(a, b, man), name + (pulls ? ", pulls" : ", pushes")
                                    + ": boxes on " + a + " and " + b + ", the man on " + man);
                            deadlocks += !pulls && lost && !dead[a] && !dead[b] ? 1 : 0;
                        }
                    }
                }
            }
        }
        return deadlocks;
    }

    @Test
    void everyAnswerIsTheWholeTablesOnBoxobanAndXSokoban() {
        long deadlocks = 0;
        List<Board> boards = boxoban();
        for (int i = 0; i < boards.size(); i++) {
            deadlocks += assertSameAnswers(boards.get(i), "Boxoban medium/train/306 level " + i);
        }
        // 14 has 121 squares: beyond the floor where the whole walk could never reach its bound of work
        for (int screen : new int[] {1, 2, 3, 6, 38, 14}) {
            deadlocks += assertSameAnswers(xsokoban(screen), "XSokoban " + screen);
        }
        assertTrue(deadlocks > 0, "the tables have deadlocks off the dead squares to agree on");
    }

    @Test
    void everyAnswerIsTheWholeTablesOnMicroban() {
        List<Board> boards = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).subList(0, 40);
        for (int i = 0; i < boards.size(); i += 4) {
            assertSameAnswers(boards.get(i), "Microban " + (i + 1));
        }
    }

    /**
     * Four threads ask one push table at once, each its own random moves of a box against a random
     * set of other boxes, and each answer is held to the whole table's.
     */
    @Test
    void threadsSharingATableGetTheWholeTablesAnswers() throws Exception {
        for (int screen : new int[] {1, 6}) {
            Maze maze = new Maze(xsokoban(screen));
            WholePairTable whole = WholePairTable.forPushes(maze);
            PairDeadlocks shared = PairDeadlocks.forPushes(new Maze(xsokoban(screen)));
            int threads = 4;
            CyclicBarrier start = new CyclicBarrier(threads);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Long>> asked = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long seed = 20261129L + t;
                    asked.add(pool.submit(() -> {
                        start.await();
                        return askAtRandom(maze, whole, shared, new Random(seed));
                    }));
                }
                long deadlocks = 0;
                for (Future<Long> f : asked) {
                    deadlocks += f.get();
                }
                assertTrue(deadlocks > 0, "XSokoban " + screen + ": some of the moves asked are deadlocks");
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** Random questions of both kinds, each held to the whole table; returns how many were deadlocks. */
    private static long askAtRandom(Maze maze, WholePairTable whole, PairDeadlocks shared, Random random) {
        int size = maze.size;
        long[] boxes = new long[(size + 63) >>> 6];
        long deadlocks = 0;
        for (int q = 0; q < 20_000; q++) {
            int moved = random.nextInt(size);
            int man = random.nextInt(size);
            int ignored = random.nextInt(size);
            java.util.Arrays.fill(boxes, 0);
            boolean expected = false;
            for (int k = 0; k < 3; k++) {
                int b = random.nextInt(size);
                boxes[b >>> 6] |= 1L << b;
                expected |= b != moved && b != man && b != ignored && whole.isDeadlock(moved, b, man);
            }
            assertEquals(expected, shared.isDeadlock(moved, man, boxes, ignored),
                    "moved " + moved + ", man " + man + ", ignored " + ignored);
            int other = random.nextInt(size);
            if (other != moved && man != moved && man != other) {
                assertEquals(whole.isDeadlock(moved, other, man), shared.isDeadlock(moved, other, man));
            }
            deadlocks += expected ? 1 : 0;
        }
        return deadlocks;
    }
}
