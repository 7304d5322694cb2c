package org.sokodb.solver.maze;

import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * The level as the searches see it: the floor squares of the man's area numbered 0…n-1
 * (boxes, goals and the man live on these numbers), each square's four neighbours, the
 * goals and the start. Directions are {@link Direction} ordinals; {@code d ^ 2} is the
 * opposite of {@code d}.
 */
public final class Maze {
    public static final int NONE = -1;

    public final Board board;
    /** Number of floor squares. */
    public final int size;
    /** Floor number → board square. */
    public final int[] square;
    /** Board square → floor number, or {@link #NONE} for walls and decoration. */
    public final int[] floorOf;
    /** {@code next[s * 4 + d]}: the floor square one step from s in direction d, or NONE. */
    final int[] next;
    public final boolean[] goal;
    public final int[] goals;
    public final int[] startBoxes;
    public final int startMan;

    public Maze(Board board) {
        this.board = board;
        floorOf = new int[board.size()];
        Arrays.fill(floorOf, NONE);
        int n = 0;
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && !board.isWall(s)) {
                floorOf[s] = n++;
            }
        }
        size = n;
        square = new int[n];
        next = new int[n * 4];
        goal = new boolean[n];
        int goalCount = 0;
        int boxCount = 0;
        for (int s = 0; s < board.size(); s++) {
            int f = floorOf[s];
            if (f == NONE) {
                continue;
            }
            square[f] = s;
            for (Direction d : Direction.values()) {
                int t = board.neighbour(s, d);
                next[f * 4 + d.ordinal()] = t < 0 ? NONE : floorOf[t];
            }
            if (board.isGoal(s)) {
                goal[f] = true;
                goalCount++;
            }
            if (board.hasBox(s)) {
                boxCount++;
            }
        }
        goals = new int[goalCount];
        startBoxes = new int[boxCount];
        int g = 0;
        int b = 0;
        for (int f = 0; f < n; f++) {
            if (goal[f]) {
                goals[g++] = f;
            }
            if (board.hasBox(square[f])) {
                startBoxes[b++] = f;
            }
        }
        startMan = floorOf[board.man()];
    }

    public int boxCount() {
        return startBoxes.length;
    }

    /** The square one step from {@code s} in direction {@code d}, or NONE. */
    public int step(int s, int d) {
        return next[s * 4 + d];
    }

    /**
     * Marks {@code value} in {@code mark} on {@code start} and on every square joined to it by
     * steps through squares that are not {@code blocked} and not marked {@code value} yet: one
     * region of the floor. {@code stack} is space for the walk, at least {@link #size} long.
     */
    public void flood(int start, boolean[] blocked, int[] mark, int value, int[] stack) {
        int top = 0;
        mark[start] = value;
        stack[top++] = start;
        while (top > 0) {
            int base = stack[--top] * 4;
            for (int d = 0; d < 4; d++) {
                int t = next[base + d];
                if (t >= 0 && !blocked[t] && mark[t] != value) {
                    mark[t] = value;
                    stack[top++] = t;
                }
            }
        }
    }
}
