package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.maze.Maze;

/**
 * How many boxes stand in the way of the packing plan's next step: over the boxes the plan
 * does not keep in place, the fewest other boxes that stand on the squares a box would be
 * pushed over to the step's square, or on the squares the man would push it from. The boxes
 * the plan keeps in place are walls. A level whose goal room is shut behind other boxes at
 * the start (XSokoban 11, 16, 23) fills no step of its plan for thousands of positions; this
 * count falls as the way is cleared, and FESS's groundwork advisor proposes the move that
 * lowers it most, before the next goal can fill.
 *
 * <p>A search backwards from the step's square, cheapest first, where a push costs the boxes
 * it runs into (0 or 1 for the square pushed onto, 0 or 1 for the man's square): each box in
 * the way is counted once per square of the path it stands on. The man's walk to the box is
 * not looked at: cheap enough to weigh every move with. Made with {@code walks}, a push in a
 * new direction costs instead his walk round the box from the square it left ({@link
 * GoingRound}), and a turn he cannot get round is no way.
 */
final class Groundwork {
    /** Counts from this up are all the same to the advisor: it looks for boxes almost free. */
    static final int MAX = 3;

    private final Maze maze;
    private final PackingPlan plan;
    /**
     * Per state (a box's square and the direction it is pushed from there, {@code square * 4 +
     * direction}), the boxes in the way from there on, the man's square of this push not yet
     * counted: it is the mover's own square when the push before went the same way. Valid only
     * where {@link #stamp} holds the current generation (no fill per count).
     */
    private final int[] cost;
    private final int[] stamp;
    private int generation;
    /** Per cost below {@link #MAX}, the states reached at that cost (a state enters each at most once). */
    private final int[][] bucket;
    private final int[] filled = new int[MAX];
    /** The squares the plan keeps its boxes on after each number of steps, made when first asked. */
    private final boolean[][] settledAfter;
    /** The box layout being counted and the plan's squares for it, for {@link #reach}. */
    private boolean[] box;
    private boolean[] settled;

    /** The man's walk round the box where its way turns, or null to put him wherever a push needs him. */
    private final GoingRound round;

    Groundwork(Maze maze, PackingPlan plan) {
        this(maze, plan, false);
    }

    /**
     * With {@code walks}, a push in a new direction also costs the boxes the man passes to get
     * round the box to its other side ({@link GoingRound}), and cannot be made where he never
     * gets round; without, only a box on the square he pushes from counts.
     */
    Groundwork(Maze maze, PackingPlan plan, boolean walks) {
        this.maze = maze;
        this.plan = plan;
        this.round = walks ? new GoingRound(maze, plan.length()) : null;
        this.cost = new int[4 * maze.size];
        this.stamp = new int[4 * maze.size];
        this.bucket = new int[MAX][4 * maze.size];
        this.settledAfter = new boolean[plan.length()][];
    }

    /**
     * The boxes in the way of step {@code packed} in {@code box} (at most {@link #MAX}; MAX
     * too when no box can get there or every step is done).
     */
    int inTheWay(boolean[] box, int packed) {
        if (packed >= plan.length()) {
            return MAX;
        }
        this.box = box;
        this.settled = settledAfter(packed);
        if (round != null) {
            round.layout(box, packed, settled);
        }
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        Arrays.fill(filled, 0);
        int t = plan.target(packed);
        for (int d = 0; d < 4; d++) {
            reach(maze.step(t, d ^ 2), d, 0);
        }
        int best = MAX;
        for (int c = 0; c < best; c++) {
            int[] states = bucket[c];
            for (int k = 0; k < filled[c]; k++) {
                int state = states[k];
                if (cost[state] != c) {
                    continue; // reached more cheaply since
                }
                int s = state >>> 2;
                int d = state & 3;
                int man = maze.step(s, d ^ 2);
                if (box[s]) {
                    // this box can be brought to the step's square with these boxes moved
                    best = Math.min(best, c + (box[man] ? 1 : 0));
                    if (best == c) {
                        return c; // no state left costs less than c: nothing can beat it
                    }
                }
                int onS = c + (box[s] ? 1 : 0);
                if (onS >= MAX) {
                    continue;
                }
                for (int e = 0; e < 4; e++) {
                    // a box on p pushed in direction e lands on s; on from there in direction d
                    int p = maze.step(s, e ^ 2);
                    if (!pushable(p, e) || reachedFor(p * 4 + e, onS)) {
                        continue; // no walk round can make it cheaper: not asked
                    }
                    int manHere = e == d ? 0 : walkTo(s, e ^ 2, d ^ 2);
                    if (manHere != GoingRound.NEVER) {
                        reach(p, e, onS + manHere);
                    }
                }
            }
        }
        return best;
    }

    /**
     * The boxes the man passes from the square on side {@code fromSide} of {@code s} (where a
     * push onto it left him) to the one on side {@code toSide}, behind the box's next push: with
     * {@link #round}, his walk round the box; without, only a box on that square.
     * {@link GoingRound#NEVER} when he cannot get there.
     */
    private int walkTo(int s, int fromSide, int toSide) {
        if (round == null) {
            return box[maze.step(s, toSide)] ? 1 : 0;
        }
        return round.boxesPassed(s, fromSide, toSide);
    }

    /** Notes that a box on {@code p} pushed in direction {@code d} has {@code c} boxes in its way after it. */
    private void reach(int p, int d, int c) {
        if (c >= MAX || !pushable(p, d)) {
            return;
        }
        int state = p * 4 + d;
        if (stamp[state] != generation || c < cost[state]) {
            stamp[state] = generation;
            cost[state] = c;
            bucket[c][filled[c]++] = state;
        }
    }

    /** Whether {@code state} was reached already at a cost of {@code c} or less. */
    private boolean reachedFor(int state, int c) {
        return stamp[state] == generation && cost[state] <= c;
    }

    /** Whether a box on {@code p} can be pushed in direction {@code d}, the plan's boxes kept in place. */
    private boolean pushable(int p, int d) {
        if (p < 0 || box[p] && settled[p]) {
            return false;
        }
        int man = maze.step(p, d ^ 2);
        return man >= 0 && !(box[man] && settled[man]);
    }

    /** The squares a box stays on after {@code packed} steps ({@link PackingPlan#settled}). */
    private boolean[] settledAfter(int packed) {
        boolean[] squares = settledAfter[packed];
        if (squares == null) {
            squares = new boolean[maze.size];
            for (int s = 0; s < maze.size; s++) {
                squares[s] = plan.settled(s, packed);
            }
            settledAfter[packed] = squares;
        }
        return squares;
    }
}
