package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BreadthFirstSearch;
import org.sokodb.solver.search.SearchOutcome;

/** Goal rooms: boxes out of order in a one-wide goal tunnel, and distances that know the man's side. */
class GoalRoomTest {
    /** Three goals in a one-wide dead end (column 1), filled from (1,3) with the man on (1,4). */
    private static final List<String> TUNNEL = List.of(
            "########",
            "#.#    #",
            "#.# $  #",
            "#.  $ @#",
            "#   $  #",
            "#      #",
            "########");

    private static Maze maze(List<String> rows) throws Exception {
        return new Maze(Board.parse(rows));
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void theMouthOfAGoalTunnelShutsOffTheGoalsBehindIt() throws Exception {
        Maze maze = maze(TUNNEL);
        BlockingTargets blocking = new BlockingTargets(maze, maze.goals, maze.startBoxes, true);
        int top = at(maze, 1, 1);
        int middle = at(maze, 1, 2);
        int mouth = at(maze, 1, 3);
        int[] goals = maze.goals;
        assertArrayEquals(new int[] {top, middle, mouth}, goals, "goals in square order");
        assertArrayEquals(new int[] {}, blocking.blockedBy(0), "nothing behind the deepest goal");
        assertArrayEquals(new int[] {top}, blocking.blockedBy(1));
        assertArrayEquals(new int[] {top, middle}, sorted(blocking.blockedBy(2)));

        boolean[] box = new boolean[maze.size];
        box[mouth] = true;
        assertEquals(1, blocking.outOfOrder(box), "a box on the mouth with the tunnel empty is out of order");
        box[top] = true;
        assertEquals(1, blocking.outOfOrder(box), "still: the middle goal is shut off");
        box[middle] = true;
        assertEquals(0, blocking.outOfOrder(box), "the tunnel filled deepest first");
        Arrays.fill(box, false);
        box[top] = true;
        assertEquals(0, blocking.outOfOrder(box));
    }

    @Test
    void aBoxWhereTheManMustStandToPushIntoTheTunnelShutsItOff() throws Exception {
        Maze maze = maze(TUNNEL);
        BlockingTargets blocking = BlockingTargets.withMan(maze, maze.goals, maze.startBoxes);
        int top = at(maze, 1, 1);
        int middle = at(maze, 1, 2);
        int mouth = at(maze, 1, 3);
        boolean[] box = new boolean[maze.size];
        box[at(maze, 1, 4)] = true;
        assertEquals(1, blocking.outOfOrder(box), "below the mouth, where the man pushes up from, with the tunnel empty");
        box[top] = true;
        box[middle] = true;
        assertEquals(0, blocking.outOfOrder(box), "the goals it shuts off are full: it may stay");
        Arrays.fill(box, false);
        box[mouth] = true;
        assertEquals(1, blocking.outOfOrder(box), "the goals-only relation holds too");
        Arrays.fill(box, false);
        box[at(maze, 5, 1)] = true;
        assertEquals(0, blocking.outOfOrder(box), "a box out of everybody's way");
    }

    @Test
    void aLevelWithAGoalTunnelIsSolvedWithTheOrderTerm() throws Exception {
        Board level = Board.parse(TUNNEL);
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(level, NodeBudget.of(2_000_000, 64L << 20, 2)));
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
        assertTrue(solved.metrics().pushes() >= 3 + 4 + 4, "each box at least its distance to its goal");
    }

    @Test
    void sideDistancesSeeThatTheManCannotGetBehindTheBox() throws Exception {
        // the man is left of the box in a one-wide corridor: it can only go right, away from the goal
        Maze maze = maze(List.of(
                "#########",
                "#.@ $   #",
                "#########"));
        int box = maze.startBoxes[0];
        int plain = Distances.pushesTo(maze, maze.goals)[0][box];
        SideDistances sides = new SideDistances(maze, maze.goals, true);
        assertEquals(3, plain, "pushed left three times, were the man on its right");
        assertEquals(Distances.UNREACHABLE, sides.dist[0][sides.state(box, maze.startMan)]);
        assertEquals(3, sides.dist[0][sides.state(box, at(maze, 5, 1))], "from its right side it is three pushes");
        assertInstanceOf(SolverResult.Unsolvable.class,
                Solver.solve(maze.board, NodeBudget.of(2_000_000, 64L << 20, 2)));
    }

    @Test
    void sideDistancesAreNeverBelowThePlainOnesNorAboveTheFewestPushesOfOneBox() throws Exception {
        // one box alone: the distance from its state is exactly the fewest pushes
        Maze maze = maze(List.of(
                "#######",
                "#.    #",
                "# # $ #",
                "#   @ #",
                "#######"));
        int[][] plain = Distances.pushesTo(maze, maze.goals);
        SideDistances sides = new SideDistances(maze, maze.goals, true);
        for (int b = 0; b < maze.size; b++) {
            for (int man = 0; man < maze.size; man++) {
                if (man != b) {
                    assertTrue(sides.dist[0][sides.state(b, man)] >= plain[0][b], "box " + b + " man " + man);
                }
            }
        }
        SearchOutcome.Found reference = assertInstanceOf(SearchOutcome.Found.class,
                new BreadthFirstSearch(maze.board, NodeBudget.NO_CLOCK, 64L << 20).run());
        long pushes = reference.steps().letters().chars().filter(Character::isUpperCase).count();
        assertEquals(pushes, sides.dist[0][sides.state(maze.startBoxes[0], maze.startMan)]);
    }

    private static int[] sorted(int[] a) {
        int[] c = a.clone();
        Arrays.sort(c);
        return c;
    }
}
