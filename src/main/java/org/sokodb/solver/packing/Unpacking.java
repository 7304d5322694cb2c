package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The packing order found backwards, as YASS finds it: from the solved position, with the man
 * in his own area, boxes leave the goal room phase by phase. A box leaves only when the man can
 * pull it now, a start square is left for it (claimed once, {@link StartClaims}) and he can walk
 * home from where the pulls leave him; and no box leaves before he has seen every start square
 * (the gate: until then he only parks boxes, far from their goals, and his home moves with each
 * parking). Everything that can leave in a phase leaves together; a box whose way out is small
 * is parked first. The search backtracks over the parking choices only ({@link Parking}), within
 * a budget; it starts again from each other area of the man on the solved board, and when no
 * full order is found the boxes are peeled off the best partial order layer by layer.
 */
final class Unpacking {
    /** Parking choices the whole calculation may try (YASS's budget). */
    public static final int PARKING_TRIES = 512_000;
    /**
     * Pull searches the whole calculation may make, a budget of work that does not depend on the
     * machine (YASS bounds it by time): enough for every XSokoban level's order but two, where it
     * ends the search for a full order and the peel takes over.
     */
    static final long PULL_SEARCHES = 20_000;
    /** Levels with more floor squares get no order (its work grows with the square of the floor). */
    static final int MAX_FLOOR = 3_000;

    final Maze maze;
    final boolean gate;
    final PullArea pull;
    StartClaims claims;
    final ManReach reach;
    final int[][] goalPushes;
    final boolean[] present;
    final Targets targets;
    final boolean[] startSquare;
    final int endGame;
    final int largeArea;
    final Parking parking;
    /**
     * The squares no box from a start square can be pushed onto, the board empty: no box is
     * parked there (its box could never come; all false when parking anywhere is asked for).
     */
    final boolean[] unreached;
    int left;
    /** The area of the pull search of the last {@link #startFor} call. */
    private int lastArea;
    private Snapshot best;

    private Unpacking(Maze maze, boolean gate, int tries, boolean anyParking, boolean tunnels) {
        this.maze = maze;
        this.gate = gate;
        this.pull = new PullArea(maze);
        this.reach = new ManReach(maze);
        this.goalPushes = Distances.pushesTo(maze, maze.goals);
        this.present = new boolean[maze.size];
        this.targets = new Targets(2 * maze.goals.length + 1);
        this.startSquare = new boolean[maze.size];
        for (int s : maze.startBoxes) {
            startSquare[s] = true;
        }
        this.endGame = Math.round(0.15f * maze.goals.length);
        int live = 0;
        for (boolean d : Distances.dead(maze, goalPushes)) {
            live += d ? 0 : 1;
        }
        this.largeArea = Math.round(0.25f * live);
        this.unreached = anyParking ? new boolean[maze.size]
                : Distances.dead(maze, Distances.pullsTo(maze, maze.startBoxes));
        this.parking = new Parking(this, tries, tunnels);
    }

    /** The order of {@code maze} with YASS's settings; empty when the level has none (too few connected goals, too large, or not even the peel works). */
    public static Optional<PhaseOrder> of(Maze maze) {
        return of(maze, false);
    }

    /**
     * As {@link #of(Maze)}; with {@code anyParking} a box may also be parked where no box from a
     * start square can be pushed (the order before that was checked: {@link PhaseRules#anyParking}).
     */
    public static Optional<PhaseOrder> of(Maze maze, boolean anyParking) {
        return of(maze, anyParking, false);
    }

    /**
     * As {@link #of(Maze, boolean)}; with {@code tunnels} no box is parked in a one-wide tunnel
     * ({@link Parking#tunnelSquares}, {@link PhaseRules#tunnelParking}).
     */
    public static Optional<PhaseOrder> of(Maze maze, boolean anyParking, boolean tunnels) {
        if (!ConnectedGoals.enough(maze)) {
            return Optional.empty();
        }
        return compute(maze, true, PARKING_TRIES, anyParking, tunnels);
    }

    /** The order with the gate on or off and a budget of parking tries, whatever the count of connected goals. */
    public static Optional<PhaseOrder> compute(Maze maze, boolean gate, int tries) {
        return compute(maze, gate, tries, false);
    }

    /** As {@link #compute(Maze, boolean, int)}, parking anywhere the pulls reach with {@code anyParking}. */
    static Optional<PhaseOrder> compute(Maze maze, boolean gate, int tries, boolean anyParking) {
        return compute(maze, gate, tries, anyParking, false);
    }

