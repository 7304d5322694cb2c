package org.sokodb.solver.packing.plan;

import java.util.Arrays;

import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * The cheapest way for some box to reach a square, counted in the boxes that stand in it: a
 * relaxation of the game in which a box in the way of the moving box, or of the man, may be
 * lifted for a cost of one. The boxes it lifts on the cheapest way are the ones to move first
 * (the packing-order search's clearing moves); a way of cost 0 says the square may be reached
 * as the boxes stand.
 *
 * <p>First the man: how many boxes he must lift to walk to each square (a 0-1 breadth-first
 * search from where he stands). Then the box, by states of its square and the side the man
 * stands on: it starts from a side for what the man's walk there costs; a push away from the
 * man onto a square with a box costs one; the man goes round to another side of it when the
 * bare floor joins the two sides with the box in place, for what reaching that side costs more
 * than reaching the one he is on (a lower bound on his walk round, by the triangle inequality).
 * Fixed boxes (those the plan keeps in place) and dead squares are never entered.
 *
 * <p>The pair deadlock table says which box may fill the square from each side: a box whose
 * last push leaves the man there makes a pair deadlock with the others it names (partners), so
 * every partner but the box that fills it must leave first; each counts one and is lifted.
 */
final class BoxWay {
    private static final int UNSEEN = Integer.MAX_VALUE;
    private static final int ANY = -1;

    private final Maze maze;
    private final boolean[] dead;
    private final PairDeadlocks pairs;
    /** {@code around[s * 16 + a * 4 + b]}: sides a and b of a box on s are joined on the bare floor. */
    private final boolean[] around;
    /** The man's cost to each square, and the square he came from. */
    private final int[] manCost;
    private final int[] manPred;
    private final int[] deque;
    /** Per box state ({@code s * 4 + m}): its cost, the state before, the square of the box that started the way. */
    private final int[] cost;
    private final int[] pred;
    private final int[] origin;
    /** Dial's buckets of box states by cost. */
    private int[][] buckets = new int[8][64];
    private int[] bucketSize = new int[8];
    /** Per side of the target: its partners (boxes that must leave before a box fills it from there), and how many. */
    private final int[][] partners = new int[4][];
    private final int[] partnerCount = new int[4];
    private final int[] obstacles;
    private final boolean[] lifted;
    private int obstacleCount;

    BoxWay(Maze maze, boolean[] dead, PairDeadlocks pairs) {
        this.maze = maze;
        this.dead = dead;
        this.pairs = pairs;
        this.around = sides(maze);
        this.manCost = new int[maze.size];
        this.manPred = new int[maze.size];
        this.deque = new int[2 * maze.size + 1];
        this.cost = new int[4 * maze.size];
        this.pred = new int[4 * maze.size];
        this.origin = new int[4 * maze.size];
        for (int m = 0; m < 4; m++) {
            partners[m] = new int[maze.size];
        }
        this.obstacles = new int[maze.size];
        this.lifted = new boolean[maze.size];
    }

    /** Which sides of each square are joined round a box on it, on the bare floor. */
    private static boolean[] sides(Maze maze) {
        boolean[] around = new boolean[maze.size * 16];
        int[] seen = new int[maze.size];
        int[] stack = new int[maze.size];
        boolean[] box = new boolean[maze.size];
        int mark = 0;
        for (int s = 0; s < maze.size; s++) {
            box[s] = true;
            for (int a = 0; a < 4; a++) {
                int from = maze.step(s, a);
                if (from < 0) {
                    continue;
                }
                mark++;
                maze.flood(from, box, seen, mark, stack);
                for (int b = 0; b < 4; b++) {
                    int to = maze.step(s, b);
                    around[s * 16 + a * 4 + b] = to >= 0 && seen[to] == mark;
                }
            }
            box[s] = false;
        }
        return around;
    }

    /**
     * The fewest boxes to lift so that some box not {@code fixed} reaches {@code target}, the
     * man starting on {@code man}; {@link Integer#MAX_VALUE} when none can even so. {@code box}
     * shows the boxes, {@code fixed} the squares of those that must not move. The lifted boxes of
     * one cheapest way are then {@link #obstacle(int)}.
     */
    int cheapest(boolean[] box, boolean[] fixed, int man, int target) {
        obstacleCount = 0;
        walkMan(box, fixed, man);
        partners(box, target);
        int size = maze.size;
        Arrays.fill(cost, UNSEEN);
        Arrays.fill(bucketSize, 0);
        for (int b = 0; b < size; b++) {
            if (!box[b] || fixed[b] || !mayFill(b)) {
                continue;
            }
            for (int m = 0; m < 4; m++) {
                int side = maze.step(b, m);
                if (side >= 0 && !fixed[side] && manCost[side] != UNSEEN) {
                    int state = b * 4 + m;
                    if (manCost[side] < cost[state]) {
                        cost[state] = manCost[side];
                        pred[state] = -1;
                        origin[state] = b;
                        add(manCost[side], state);
                    }
                }
            }
        }
        int best = UNSEEN;
        int bestState = -1;
        for (int c = 0; c < bucketSize.length && c < best; c++) {
            for (int k = 0; k < bucketSize[c]; k++) {
                int state = buckets[c][k];
                if (cost[state] != c) {
                    continue; // lowered since
                }
                int s = state >>> 2;
                int m = state & 3;
                if (s == target) {
                    int total = c + partnersLeft(m, origin[state]);
                    if (total < best) {
                        best = total;
                        bestState = state;
                    }
                    continue;
                }
                int ahead = maze.step(s, m ^ 2);
                if (ahead >= 0 && !fixed[ahead] && !dead[ahead]) {
                    lower(ahead * 4 + m, c + (box[ahead] && ahead != origin[state] ? 1 : 0), state);
                }
                for (int other = 0; other < 4; other++) {
                    int side = maze.step(s, other);
                    if (other == m || side < 0 || fixed[side] || !around[s * 16 + m * 4 + other]
                            || manCost[side] == UNSEEN) {
                        continue;
                    }
                    // his walk costs at least what reaching that side costs more than reaching this one,
                    // and more than the boxes lifted so far (a path to it lifts at least manCost of them)
                    int here = Math.min(manCost[maze.step(s, m)], c);
                    int more = Math.max(0, manCost[side] - here);
                    lower(s * 4 + other, c + more, state);
                }
            }
        }
        if (bestState < 0) {
            return Integer.MAX_VALUE;
        }
        collect(bestState, box);
        blockers(box, fixed);
        return best;
    }

    /**
     * Adds the blockers of the lifted boxes that cannot be pushed as things stand: for each, the
     * boxes ahead of it, behind it and on the man's walk behind it, in the direction that lifts
     * fewest; and so on for those in turn.
     */
    private void blockers(boolean[] box, boolean[] fixed) {
        for (int k = 0; k < obstacleCount; k++) {
            int x = obstacles[k];
            int bestDirection = -1;
            int fewest = UNSEEN;
            for (int d = 0; d < 4; d++) {
                int ahead = maze.step(x, d);
                int behind = maze.step(x, d ^ 2);
                if (ahead < 0 || behind < 0 || dead[ahead] || fixed[ahead] || fixed[behind]
                        || manCost[behind] == UNSEEN) {
                    continue;
                }
                int lifts = (box[ahead] ? 1 : 0) + manCost[behind];
                if (lifts < fewest) {
                    fewest = lifts;
                    bestDirection = d;
                }
            }
            if (fewest == 0 || bestDirection < 0) {
                continue; // it can be pushed now, or never
            }
            int ahead = maze.step(x, bestDirection);
            if (box[ahead]) {
                lift(ahead);
            }
            liftOnWalk(maze.step(x, bestDirection ^ 2), box);
        }
    }

    /** The man's walk: {@link #manCost} of each square, lifting a box for one. */
    private void walkMan(boolean[] box, boolean[] fixed, int man) {
        Arrays.fill(manCost, UNSEEN);
        int capacity = deque.length;
        int head = 0;
        int tail = 0;
        manCost[man] = 0;
        manPred[man] = -1;
        deque[tail++] = man;
        while (head != tail) {
            int u = deque[head];
            head = head + 1 == capacity ? 0 : head + 1;
            int c = manCost[u];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(u, d);
                if (t < 0 || fixed[t]) {
                    continue;
                }
                int w = box[t] ? 1 : 0;
                if (c + w < manCost[t]) {
                    manCost[t] = c + w;
                    manPred[t] = u;
                    if (w == 0) {
                        head = head == 0 ? capacity - 1 : head - 1;
                        deque[head] = t;
                    } else {
                        deque[tail] = t;
                        tail = tail + 1 == capacity ? 0 : tail + 1;
                    }
                }
            }
        }
    }

    /** The partners of each side of {@code target}: boxes in a pair deadlock with a box filling it from there. */
    private void partners(boolean[] box, int target) {
        for (int m = 0; m < 4; m++) {
            int side = maze.step(target, m);
            int before = side < 0 ? -1 : maze.step(side, m); // the man's square before the last push
            partnerCount[m] = before < 0 ? -1 : 0; // -1: no last push leaves the man there
            for (int c = 0; c < maze.size && partnerCount[m] >= 0; c++) {
                if (box[c] && c != side && pairs.isDeadlock(target, c, side)) {
                    partners[m][partnerCount[m]++] = c;
                }
            }
        }
    }

    /** Whether the box on {@code b} can fill the target from some side (its partners aside). */
    private boolean mayFill(int b) {
        for (int m = 0; m < 4; m++) {
            if (partnerCount[m] >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The partners of side {@code m} that must leave when the box from {@code from} fills the target; a lot when none may. */
    private int partnersLeft(int m, int from) {
        if (partnerCount[m] < 0) {
            return UNSEEN / 2;
        }
        int left = partnerCount[m];
        for (int k = 0; k < partnerCount[m]; k++) {
            if (partners[m][k] == from) {
                left--;
            }
        }
        return left;
    }

    private void lower(int state, int c, int from) {
        if (c < cost[state]) {
            cost[state] = c;
            pred[state] = from;
            origin[state] = origin[from];
            add(c, state);
        }
    }

    private void add(int c, int state) {
        if (c >= bucketSize.length) {
            int length = Math.max(c + 1, 2 * bucketSize.length);
            buckets = Arrays.copyOf(buckets, length);
            bucketSize = Arrays.copyOf(bucketSize, length);
        }
        if (buckets[c] == null) {
            buckets[c] = new int[64];
        } else if (bucketSize[c] == buckets[c].length) {
            buckets[c] = Arrays.copyOf(buckets[c], 2 * buckets[c].length);
        }
        buckets[c][bucketSize[c]++] = state;
    }

    /**
     * The boxes lifted on the way that ends in {@code state}: pushed onto, on the man's walks to
     * the sides he starts from or goes round to, and the partners that must leave.
     */
    private void collect(int state, boolean[] box) {
        Arrays.fill(lifted, false);
        int m = state & 3;
        int from = origin[state];
        for (int k = 0; k < partnerCount[m]; k++) {
            if (partners[m][k] != from) {
                lift(partners[m][k]);
            }
        }
        for (int at = state; at >= 0; at = pred[at]) {
            int before = pred[at];
            int s = at >>> 2;
            if (before < 0) {
                liftOnWalk(maze.step(s, at & 3), box);
            } else if (cost[at] > cost[before]) {
                if (before >>> 2 == s) {
                    liftOnWalk(maze.step(s, at & 3), box); // went round
                } else if (box[s]) {
                    lift(s); // pushed onto
                }
            }
        }
    }

    /** Lifts the boxes on the man's cheapest walk to {@code square}. */
    private void liftOnWalk(int square, boolean[] box) {
        for (int u = square; u >= 0 && manCost[u] > 0; u = manPred[u]) {
            if (box[u]) {
                lift(u);
            }
        }
    }

    private void lift(int square) {
        if (!lifted[square]) {
            lifted[square] = true;
            obstacles[obstacleCount++] = square;
        }
    }

    /** How many boxes the last cheapest way lifted. */
    int obstacles() {
        return obstacleCount;
    }

    /** The square of the {@code k}-th box the last cheapest way lifted. */
    int obstacle(int k) {
        return obstacles[k];
    }
}
