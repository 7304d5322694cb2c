package org.sokodb.difficulty;

/**
 * The ways of measuring how well a solution splits into two groups of boxes, on its switch graph
 * (the pushed boxes; the weight between two boxes counts the places where a push of one directly
 * follows a push of the other). {@code docs/difficulty.md} compares them; {@link #CHOSEN} is the
 * one that ranked best.
 */
public enum Decomposition {
    /** The global minimum cut (Stoer–Wagner): capped by any box pushed in one unbroken run. */
    MIN_CUT,
    /** The fewest switches of a split whose groups each hold at least a third of the pushed boxes. */
    THIRDS,
    /** The fewest switches of a split divided by the smaller group's number of boxes. */
    PER_BOX;

    /** The variant the estimator uses. */
    public static final Decomposition CHOSEN = THIRDS;
}
