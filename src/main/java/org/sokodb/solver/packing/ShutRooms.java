package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The rooms the man cannot walk into at the start ({@code phaserooms}): each area of empty floor
 * outside his start area, boxes as walls, with no goal in it, at least {@link #ROOM} squares and at most
 * {@link #DOORS} boxes beside it (the boxes that shut its doors). A
 * line of the {@link PhaseSearch} pays {@link #WEIGHT} for each of them the man still cannot reach
 * and boxes do not fill, so a push that opens one (its door's box pushed on or aside) scores better,
 * and the goal-filling dive need not start with the man shut out of the floor it needs (XSokoban
 * 28's middle room, shut at the start by (9,4)'s box above its door and (8,9)'s below).
 */
final class ShutRooms {
    /** What each room still shut costs a line: half a target filled in order (4 tried too; measured: journal/solver.md entry 123). */
    static final int WEIGHT = 16;
    /** The fewest squares a shut area has to count as a room (a square or two between boxes is a pocket). */
    static final int ROOM = 3;
    /** The most boxes that may touch a shut area for it to count as a room behind its doors' boxes (more: boxes packed round a gap). */
    static final int DOORS = 2;
    /** No shut room: the term is always 0. */
    static final ShutRooms NONE = new ShutRooms(new int[0][]);
    private final int[][] rooms;

    private ShutRooms(int[][] rooms) {
        this.rooms = rooms;
    }

    /** The shut rooms of {@code maze}'s start position: its areas of empty floor, no goal in them, outside the man's. */
    static ShutRooms of(Maze maze) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        ManReach man = new ManReach(maze);
        man.fill(maze.startMan, box);
        boolean[] seen = new boolean[maze.size];
        List<int[]> rooms = new ArrayList<>();
        ManReach area = new ManReach(maze);
        for (int s = 0; s < maze.size; s++) {
            if (box[s] || man.reached(s) || seen[s]) {
                continue;
            }
            area.fill(s, box);
            int[] squares = new int[area.count()];
            int k = 0;
            boolean goal = false;
            for (int q = 0; q < maze.size; q++) {
                if (area.reached(q)) {
                    seen[q] = true;
                    squares[k++] = q;
                    goal |= maze.goal[q];
                }
            }
            if (!goal && squares.length >= ROOM && touching(maze, squares, box) <= DOORS) {
                rooms.add(squares);
            }
        }
        return new ShutRooms(rooms.toArray(new int[0][]));
    }

    /** How many boxes of {@code box} stand beside a square of {@code area}. */
    private static int touching(Maze maze, int[] area, boolean[] box) {
        boolean[] counted = new boolean[maze.size];
        int count = 0;
        for (int s : area) {
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t != Maze.NONE && box[t] && !counted[t]) {
                    counted[t] = true;
                    count++;
                }
            }
        }
        return count;
    }

    /** How many rooms are shut at the start. */
    int size() {
        return rooms.length;
    }

    /** The term of the start position: all its rooms shut. */
    int atStart() {
        return WEIGHT * rooms.length;
    }

    /** The term of a position whose man's area {@code reach} shows and whose boxes {@code box} shows. */
    int cost(ManReach reach, boolean[] box) {
        int shut = 0;
        for (int[] room : rooms) {
            shut += open(room, reach, box) ? 0 : 1;
        }
        return WEIGHT * shut;
    }

    /** Whether the man reaches a square of {@code room}, or boxes fill it. */
    private static boolean open(int[] room, ManReach reach, boolean[] box) {
        boolean full = true;
        for (int s : room) {
            if (reach.reached(s)) {
                return true;
            }
            full &= box[s];
        }
        return full;
    }
}
