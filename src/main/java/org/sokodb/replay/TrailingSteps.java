package org.sokodb.replay;

/** What a replay does with steps that come after the level is already solved. */
public enum TrailingSteps {
    /** They make the solution illegal (strict checking, the default). */
    REFUSE,
    /** They are cut off; the result says how many were. */
    TRIM
}
