package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * The level cut into rooms and the links between them, for FESS's room connectivity: a
 * <b>tunnel square</b> is a floor square with walls on both sides of one axis (left and
 * right, or above and below: a one-wide passage or door); the other floor squares, joined
 * where they touch, are the <b>rooms</b>. A run of touching tunnel squares that opens into
 * two rooms or more is a <b>link</b>. A box standing in a link <b>obstructs</b> it: the man
 * cannot walk through it from one room to the other. A dead-end tunnel (touching one room)
 * links nothing.
 */
final class RoomLinks {
    /** Per square of a link, which link it belongs to; {@link Maze#NONE} elsewhere. */
    private final int[] linkOf;
    /** The squares of all links. */
    private final int[] squares;
    private final int links;
    private final int[] stamp;
    private int generation;

    RoomLinks(Maze maze) {
        int size = maze.size;
        boolean[] tunnel = new boolean[size];
        for (int s = 0; s < size; s++) {
            boolean across = maze.step(s, 0) < 0 && maze.step(s, 2) < 0;
            boolean along = maze.step(s, 1) < 0 && maze.step(s, 3) < 0;
            tunnel[s] = across || along;
        }
        int[] room = components(maze, tunnel, false);
        int[] run = components(maze, tunnel, true);
        int runs = 0;
        for (int r : run) {
            runs = Math.max(runs, r + 1);
        }
        // the rooms each run opens into
        int[] firstRoom = new int[runs];
        boolean[] linking = new boolean[runs];
        Arrays.fill(firstRoom, Maze.NONE);
        for (int s = 0; s < size; s++) {
            if (!tunnel[s]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0 || tunnel[t]) {
                    continue;
                }
                int r = run[s];
                if (firstRoom[r] == Maze.NONE) {
                    firstRoom[r] = room[t];
                } else if (firstRoom[r] != room[t]) {
                    linking[r] = true;
                }
            }
        }
        int[] number = new int[runs];
        int count = 0;
        for (int r = 0; r < runs; r++) {
            number[r] = linking[r] ? count++ : Maze.NONE;
        }
        this.links = count;
        this.linkOf = new int[size];
        int[] list = new int[size];
        int k = 0;
        for (int s = 0; s < size; s++) {
            linkOf[s] = tunnel[s] ? number[run[s]] : Maze.NONE;
            if (linkOf[s] != Maze.NONE) {
                list[k++] = s;
            }
        }
        this.squares = Arrays.copyOf(list, k);
        this.stamp = new int[Math.max(1, count)];
    }

    /** Joins touching squares whose {@code tunnel} flag equals {@code of}; others get NONE. */
    private static int[] components(Maze maze, boolean[] tunnel, boolean of) {
        int[] id = new int[maze.size];
        Arrays.fill(id, Maze.NONE);
        int[] stack = new int[maze.size];
        boolean[] other = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            other[s] = tunnel[s] != of;
        }
        int next = 0;
        for (int s = 0; s < maze.size; s++) {
            if (other[s] || id[s] != Maze.NONE) {
                continue;
            }
            // a square of the same flag beside this region is in it: none is marked by an earlier one
            maze.flood(s, other, id, next, stack);
            next++;
        }
        return id;
    }

    /** The number of links between rooms. */
    int links() {
        return links;
    }

    /** The link square {@code s} belongs to, or {@link Maze#NONE}. */
    int linkOf(int s) {
        return linkOf[s];
    }

    /** The number of links with a box standing in them. */
    int obstructed(boolean[] box) {
        if (links == 0) {
            return 0;
        }
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int count = 0;
        for (int s : squares) {
            if (box[s] && stamp[linkOf[s]] != generation) {
                stamp[linkOf[s]] = generation;
                count++;
            }
        }
        return count;
    }
}
