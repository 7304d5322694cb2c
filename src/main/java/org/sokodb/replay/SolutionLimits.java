package org.sokodb.replay;

/**
 * Bounds on solutions, so a hostile or broken move text ends in a "malformed" verdict,
 * not an OutOfMemoryError. The longest published solutions have some 50,000 moves.
 */
public final class SolutionLimits {
    /** Most steps a solution may have once its run-length encoding is expanded. */
    public static final int MAX_STEPS = 1_000_000;
    /** Deepest nesting of RLE groups; real files nest two or three deep. */
    public static final int MAX_GROUP_DEPTH = 64;
    /**
     * Most characters of move text read for one solution (one line of a solution file):
     * space for {@link #MAX_STEPS} steps with generous whitespace.
     */
    public static final int MAX_TEXT_CHARS = 4 * MAX_STEPS;

    private SolutionLimits() {
    }
}
