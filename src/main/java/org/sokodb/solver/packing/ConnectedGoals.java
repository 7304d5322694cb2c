package org.sokodb.solver.packing;

import org.sokodb.solver.maze.Maze;

/**
 * When a level is worth a packing order: the goals that stand together in groups. Two goals
 * side by side are joined only when one of them has a wall or a goal on a side across the line
 * they make (above or below two goals side by side; left or right of two goals one above the
 * other), so a loose line of goals across open floor stays apart while a room of goals holds
 * together. The count is the number of goals in groups of two or more.
 */
final class ConnectedGoals {
    /** From this many connected goals on, a level gets a packing order (YASS's default). */
    public static final int TRIGGER = 9;

    private ConnectedGoals() {
    }

    /** The goals of {@code maze} in groups of two or more. */
    public static int count(Maze maze) {
        int[] group = new int[maze.size];
        for (int s = 0; s < maze.size; s++) {
            group[s] = s;
        }
        for (int a : maze.goals) {
            for (int d = 0; d < 4; d++) {
                int b = maze.step(a, d);
                if (b != Maze.NONE && maze.goal[b] && (closed(maze, a, d ^ 1) || closed(maze, a, d ^ 3))) {
                    group[root(group, a)] = root(group, b);
                }
            }
        }
        int[] members = new int[maze.size];
        for (int g : maze.goals) {
            members[root(group, g)]++;
        }
        int count = 0;
        for (int g : maze.goals) {
            if (members[root(group, g)] >= 2) {
                count++;
            }
        }
        return count;
    }

    /** Whether the level's goals stand together enough for a packing order. */
    public static boolean enough(Maze maze) {
        return count(maze) >= TRIGGER;
    }

    /** Whether the square beside {@code s} in direction {@code d} is a wall or a goal. */
    private static boolean closed(Maze maze, int s, int d) {
        int t = maze.step(s, d);
        return t == Maze.NONE || maze.goal[t];
    }

    private static int root(int[] group, int s) {
        while (group[s] != s) {
            group[s] = group[group[s]];
            s = group[s];
        }
        return s;
    }
}
