package org.sokodb.replay;

import java.util.Locale;

/** What a check says about one solution, as printed in the {@code verdict} column. */
public enum SolutionStatus {
    /** Legal at every step, every box on a goal after the last step. */
    VALID,
    /** Legal at every step, but boxes are still off goals at the end (what a saved game is). */
    UNSOLVED,
    /** Some step cannot be played: into a wall, a blocked push, a step after the level was solved. */
    ILLEGAL,
    /** The text is not plain Sokoban LURD (unknown characters, reverse mode, Multiban, over the limits). */
    MALFORMED,
    /** There is no solution for the level at all. */
    MISSING;

    /** The lower-case word used in output: {@code valid}, {@code unsolved}, … */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
