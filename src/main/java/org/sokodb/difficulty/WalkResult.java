package org.sokodb.difficulty;

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
    /** Whether the median walk did not solve the level within the cap: its value is the cap, a bound. */
    public boolean capped() {
        return pushes >= cap;
    }
}
