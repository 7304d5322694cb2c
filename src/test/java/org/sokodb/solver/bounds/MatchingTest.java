package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The matching's cost, from scratch ({@link Matching#solve}), from the greedy start
 * ({@link Matching#solveGreedyStart}) and repaired after a box moved ({@link Matching#moveBox}),
 * against the cheapest assignment found by trying every one (small cases) and against each
 * other (the real levels' pull distances, boxes placed at random on squares that can reach
 * a start square).
 */
class MatchingTest {
    /** The cheapest way to give each box its own target, every assignment tried; capped as the matching caps it. */
    private static int cheapest(int[][] dist, int[] boxes) {
        long best = bestFrom(dist, boxes, 0, new boolean[dist.length]);
        return (int) Math.min(best, Distances.UNREACHABLE);
    }

    private static long bestFrom(int[][] dist, int[] boxes, int i, boolean[] taken) {
        if (i == boxes.length) {
            return 0;
        }
        long best = Long.MAX_VALUE;
        for (int t = 0; t < dist.length; t++) {
            if (!taken[t]) {
                taken[t] = true;
                best = Math.min(best, dist[t][boxes[i]] + bestFrom(dist, boxes, i + 1, taken));
                taken[t] = false;
            }
        }
        return best;
    }

    /** Made-up distances with many ties (costs 0–3) and some targets out of reach. */
    private static int[][] madeUp(Random random, int targets, int squares) {
        int[][] dist = new int[targets][squares];
        for (int[] row : dist) {
            for (int s = 0; s < squares; s++) {
                row[s] = random.nextInt(12) == 0 ? Distances.UNREACHABLE : random.nextInt(4);
            }
        }
        return dist;
    }

    private static int[] distinct(Random random, int count, List<Integer> squares) {
        List<Integer> pool = new ArrayList<>(squares);
        java.util.Collections.shuffle(pool, random);
        int[] boxes = new int[count];
        for (int i = 0; i < count; i++) {
            boxes[i] = pool.get(i);
        }
        return boxes;
    }

    @Test
    void everyWayGivesTheCheapestAssignment() {
        Random random = new Random(42);
        int cases = 0;
        for (int round = 0; round < 3_000; round++) {
            int n = 1 + random.nextInt(6);
            int m = n + random.nextInt(3); // as many targets as boxes, or more
            int squares = n + 4;
            int[][] dist = madeUp(random, m, squares);
            List<Integer> all = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                all.add(s);
            }
            int[] boxes = distinct(random, n, all);
            int expected = cheapest(dist, boxes);
            Matching matching = new Matching(dist, n);
            assertEquals(expected, matching.solve(boxes, n), "from scratch, case " + round);
            assertEquals(expected, matching.solveGreedyStart(boxes, n), "from the greedy start, case " + round);
            // then a box moves to a free square: the repair against every assignment of the new
            // squares, with as many targets as boxes (the solver's case: a board's boxes and goals
            // are as many; with more targets a freed target keeps a dual below 0 and the repair can overshoot)
            int i = random.nextInt(n);
            int to = squares - 1 - random.nextInt(4);
            if (m == n && !contains(boxes, to)) {
                boxes[i] = to;
                assertEquals(cheapest(dist, boxes), matching.moveBox(i, to), "repaired after the greedy start, case " + round);
            }
            cases++;
        }
        assertEquals(3_000, cases);
    }

    @Test
    void theGreedyStartCostsWhatSolvingDoesOnRealLevels() {
        Random random = new Random(7);
        int compared = 0;
        for (String set : List.of("sets/soukoban/XSokoban_90.xsb", "sets/soukoban/Microban_155.xsb")) {
            List<Board> levels = Levels.read(TestData.path(set));
            for (int level = 0; level < levels.size(); level += 3) {
                Maze maze = new Maze(levels.get(level));
                int[][] dist = Distances.pullsTo(maze, maze.startBoxes);
                List<Integer> live = live(maze, dist);
                int n = maze.startBoxes.length;
                Matching fresh = new Matching(dist, n);
                Matching greedy = new Matching(dist, n);
                for (int trial = 0; trial < 20; trial++) {
                    int[] boxes = trial == 0 ? maze.goals.clone() : distinct(random, n, live);
                    int expected = fresh.solve(boxes, n);
                    assertEquals(expected, greedy.solveGreedyStart(boxes, n), set + " level " + (level + 1));
                    if (n <= 6) {
                        assertEquals(cheapest(dist, boxes), expected, set + " level " + (level + 1));
                    }
                    int[] targets = new int[n];
                    greedy.targets(targets);
                    long sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += dist[targets[i]][boxes[i]];
                    }
                    assertEquals(expected, (int) Math.min(sum, Distances.UNREACHABLE), "the targets it reports cost what it says");
                    // a child's repair on top of the greedy start, against a solve from scratch
                    int i = random.nextInt(n);
                    int to = live.get(random.nextInt(live.size()));
                    if (!contains(boxes, to)) {
                        boxes[i] = to;
                        assertEquals(fresh.solve(boxes, n), greedy.moveBox(i, to), set + " level " + (level + 1));
                    }
                    compared++;
                }
            }
        }
        assertTrue(compared > 1_000, "positions compared: " + compared);
    }

    /**
     * The warm start, one position after the other as a search expands them (each from the
     * duals the one before left, repairs of its children in between), against a solve from
     * scratch, on the pull and push distances of real levels (boxes at random on live squares,
     * a run of single moves from each); and on made-up distances with many ties.
     */
    @Test
    void theWarmStartCostsWhatSolvingDoesPositionAfterPosition() {
        Random random = new Random(11);
        int compared = 0;
        for (String set : List.of("sets/soukoban/XSokoban_90.xsb", "sets/soukoban/Holland_81.xsb")) {
            List<Board> levels = Levels.read(TestData.path(set));
            for (int level = 0; level < levels.size(); level += 4) {
                Maze maze = new Maze(levels.get(level));
                for (int[][] dist : List.of(Distances.pullsTo(maze, maze.startBoxes), Distances.pushesTo(maze, maze.goals))) {
                    List<Integer> live = live(maze, dist);
                    int n = maze.startBoxes.length;
                    if (live.size() < n + 1) {
                        continue;
                    }
                    Matching fresh = new Matching(dist, n);
                    Matching warm = new Matching(dist, n);
                    int[] boxes = distinct(random, n, live);
                    for (int step = 0; step < 30; step++) {
                        String where = set + " level " + (level + 1) + ", step " + step;
                        assertEquals(fresh.solve(boxes, n), warm.solveWarm(boxes, n), where);
                        // a child tried as the searches try them, the matching left as it was
                        int i = random.nextInt(n);
                        int to = live.get(random.nextInt(live.size()));
                        if (!contains(boxes, to)) {
                            int[] child = boxes.clone();
                            child[i] = to;
                            assertEquals(fresh.solve(child, n), warm.costAfterMove(i, to), where + ", a child");
                        }
                        // the next position: a box or two moved, as the positions a search expands in turn
                        for (int moves = 1 + random.nextInt(2); moves > 0; moves--) {
                            int k = random.nextInt(n);
                            int square = live.get(random.nextInt(live.size()));
                            if (!contains(boxes, square)) {
                                boxes[k] = square;
                            }
                        }
                        compared++;
                    }
                }
            }
        }
        for (int round = 0; round < 2_000; round++) {
            int n = 1 + random.nextInt(6);
            int squares = n + 4;
            int[][] dist = madeUp(random, n, squares);
            List<Integer> all = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                all.add(s);
            }
            Matching warm = new Matching(dist, n);
            for (int step = 0; step < 5; step++) {
                int[] boxes = distinct(random, n, all);
                assertEquals(cheapest(dist, boxes), warm.solveWarm(boxes, n), "made-up case " + round + ", step " + step);
                compared++;
            }
        }
        assertTrue(compared > 10_000, "positions compared: " + compared);
    }

    /** The squares from which some target of {@code dist} can be reached. */
    private static List<Integer> live(Maze maze, int[][] dist) {
        boolean[] dead = Distances.dead(maze, dist);
        List<Integer> live = new ArrayList<>();
        for (int s = 0; s < maze.size; s++) {
            if (!dead[s]) {
                live.add(s);
            }
        }
        return live;
    }

    private static boolean contains(int[] boxes, int square) {
        for (int b : boxes) {
            if (b == square) {
                return true;
            }
        }
        return false;
    }
}
