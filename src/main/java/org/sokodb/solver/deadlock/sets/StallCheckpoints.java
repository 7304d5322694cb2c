package org.sokodb.solver.deadlock.sets;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * YASS's no-progress checkpoints (YASS.pas, version 2.142; the idea only): while a search makes
 * no progress it stays in one subtree, and the boxes it leaves alone there are often what holds
 * it. Every {@link #INTERVAL} positions without progress the position being expanded is handed
 * to {@link #checkpoint}, which proposes up to three candidate sets to {@link LearnedDeadlocks#candidate}
 * (proved dead by its checkpoints' proof, made as small as the proofs allow, never kept unproved):
 *
 * <ul>
 * <li>the <b>lazy boxes</b>: the position's boxes on the squares the search pushed a box from or
 *     onto least since the last checkpoint, the least first, as long as their pushes together are
 *     at most a hundredth of the interval's pushes (YASS counts the pushes of each box; a search
 *     that jumps between lines has no box numbers that follow the boxes, so the squares stand in);
 * <li>when those are not proved dead, the <b>whole position with the boxes the man can push back
 *     and forth peeled off</b>: a box he can push one square and then push back again is left out,
 *     and again with the man's area that leaves him, until no box is left out;
 * <li>when that is not proved either (or keeps more boxes than a set may hold), the <b>fences</b>
 *     of the peeled position: its boxes beside a floor square the man cannot reach.
 * </ul>
 *
 * Each candidate needs three boxes or more, one of them off a goal, and at most {@link
 * LearnedDeadlocks#MAX_BOXES}. A checkpoint starts a new interval: the counts are cleared.
 * Not safe for two threads at once (one per search).
 */
public final class StallCheckpoints {
    /** Positions without progress between two checkpoints (YASS's countdown). */
    public static final int INTERVAL = 10_000;
    /** A candidate's boxes at least (YASS's). */
    static final int MIN_BOXES = 3;

    private final Maze maze;
    private final LearnedDeadlocks learned;
    /** Pushes from or onto each square since the last checkpoint. */
    private final int[] pushes;
    private long intervalPushes;
    private final ManReach reach;
    private final ManReach after;
    /** The board the last {@link #peeled} left (its boxes kept). */
    private boolean[] peeledBoard;
    /** Checkpoints held, candidates tried, sets learned by them (for a measurement's log). */
    private int checkpoints;
    private int tried;
    private int proved;
    /** The boxes the peeled positions kept, fewest and most, how many kept more than a set may hold, and what the fences' candidates proved. */
    private int peeledFewest = Integer.MAX_VALUE;
    private int peeledMost;
    private int peeledTooMany;
    private int fenceTried;
    private int fenceProved;

    public StallCheckpoints(Maze maze, LearnedDeadlocks learned) {
        this.maze = maze;
        this.learned = learned;
        this.pushes = new int[maze.size];
        this.reach = new ManReach(maze);
        this.after = new ManReach(maze);
    }

    /** The search made a push of a box from {@code from} to {@code to}. */
    public void pushed(int from, int to) {
        pushes[from]++;
        pushes[to]++;
        intervalPushes++;
    }

    /**
     * A checkpoint at the position {@code box}, the man on {@code man}: its lazy boxes, then its
     * boxes less those the man can push back and forth, tried as deadlock sets; a new interval
     * begins. Returns whether a set was learned.
     */
    public boolean checkpoint(int man, boolean[] box) {
        checkpoints++;
        boolean found = tryCandidate(lazyBoxes(box), man) || tryCandidate(peeled(man, box), man) || tryFence(man);
        Arrays.fill(pushes, 0);
        intervalPushes = 0;
        return found;
    }

    /**
     * The position {@code box}, the man on {@code man}, less the boxes he can push back and forth,
     * tried as a deadlock set alone (a checkpoint's second candidate; the trace along a known
     * solution asks it of every position of the path). Returns whether a set was learned.
     */
    public boolean position(int man, boolean[] box) {
        return tryCandidate(peeled(man, box), man);
    }

    /**
     * "checkpoints 9, candidates 14, proved 3, peeled 12-20 boxes (4 over 16), fences 3 proved 1"
     * (for a measurement's log).
     */
    public String said() {
        return "checkpoints " + checkpoints + ", candidates " + tried + ", proved " + proved + ", peeled "
                + (peeledMost == 0 ? "-" : peeledFewest + "-" + peeledMost) + " boxes (" + peeledTooMany + " over "
                + LearnedDeadlocks.MAX_BOXES + "), fences " + fenceTried + " proved " + fenceProved;
    }

    /**
     * The third candidate, when the peeled position was not proved: of the boxes peeling kept (in
     * {@link #peeledBoard}), only those beside a floor square the man cannot reach, the fences of the
     * areas he is shut out of (YASS's flag for its whole-position candidate peels off the boxes that
     * fence no corral).
     */
    private boolean tryFence(int man) {
        int[] fence = fence(man, peeledBoard);
        if (fence == null) {
            return false;
        }
        fenceTried++;
        boolean found = tryCandidate(fence, man);
        fenceProved += found ? 1 : 0;
        return found;
    }

    /** The boxes of {@code board} beside a floor square the man on {@code man} cannot reach (diagonals included), or null when too few or too many. */
    int[] fence(int man, boolean[] board) {
        reach.fill(man, board);
        int[] kept = new int[maze.boxCount()];
        int k = 0;
        for (int s = 0; s < maze.size; s++) {
            if (board[s] && besideShutArea(s, board)) {
                kept[k++] = s;
            }
        }
        return k > LearnedDeadlocks.MAX_BOXES ? null : fit(Arrays.copyOf(kept, k));
    }

    /** Whether a floor square next to {@code s} (a diagonal one by either way round) holds no box and the man ({@link #reach}) cannot reach it. */
    private boolean besideShutArea(int s, boolean[] board) {
        for (int d = 0; d < 4; d++) {
            int t = maze.step(s, d);
            if (t < 0) {
                continue;
            }
            if (!board[t] && !reach.reached(t)) {
                return true;
            }
            int u = maze.step(t, (d + 1) & 3);
            if (u >= 0 && !board[u] && !reach.reached(u)) {
                return true;
            }
        }
        return false;
    }

    private boolean tryCandidate(int[] boxes, int man) {
        if (boxes == null) {
            return false;
        }
        tried++;
        boolean found = learned.candidate(boxes, man);
        if (found) {
            proved++;
        }
        return found;
    }

    /** The position's boxes pushed least since the last checkpoint (ascending squares), or null when too few. */
    int[] lazyBoxes(boolean[] box) {
        int n = 0;
        Integer[] order = new Integer[maze.boxCount()];
        for (int s = 0; s < maze.size; s++) {
            if (box[s]) {
                order[n++] = s;
            }
        }
        Arrays.sort(order, 0, n, (a, b) -> Integer.compare(pushes[a], pushes[b]));
        long allowed = intervalPushes / 100;
        long sum = 0;
        int k = 0;
        while (k < n && k < LearnedDeadlocks.MAX_BOXES && sum + pushes[order[k]] <= allowed) {
            sum += pushes[order[k]];
            k++;
        }
        int[] set = new int[k];
        for (int i = 0; i < k; i++) {
            set[i] = order[i];
        }
        return fit(set);
    }

    /** The position's boxes but those the man can push one square and back (ascending squares), or null when too few or too many. */
    int[] peeled(int man, boolean[] box) {
        boolean[] board = box.clone();
        peeledBoard = board;
        boolean peeling = true;
        while (peeling) {
            peeling = false;
            reach.fill(man, board);
            for (int s = 0; s < maze.size; s++) {
                if (board[s] && backAndForth(s, board)) {
                    board[s] = false;
                    peeling = true;
                    reach.fill(man, board);
                }
            }
        }
        int[] kept = new int[maze.boxCount()];
        int k = 0;
        for (int s = 0; s < maze.size; s++) {
            if (board[s]) {
                kept[k++] = s;
            }
        }
        peeledFewest = Math.min(peeledFewest, k);
        peeledMost = Math.max(peeledMost, k);
        peeledTooMany += k > LearnedDeadlocks.MAX_BOXES ? 1 : 0;
        return k > LearnedDeadlocks.MAX_BOXES ? null : fit(Arrays.copyOf(kept, k));
    }

    /** Whether the man ({@link #reach} filled) can push the box on {@code s} one square and then push it back. */
    private boolean backAndForth(int s, boolean[] board) {
        for (int d = 0; d < 4; d++) {
            int behind = maze.step(s, d ^ 2);
            int to = maze.step(s, d);
            if (behind < 0 || to < 0 || board[to] || !reach.reached(behind)) {
                continue;
            }
            int beyond = maze.step(to, d);
            if (beyond < 0 || board[beyond]) {
                continue;
            }
            board[s] = false;
            board[to] = true;
            after.fill(s, board);
            boolean back = after.reached(beyond);
            board[to] = false;
            board[s] = true;
            if (back) {
                return true;
            }
        }
        return false;
    }

    /** {@code set} sorted, when it has {@link #MIN_BOXES} boxes or more and one off a goal; else null. */
    private int[] fit(int[] set) {
        if (set.length < MIN_BOXES) {
            return null;
        }
        Arrays.sort(set);
        for (int s : set) {
            if (!maze.goal[s]) {
                return set;
            }
        }
        return null;
    }
}