    private static Optional<PhaseOrder> compute(Maze maze, boolean gate, int tries, boolean anyParking, boolean tunnels) {
        if (maze.size > MAX_FLOOR || maze.goals.length == 0) {
            return Optional.empty();
        }
        return new Unpacking(maze, gate, tries, anyParking, tunnels).run();
    }

    private Optional<PhaseOrder> run() {
        for (int home : homes()) {
            reset();
            boolean[] seen = new boolean[maze.startBoxes.length];
            for (int i = 0; i < seen.length; i++) {
                seen[i] = maze.goal[maze.startBoxes[i]];
            }
            if (step(1, home, seen)) {
                return Optional.of(targets.order(false));
            }
            if (parking.exhausted()) {
                break;
            }
        }
        return peel();
    }

    private void reset() {
        Arrays.fill(present, false);
        targets.clear();
        claims = new StartClaims(maze);
        for (int g : maze.goals) {
            present[g] = true;
            targets.add(g, 0, false);
            claims.addTarget(g);
        }
        left = maze.goals.length;
    }

    /** The man's areas on the solved board, his own first: one square of each. */
    private List<Integer> homes() {
        boolean[] goals = maze.goal.clone();
        goals[maze.startMan] = false;
        int[] area = new int[maze.size];
        int[] stack = new int[maze.size];
        List<Integer> homes = new ArrayList<>();
        homes.add(maze.startMan);
        maze.flood(maze.startMan, goals, area, 1, stack);
        for (int s = 0; s < maze.size; s++) {
            if (!goals[s] && area[s] == 0) {
                homes.add(s);
                maze.flood(s, goals, area, 1, stack);
            }
        }
        return homes;
    }

    /** One phase backwards from the man's home: parking, removal, or both in turn; whether the order was completed. */
    boolean step(int phase, int home, boolean[] seen) {
        if (left == 0) {
            return true;
        }
        if (parking.exhausted()) {
            return false;
        }
        if (best == null || left < best.left) {
            best = new Snapshot(present.clone(), targets.copy(), left, home, phase);
        }
        boolean[] now = look(home, seen);
        List<Integer> removal = new ArrayList<>();
        List<Integer> small = new ArrayList<>();
        if (!gate || all(now)) {
            candidates(home, removal, small);
        }
        if (!small.isEmpty() || removal.isEmpty()) {
            if (parking.park(phase, home, now, small.isEmpty() ? null : small)) {
                return true;
            }
            removal.addAll(small); // their parking failed: they leave after all
        }
        return remove(phase, home, now, removal);
    }

    /** What the man sees from home: the start squares seen so far, and those he reaches or whose box he touches. */
    private boolean[] look(int home, boolean[] seen) {
        boolean[] now = seen.clone();
        reach.fill(home, present);
        for (int i = 0; i < now.length; i++) {
            int s = maze.startBoxes[i];
            if (now[i]) {
                continue;
            }
            if (!present[s]) {
                now[i] = reach.reached(s);
                continue;
            }
            for (int d = 0; d < 4 && !now[i]; d++) {
                now[i] = reach.reached(maze.step(s, d));
            }
        }
        return now;
    }

