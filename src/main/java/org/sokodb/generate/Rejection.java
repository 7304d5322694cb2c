package org.sokodb.generate;

/** Why a candidate was not kept, in the order the checks run. */
public enum Rejection {
    DEGENERATE("not a level (already solved, or a box the man cannot reach)"),
    DUPLICATE_IN_BATCH("duplicate of an earlier candidate of this run"),
    DUPLICATE_IN_CATALOG("duplicate of a catalog level"),
    UNSOLVED_IN_TIME("not solved within the time limit"),
    UNSOLVABLE("unsolvable"),
    TOO_FEW_BOX_LINES("too few box lines"),
    OTHER_BAND("of another difficulty band (--band)");

    private final String description;

    Rejection(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
