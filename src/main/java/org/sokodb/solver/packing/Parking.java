package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The parking step of {@link Unpacking}: a box on a goal is pulled far away, to wait there
 * while the man gets through the goal room. For each box the man can pull now, two squares: the
 * one farthest by pushes back to its goal on the empty board, and the one farthest by Manhattan
 * distance (ties to the square farther from the first); never a gate square (one whose box would
 * cut the empty floor in two), never a square no box from a start square can be pushed onto (the
 * board empty: pulls reach squares pushes never do, as a box pulled round a corner into a pocket),
 * and only where the man, beside the parked box, can walk back to the goal; with {@code tunnels}
 * a square of a one-wide tunnel ({@link #tunnelSquares}, where YASS's boxes do not stop) only when
 * no other square serves, so a square beyond the tunnel is taken. The box whose first
 * square is farthest is tried first (ties: not a corner goal), its two squares in turn, each
 * followed by the rest of the order; every try counts against a budget.
 */
final class Parking {
    private final Unpacking unpacking;
    private final Maze maze;
    private final int tries;
    private final boolean[] gateSquare;
    /** The squares of one-wide tunnels when they come last ({@link #tunnelSquares}), else all false. */
    private final boolean[] tunnel;
    private int used;

    Parking(Unpacking unpacking, int tries, boolean tunnels) {
        this.unpacking = unpacking;
        this.maze = unpacking.maze;
        this.tries = tries;
        this.gateSquare = gateSquares(maze);
        this.tunnel = tunnels ? tunnelSquares(maze) : new boolean[maze.size];
    }

    boolean exhausted() {
        return used >= tries || unpacking.pull.searches >= Unpacking.PULL_SEARCHES;
    }

    /** How many parking choices were tried. */
    int used() {
        return used;
    }

    /**
     * Tries the parking choices of this phase, each followed by the rest of the order; only the
     * boxes of {@code only} (goal targets) when it is not null. Whether the order was completed.
     */
    boolean park(int phase, int home, boolean[] seen, List<Integer> only) {
        Unpacking u = unpacking;
        u.reach.fill(home, u.present);
        List<Choice> choices = new ArrayList<>();
        for (int t = 0; t < maze.goals.length; t++) {
            if (!u.targets.waiting(t) || (only != null && !only.contains(t)) || !u.pullableNow(u.targets.square(t))) {
                continue;
            }
            Choice c = choose(t, home);
            if (c != null) {
                choices.add(c);
            }
        }
        choices.sort(Comparator.comparingInt((Choice c) -> -c.pushes).thenComparing(c -> c.corner));
        for (Choice c : choices) {
            for (int k = 0; k < c.squares.size(); k++) {
                if (exhausted()) {
                    return false;
                }
                used++;
                int square = c.squares.get(k);
                u.parkOn(c.target, square, phase, only != null);
                if (u.step(phase + 1, maze.step(square, c.sides.get(k)), seen)) {
                    return true;
                }
                u.unpark(c.target, square);
            }
        }
        return false;
    }

    /** The parking squares of the box on goal target {@code t}, or null when it has none. */
    private Choice choose(int t, int home) {
        Unpacking u = unpacking;
        int g = u.targets.square(t);
        PullArea pull = u.pull;
        pull.search(g, u.present, home);
        int[] back = u.goalPushes[t];
        List<Integer> squares = new ArrayList<>();
        for (int p = 0; p < maze.size; p++) {
            if (pull.pulls[p] != PullArea.FAR && p != g && !u.present[p] && !gateSquare[p] && !u.unreached[p]
                    && back[p] < Distances.UNREACHABLE) {
                squares.add(p);
            }
        }
        squares.sort(Comparator.comparing((Integer p) -> tunnel[p]).thenComparingInt(p -> -back[p]).thenComparingInt(p -> p));
        Choice choice = new Choice(t, corner(g));
        for (int p : squares) {
            int side = pull.sideHome(g, p, u.present, g);
            if (side >= 0) {
                choice.add(p, side);
                choice.pushes = back[p];
                break;
            }
        }
        if (choice.squares.isEmpty()) {
            return null;
        }
        int first = choice.squares.get(0);
        squares.sort(Comparator.comparing((Integer p) -> tunnel[p]).thenComparingInt(p -> -manhattan(g, p))
                .thenComparingInt(p -> -manhattan(first, p))
                .thenComparingInt(p -> p));
        for (int p : squares) {
            if (p == first) {
                continue;
            }
            int side = pull.sideHome(g, p, u.present, g);
            if (side >= 0) {
                choice.add(p, side);
                break;
            }
        }
        return choice;
    }

    private int manhattan(int a, int b) {
        int w = maze.board.width();
        int x = maze.square[a];
        int y = maze.square[b];
        return Math.abs(x % w - y % w) + Math.abs(x / w - y / w);
    }

    /** Whether goal {@code g} has walls on two sides at right angles. */
    private boolean corner(int g) {
        for (int d = 0; d < 4; d++) {
            if (maze.step(g, d) == Maze.NONE && maze.step(g, (d + 1) & 3) == Maze.NONE) {
                return true;
            }
        }
        return false;
    }

    /** The squares whose box would cut the empty floor in two: no box is parked there. */
    static boolean[] gateSquares(Maze maze) {
        boolean[] gate = new boolean[maze.size];
        boolean[] blocked = new boolean[maze.size];
        int[] mark = new int[maze.size];
        int[] stack = new int[maze.size];
        int stamp = 0;
        for (int s = 0; s < maze.size; s++) {
            int first = Maze.NONE;
            for (int d = 0; d < 4 && first == Maze.NONE; d++) {
                first = maze.step(s, d);
            }
            if (first == Maze.NONE) {
                continue;
            }
            blocked[s] = true;
            maze.flood(first, blocked, mark, ++stamp, stack);
            blocked[s] = false;
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                gate[s] |= t != Maze.NONE && mark[t] != stamp;
            }
        }
        return gate;
    }

    /**
     * The squares of one-wide tunnels: not a goal, walls on both sides across, floor on both sides
     * along. A box parked there closes the tunnel to the man; XSokoban 30's order parked one on
     * (2,7), in the tunnel (2,6)–(2,8), where YASS's solution keeps its box beyond it, on (2,9) and (2,10).
     */
    static boolean[] tunnelSquares(Maze maze) {
        boolean[] tunnel = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            if (maze.goal[s]) {
                continue;
            }
            for (int d = 0; d < 2; d++) {
                boolean across = maze.step(s, d) == Maze.NONE && maze.step(s, d + 2) == Maze.NONE;
                boolean along = maze.step(s, d + 1) != Maze.NONE && maze.step(s, (d + 3) & 3) != Maze.NONE;
                tunnel[s] |= across && along;
            }
        }
        return tunnel;
    }

    /** One box's parking squares (one or two), the man's side beside each after the pulls. */
    private static final class Choice {
        final int target;
        final boolean corner;
        final List<Integer> squares = new ArrayList<>();
        final List<Integer> sides = new ArrayList<>();
        int pushes;

        Choice(int target, boolean corner) {
            this.target = target;
            this.corner = corner;
        }

        void add(int square, int side) {
            squares.add(square);
            sides.add(side);
        }
    }
}