    private static boolean all(boolean[] seen) {
        for (boolean b : seen) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

    /** The boxes that may leave now, into {@code removal} or, when their way out is small, {@code small}. */
    private void candidates(int home, List<Integer> removal, List<Integer> small) {
        boolean goalsHeld = false;
        boolean allOnStarts = true;
        for (int t = 0; t < targets.size(); t++) {
            if (targets.waiting(t)) {
                goalsHeld |= !targets.parking(t);
                allOnStarts &= startSquare[targets.square(t)];
            }
        }
        reach.fill(home, present);
        List<Integer> pullable = new ArrayList<>();
        for (int t = 0; t < targets.size(); t++) {
            if (!targets.waiting(t) || (targets.parking(t) && goalsHeld)) {
                continue; // parked boxes wait until the goals are empty
            }
            int s = targets.square(t);
            if (pullableNow(s) || (startSquare[s] && allOnStarts)) {
                pullable.add(t);
            }
        }
        for (int t : pullable) {
            if (startFor(t, home) < 0) {
                continue;
            }
            if (lastArea >= largeArea || left <= endGame || targets.parking(t)) {
                removal.add(t);
            } else {
                small.add(t);
            }
        }
    }

    /** Whether the man, in {@link #reach}, can pull the box on {@code s} one square now. */
    boolean pullableNow(int s) {
        for (int d = 0; d < 4; d++) {
            int man = maze.step(s, d);
            int behind = man == Maze.NONE ? Maze.NONE : maze.step(man, d);
            if (behind != Maze.NONE && !present[man] && !present[behind] && reach.reached(man)) {
                return true;
            }
        }
        return false;
    }

    /** Every box of {@code removal} that still finds a start square leaves in phase {@code phase}; then the next phase. */
    private boolean remove(int phase, int home, boolean[] seen, List<Integer> removal) {
        List<int[]> gone = new ArrayList<>();
        for (int t : removal) {
            int start = startFor(t, home);
            if (start < 0) {
                continue;
            }
            claims.claim(start);
            targets.setPhase(t, phase);
            present[targets.square(t)] = false;
            left--;
            gone.add(new int[] {t, start});
        }
        if (gone.isEmpty()) {
            return false;
        }
        if (step(phase + 1, home, seen)) {
            return true;
        }
        for (int k = gone.size() - 1; k >= 0; k--) {
            int[] g = gone.get(k);
            claims.release(g[1]);
            targets.setPhase(g[0], 0);
            present[targets.square(g[0])] = true;
            left++;
        }
        return false;
    }

    /**
     * The start square the box of target {@code t} would leave for (a start index), or -1: an
     * unclaimed one it can be pulled to, at least 3 squares away (Manhattan) unless in the end
     * game, or its own square when it is a goal on a start square; the man must walk home from
     * where the pulls leave him (but for the last box); the largest value of {@link StartClaims}.
     */
    int startFor(int t, int home) {
        int from = targets.square(t);
        lastArea = pull.search(from, present, home);
        boolean end = left <= endGame;
        boolean[] waiting = targets.waitingMarks();
        int best = -1;
        int bestValue = -1;
        int w = maze.board.width();
        for (int i = 0; i < maze.startBoxes.length; i++) {
            int s = maze.startBoxes[i];
            if (claims.claimed(i)) {
                continue;
            }
            if (s == from) {
                if (targets.parking(t)) {
                    continue;
                }
            } else {
                int a = maze.square[s];
                int b = maze.square[from];
                int manhattan = Math.abs(a % w - b % w) + Math.abs(a / w - b / w);
                if (pull.pulls[s] == PullArea.FAR || (!end && manhattan < 3)) {
                    continue;
                }
                if (left > 1 && pull.sideHome(from, s, present, home) < 0) {
                    continue;
                }
            }
            int value = claims.value(i, waiting);
            if (value > bestValue) {
                best = i;
                bestValue = value;
            }
        }
        return best;
    }

    /** A parking square for the box of goal target {@code goal}, emptied in phase {@code phase}: its new target's number. */
    int parkOn(int goal, int square, int phase, boolean smallArea) {
        targets.setPhase(goal, phase);
        present[targets.square(goal)] = false;
        present[square] = true;
        targets.add(square, phase, smallArea);
        claims.addTarget(square);
        return targets.size() - 1;
    }

    /** Takes back {@link #parkOn}. */
    void unpark(int goal, int square) {
        claims.removeLastTarget();
        targets.removeLast();
        present[square] = false;
        present[targets.square(goal)] = true;
        targets.setPhase(goal, 0);
    }

    /** When no full order was found: the boxes of the best partial order peeled off by plain pulls, a layer a phase. */
    private Optional<PhaseOrder> peel() {
        if (best == null) {
            return Optional.empty();
        }
        System.arraycopy(best.present, 0, present, 0, present.length);
        targets.restore(best.targets);
        left = best.left;
        int phase = best.phase;
        while (left > 0) {
            reach.fill(best.home, present);
            List<Integer> layer = new ArrayList<>();
            for (int t = 0; t < targets.size(); t++) {
                if (targets.waiting(t) && pullableNow(targets.square(t))) {
                    layer.add(t);
                }
            }
            if (layer.isEmpty()) {
                return Optional.empty();
            }
            for (int t : layer) {
                targets.setPhase(t, phase);
                present[targets.square(t)] = false;
                left--;
            }
            phase++;
        }
        return Optional.of(targets.order(true));
    }

    /** The state of the best partial order, for the peel. */
    private record Snapshot(boolean[] present, Targets.Copy targets, int left, int home, int phase) {
    }
}
