package org.sokodb.difficulty;

/**
 * What the walks of a simulated person ({@link PersonWalk}) give a level: the median of the pushes
 * each walk made until the level was solved (restarts included; {@code cap} for a walk not
 * solved within it), the median of its restarts, how many of the walks solved the level, and the
 * pushes made over every walk (the cost, the same on any machine).
 */
public record WalkResult(long pushes, long restarts, int solvedWalks, int walks, long cap, long pushesWalked) {
    /** Whether the median walk did not solve the level within the cap: its value is the cap, a bound. */
    public boolean capped() {
        return pushes >= cap;
    }
}
