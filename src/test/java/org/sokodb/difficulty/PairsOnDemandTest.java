package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@code CHOSEN} the same with either.
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

    private static void assertSameWalks(List<Board> boards, String name) {
        for (int i = 0; i < boards.size(); i++) {
            assertEquals(PersonWalk.withWholeTable(boards.get(i), PersonWalk.Settings.CHOSEN),
                    PersonWalk.of(boards.get(i), PersonWalk.Settings.CHOSEN), name + " level " + (i + 1));
        }
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

    @Test
    void theWalksAreTheSameAsWithTheWholeTable() {
        assertSameWalks(boxoban(), "Boxoban medium/train/306");
        assertSameWalks(xsokoban(SMALL_SCREENS), "XSokoban 1, 2, 3, 6, 38");
        // screen 14 (121 squares): beyond the bound, the walk builds the whole table as before
        assertFalse(PairsOnDemand.exact(new Maze(xsokoban(14).get(0))));
        assertSameWalks(xsokoban(14), "XSokoban 14");
    }

    @Test
    void theWalksAreTheSameAsWithTheWholeTableOnMicroban() {
        assertSameWalks(microban(), "Microban");
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
