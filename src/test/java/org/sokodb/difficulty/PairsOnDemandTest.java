package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.solver.Levels;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The walk's pair deadlocks asked on demand against the solver's whole table, on real levels
 * (docs/difficulty.md, "Its cost"): every (pair, man) answer the same, and the walks of
 * {@code CHOSEN} the same as those of the walk before, which built the whole table for each level
 * (their values kept in {@code walks-before-on-demand.tsv}, written by that walk).
 */
class PairsOnDemandTest {
    /** XSokoban screens small enough for the answers to be the whole table's ({@link PairsOnDemand#exact}). */
    private static final int[] SMALL_SCREENS = {1, 2, 3, 6, 38};

    private static List<Board> boxoban() {
        return Levels.read(TestData.shipped("boxoban/medium/train/306.txt")).subList(0, 12);
    }

    private static List<Board> xsokoban(int... screens) {
        List<Board> boards = new ArrayList<>();
        for (int screen : screens) {
            boards.addAll(Levels.read(TestData.shipped("xsokoban/screen." + screen)));
        }
        return boards;
    }

    private static List<Board> microban() {
        return Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).subList(0, 40);
    }

    private static PairsOnDemand onDemand(Maze maze) {
        int[][] toGoal = Distances.pushesTo(maze, maze.goals);
        int[] nearest = new int[maze.size];
        for (int s = 0; s < maze.size; s++) {
            nearest[s] = Distances.UNREACHABLE;
            for (int[] d : toGoal) {
                nearest[s] = Math.min(nearest[s], d[s]);
            }
        }
        return new PairsOnDemand(maze, Distances.dead(maze, toGoal), nearest);
    }

    /**
     * Every pair of squares with the man on every other square: the table's answer, asked in an
     * order of its own; returns how many deadlocks have neither box on a dead square (those the
     * searches must find, not read off the dead squares).
     */
    private static long assertSameAnswers(Board board, String name) {
        Maze maze = new Maze(board);
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        assertTrue(PairsOnDemand.exact(maze), name + ": " + maze.size + " squares");
        PairDeadlocks table = PairDeadlocks.forPushes(maze);
        PairsOnDemand asked = onDemand(maze);
        long deadlocks = 0;
        for (int a = maze.size - 1; a >= 0; a--) {
            for (int b = 0; b < maze.size; b++) {
                for (int man = 0; man < maze.size; man++) {
                    if (a != b && man != a && man != b) {
                        boolean lost = table.isDeadlock(a, b, man);
                        assertEquals(lost, !asked.solvable(a, b, man), name + ": boxes on " + a + " and " + b + ", the man on " + man);
                        deadlocks += lost && !dead[a] && !dead[b] ? 1 : 0;
                    }
                }
            }
        }
        return deadlocks;
    }

    @Test
    void everyAnswerIsTheTablesOnBoxobanAndXSokoban() {
        long deadlocks = 0;
        List<Board> boards = boxoban();
        for (int i = 0; i < boards.size(); i++) {
            deadlocks += assertSameAnswers(boards.get(i), "Boxoban medium/train/306 level " + i);
        }
        for (int screen : SMALL_SCREENS) {
            deadlocks += assertSameAnswers(xsokoban(screen).get(0), "XSokoban " + screen);
        }
        assertTrue(deadlocks > 0, "the tables have deadlocks off the dead squares to agree on");
    }

    @Test
    void everyAnswerIsTheTablesOnMicroban() {
        List<Board> boards = microban();
        for (int i = 0; i < boards.size(); i += 4) {
            assertSameAnswers(boards.get(i), "Microban " + (i + 1));
        }
    }

    /** The walks of the lines of the values file whose level file is at hand: each must give what it gave before. */
    private static int assertWalksAsBefore(boolean shared) throws IOException {
        int walked = 0;
        try (InputStream in = PairsOnDemandTest.class.getResourceAsStream("walks-before-on-demand.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("#") || line.isBlank() || line.startsWith("sets/") != shared) {
                    continue;
                }
                String[] f = line.split("\t");
                Path file = shared ? TestData.path(f[0]) : TestData.shipped(f[0]);
                Board board = Levels.read(file).get(Integer.parseInt(f[1]) - 1);
                WalkResult w = PersonWalk.of(board, PersonWalk.Settings.CHOSEN);
                String now = String.join("\t", f[0], f[1], "" + w.pushes(), "" + w.restarts(), "" + w.solvedWalks(),
                        "" + w.walks(), "" + w.cap(), "" + w.pushesWalked(), "" + w.graded(), "" + w.shortfall(),
                        "" + w.mostOnGoals());
                assertEquals(line, now, f[0] + " level " + f[1]);
                walked++;
            }
        }
        return walked;
    }

    @Test
    void theWalksAreThoseOfTheWalkBeforeOnBoxobanAndXSokoban() throws IOException {
        // 40 Boxoban levels, XSokoban 1, 2, 3, 6, 38 and 14 (121 squares: beyond the bound, the whole table as before)
        assertFalse(PairsOnDemand.exact(new Maze(xsokoban(14).get(0))));
        assertEquals(46, assertWalksAsBefore(false));
    }

    @Test
    void theWalksAreThoseOfTheWalkBeforeOnMicroban() throws IOException {
        TestData.root();
        assertEquals(60, assertWalksAsBefore(true));
    }

    @Test
    void oneGoalMeansNoPairDeadlockAsWithTheTable() throws BoardException {
        // the table is not built for fewer than two goals: neither finds a deadlock
        Maze maze = new Maze(Board.parse(List.of("#######", "#@$ . #", "#######")));
        assertFalse(PairDeadlocks.forPushes(maze).built());
        assertTrue(PairsOnDemand.exact(maze));
        assertTrue(onDemand(maze).solvable(1, 2, 0), "boxes on 1 and 2, the man on 0");
    }
}
