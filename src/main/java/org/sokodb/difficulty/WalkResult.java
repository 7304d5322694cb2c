package org.sokodb.difficulty;

import java.util.Arrays;

/**
 * What the walks of a simulated person ({@link PersonWalk}) give a level: the median of the pushes
 * each walk made until the level was solved (restarts included; {@code cap} for a walk not
 * solved within it), the median of its restarts, how many of the walks solved the level, the
 * pushes made over every walk (the cost, the same on any machine), and how far the walks got: the
 * median of the graded value ({@code graded}: a solved walk's pushes, a capped walk's cap plus the
 * cap times its shortfall, so that it grows from "solved quickly" through "solved at the cap" to
 * "never came nearer the goals"), of the shortfall (the smallest distance to the goals a walk
 * reached, in thousandths of the start's: 0 when solved, at least 1 when not) and of the most
 * boxes on goals at once.
 */
public record WalkResult(long pushes, long restarts, int solvedWalks, int walks, long cap, long pushesWalked,
        long graded, int shortfall, int mostOnGoals) {
    /**
     * The medians of walks, each {pushes until solved (the cap when not solved), restarts,
     * shortfall in thousandths, the most boxes on goals at once} as {@link PersonWalk} makes them.
     */
    static WalkResult ofWalks(long[][] each, long cap, long pushesWalked) {
        int w = each.length;
        long[][] column = new long[5][w];
        int solved = 0;
        for (int i = 0; i < w; i++) {
            long[] one = each[i];
            boolean done = one[0] < cap;
            column[0][i] = one[0];
            column[1][i] = one[1];
            column[2][i] = done ? one[0] : cap + Math.round(cap * (double) one[2] / PersonWalk.PER_MILLE);
            column[3][i] = one[2];
            column[4][i] = one[3];
            solved += done ? 1 : 0;
        }
        return new WalkResult(median(column[0]), median(column[1]), solved, w, cap, pushesWalked, median(column[2]),
                (int) median(column[3]), (int) median(column[4]));
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Whether the median walk did not solve the level within the cap: its value is the cap, a bound. */
    public boolean capped() {
        return pushes >= cap;
    }
}
