package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.maze.MazeSymmetries;

/**
 * The push-optimal search on tiny hand-made levels, against breadth-first search over pushes
 * (the reference: it takes every push in order of count, so what it finds first has the
 * fewest): a box that must go round, a box that must leave its goal, boxes whose nearest
 * goals are the wrong ones, a door into a goal room.
 */
class OptimalSearchTest {
    private static final SolverLimits LIMITS = NodeBudget.of(Long.MAX_VALUE, 64L << 20, 1);

    /** Solvable levels: {title, rows…}. */
    private static final List<List<String>> SOLVABLE = List.of(
            List.of("a line",
                    "#######",
                    "#@ $ .#",
                    "#######"),
            List.of("two boxes straight down onto their goals",
                    "######",
                    "#    #",
                    "# $$ #",
                    "# ..@#",
                    "######"),
            List.of("the box must go round the pillar: its straight path has no room for the man",
                    "#######",
                    "#     #",
                    "# #$# #",
                    "#@  . #",
                    "#######"),
            List.of("a box on a goal must step aside for the box behind it",
                    "#########",
                    "#       #",
                    "#       #",
                    "# @$*.  #",
                    "#       #",
                    "#       #",
                    "#########"),
            List.of("the nearest goal of each box is the wrong one",
                    "########",
                    "#      #",
                    "# $  $ #",
                    "#@ ..  #",
                    "#      #",
                    "########"),
            List.of("through a door into the goal room",
                    "##########",
                    "#    #   #",
                    "# $$ # . #",
                    "#  @   . #",
                    "#    #   #",
                    "##########"),
            List.of("a maze symmetric under all eight rotations and mirrors (positions merged with their images)",
                    "#########",
                    "#       #",
                    "# $   $ #",
                    "#   .   #",
                    "#  .@.  #",
                    "#   .   #",
                    "# $   $ #",
                    "#       #",
                    "#########"),
            List.of("a maze symmetric left to right, the boxes not",
                    "#########",
                    "#   #   #",
                    "# $ # $ #",
                    "#  $@   #",
                    "# . . . #",
                    "#       #",
                    "#########"),
            List.of("three boxes, a wall between two of them",
                    "#########",
                    "#   #   #",
                    "# $ # $ #",
                    "#  @$   #",
                    "# . . . #",
                    "#       #",
                    "#########"));

    @Test
    void fewestPushesAsBreadthFirstSearchFindsThem() throws BoardException {
        for (List<String> level : SOLVABLE) {
            Board board = Board.parse(level.subList(1, level.size()));
            String title = level.get(0);
            SearchOutcome.Found reference = assertInstanceOf(SearchOutcome.Found.class,
                    new BreadthFirstSearch(board, LIMITS.timeLimit(), LIMITS.memoryBytes()).run(), title);
            SolverResult.Solved optimal = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(board, LIMITS, SolveMode.PUSH_OPTIMAL), title);
            assertTrue(optimal.pushOptimal(), title);
            assertEquals(pushes(reference), optimal.metrics().pushes(), title);
            // and the same count with PI-corral pruning, the tie-break and symmetry switched off
            SearchOutcome.Found plain = assertInstanceOf(SearchOutcome.Found.class, plain(board), title);
            assertEquals(pushes(reference), pushes(plain), title);
        }
    }

    @Test
    void theSymmetriesOfAMazeAreFoundWhateverTheBoxes() throws BoardException {
        assertEquals(7, symmetries(SOLVABLE.get(6)), "all eight, less the identity");
        assertEquals(1, symmetries(SOLVABLE.get(7)), "the mirror left to right");
        assertEquals(1, symmetries(SOLVABLE.get(0)), "a corridor: top to bottom");
        assertEquals(0, symmetries(SOLVABLE.get(5)), "the goals and the door break every one");
    }

    private static int symmetries(List<String> level) throws BoardException {
        return new MazeSymmetries(new Maze(Board.parse(level.subList(1, level.size())))).count();
    }

    @Test
    void aLevelWithNoSolutionIsProvedUnsolvable() throws BoardException {
        // four boxes in a square block off the goals: none of them can ever be pushed
        Board board = Board.parse(List.of(
                "######",
                "#@   #",
                "# $$ #",
                "# $$ #",
                "#  ..#",
                "#  ..#",
                "######"));
        assertInstanceOf(SearchOutcome.NotFound.class, new BreadthFirstSearch(board, LIMITS.timeLimit(), LIMITS.memoryBytes()).run());
        assertInstanceOf(SolverResult.Unsolvable.class, Solver.solve(board, LIMITS, SolveMode.PUSH_OPTIMAL));
    }

    static SearchOutcome plain(Board board) {
        SearchOptions options = new SearchOptions(true, 1, Set.of("picorral", "tiebreak", "symmetry"));
        SearchControl control = new SearchControl(System.nanoTime() + NodeBudget.NO_CLOCK.toNanos(), Long.MAX_VALUE);
        return new OptimalSearch(new Maze(board), options, control, 64L << 20).run(System.nanoTime());
    }

    static long pushes(SearchOutcome.Found found) {
        return found.steps().letters().chars().filter(Character::isUpperCase).count();
    }
}
