package org.sokodb.generate;

/** Which box the next push or pull moves (the seed's box selection strategies). */
public enum BoxSelection {
    /** Any box, uniformly at random. */
    RANDOM,
    /**
     * A box moved least often so far (ties at random). The seed found it weak: a box that
     * cannot move keeps its zero count and is chosen again and again.
     */
    LEAST_PUSHED,
    /** The boxes one after another, round and round: every box moves about as often. */
    IN_ORDER;

    /** The name as the command line and the notes spell it. */
    public String label() {
        return Labels.of(this);
    }
}
