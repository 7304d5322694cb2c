package org.sokodb.solver.deadlock;

import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;

/**
 * XSokoban screen 9's maze, the deadlock tests' fixture: below the one-wide opening (8,6) that
 * leads up to the goal room, boxes on (9,7), (9,8) and (10,8) shut in the square (10,7).
 * Squares are named by the board's column and row.
 */
public final class Screen9 {
    private Screen9() {
    }

    public static Maze maze() {
        Board board = Levels.read(TestData.shipped("xsokoban/screen.9")).get(0);
        return new Maze(board);
    }

    /** The floor square at column {@code x}, row {@code y}. */
    public static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    /** A layout with boxes on the squares given as {x, y}. */
    public static boolean[] boxes(Maze maze, int[][] squares) {
        boolean[] box = new boolean[maze.size];
        for (int[] s : squares) {
            box[at(maze, s[0], s[1])] = true;
        }
        return box;
    }
}
