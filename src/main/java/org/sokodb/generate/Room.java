package org.sokodb.generate;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.sokodb.board.Direction;

/**
 * The level while it is being made: rock everywhere at first, floor where the man walked or a
 * box passed, the boxes (each with its number of moves so far) and the man. Only squares
 * inside the outer ring are ever carved, so the level stays closed.
 */
final class Room {
    private static final Direction[] DIRECTIONS = Direction.values();

    final int width;
    final int height;
    private final boolean[] floor;
    private final boolean[] goal;
    /** The box on each square (its number in {@link #boxes}), or -1. */
    private final int[] boxOn;
    private final int[] boxes;
    private final int[] moves;
    private int man;

    /** Boxes on their goals on distinct inside squares, the man on another; those squares are floor. */
    Room(int width, int height, int[] boxSquares, int man) {
        this.width = width;
        this.height = height;
        int n = width * height;
        this.floor = new boolean[n];
        this.goal = new boolean[n];
        this.boxOn = new int[n];
        Arrays.fill(boxOn, -1);
        this.boxes = boxSquares.clone();
        this.moves = new int[boxes.length];
        for (int i = 0; i < boxes.length; i++) {
            boxOn[boxes[i]] = i;
            floor[boxes[i]] = true;
            goal[boxes[i]] = true;
        }
        this.man = man;
        floor[man] = true;
    }

    /** A room of rock with the boxes and the man on distinct inside squares chosen at random. */
    static Room random(int width, int height, int boxCount, SplittableRandom random) {
        int inside = (width - 2) * (height - 2);
        int[] picked = new int[boxCount + 1];
        boolean[] taken = new boolean[inside];
        for (int i = 0; i < picked.length; i++) {
            int k;
            do {
                k = random.nextInt(inside);
            } while (taken[k]);
            taken[k] = true;
            picked[i] = (k / (width - 2) + 1) * width + k % (width - 2) + 1;
        }
        return new Room(width, height, Arrays.copyOf(picked, boxCount), picked[boxCount]);
    }

    int size() {
        return floor.length;
    }

    /** The square one step away, or -1 when that is the outer ring or beyond (never carved). */
    int inside(int square, Direction d) {
        int x = square % width + d.dx();
        int y = square / width + d.dy();
        return x < 1 || y < 1 || x > width - 2 || y > height - 2 ? -1 : y * width + x;
    }

    boolean isFloor(int square) {
        return floor[square];
    }

    void carve(int square) {
        floor[square] = true;
    }

    boolean isGoal(int square) {
        return goal[square];
    }

    boolean hasBox(int square) {
        return boxOn[square] >= 0;
    }

    int boxCount() {
        return boxes.length;
    }

    int box(int number) {
        return boxes[number];
    }

    int movesOf(int number) {
        return moves[number];
    }

    int man() {
        return man;
    }

    void placeMan(int square) {
        man = square;
    }

    /** Moves box {@code number} to {@code to} and the man to {@code manTo}; counts the move. */
    void moveBox(int number, int to, int manTo) {
        boxOn[boxes[number]] = -1;
        boxes[number] = to;
        boxOn[to] = number;
        moves[number]++;
        man = manTo;
    }

    /** Takes back a {@link #moveBox} (its count too): for trying a move out. */
    void undoMove(int number, int from, int manFrom) {
        boxOn[boxes[number]] = -1;
        boxes[number] = from;
        boxOn[from] = number;
        moves[number]--;
        man = manFrom;
    }

    /** The goals are where the boxes stand now. */
    void goalsUnderBoxes() {
        Arrays.fill(goal, false);
        for (int b : boxes) {
            goal[b] = true;
        }
    }

    boolean allBoxesOnGoals() {
        for (int b : boxes) {
            if (!goal[b]) {
                return false;
            }
        }
        return true;
    }

    /** Sum of the Manhattan distances from {@code square} to every goal. */
    int distanceToGoals(int square) {
        int x = square % width;
        int y = square / width;
        int sum = 0;
        for (int g = 0; g < goal.length; g++) {
            if (goal[g]) {
                sum += Math.abs(g % width - x) + Math.abs(g / width - y);
            }
        }
        return sum;
    }

    /** Rock (or wall) and boxes among the four neighbours of {@code square}, {@code ignoring} one square. */
    int obstaclesAround(int square, int ignoring) {
        int n = 0;
        for (Direction d : DIRECTIONS) {
            int s = inside(square, d);
            if (s != ignoring && (s < 0 || !floor[s] || boxOn[s] >= 0)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The squares the man reaches from {@code from} without moving a box: over floor only, or
     * (when {@code throughRock}) over any inside square, carving as he would go.
     */
    boolean[] reach(int from, boolean throughRock) {
        boolean[] seen = new boolean[floor.length];
        int[] queue = new int[floor.length];
        int head = 0;
        int tail = 0;
        seen[from] = true;
        queue[tail++] = from;
        while (head < tail) {
            int s = queue[head++];
            for (Direction d : DIRECTIONS) {
                int n = inside(s, d);
                if (n >= 0 && !seen[n] && boxOn[n] < 0 && (throughRock || floor[n])) {
                    seen[n] = true;
                    queue[tail++] = n;
                }
            }
        }
        return seen;
    }

    static int count(boolean[] squares) {
        int n = 0;
        for (boolean b : squares) {
            if (b) {
                n++;
            }
        }
        return n;
    }

    /**
     * A shortest route from {@code from} to {@code to} over inside squares without boxes,
     * neighbours tried in a random order at every square (a fixed order would make routes
     * lean one way), as the squares from {@code to} back to {@code from}; empty when there is none.
     */
    int[] route(int from, int to, SplittableRandom random) {
        int[] cameFrom = new int[floor.length];
        Arrays.fill(cameFrom, -1);
        int[] queue = new int[floor.length];
        int head = 0;
        int tail = 0;
        cameFrom[from] = from;
        queue[tail++] = from;
        Direction[] order = DIRECTIONS.clone();
        while (head < tail && cameFrom[to] < 0) {
            int s = queue[head++];
            shuffle(order, random);
            for (Direction d : order) {
                int n = inside(s, d);
                if (n >= 0 && cameFrom[n] < 0 && boxOn[n] < 0) {
                    cameFrom[n] = s;
                    queue[tail++] = n;
                }
            }
        }
        if (cameFrom[to] < 0) {
            return new int[0];
        }
        int length = 1;
        for (int s = to; s != from; s = cameFrom[s]) {
            length++;
        }
        int[] path = new int[length];
        int i = 0;
        for (int s = to; ; s = cameFrom[s]) {
            path[i++] = s;
            if (s == from) {
                break;
            }
        }
        return path;
    }

    static <T> void shuffle(T[] items, SplittableRandom random) {
        for (int i = items.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }
}
