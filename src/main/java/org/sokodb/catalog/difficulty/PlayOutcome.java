package org.sokodb.catalog.difficulty;

/** What became of one play handed in to be recorded ({@link Plays#record}). */
public sealed interface PlayOutcome {

    /**
     * Kept: one more row of the level's plays.
     *
     * @param moves the moves of the solution played (steps after the solved position trimmed)
     * @param estimator the estimator version recorded with it
     * @param plays the plays of the level's group now kept, this one included
     */
    record Recorded(String exactId, String uniqueId, int moves, int pushes, long timeMillis, int undos, int restarts,
            String estimator, long plays) implements PlayOutcome {
    }

    /** The moves do not solve the level: the verifier's verdict and reason. Nothing kept. */
    record Rejected(String verdict, String reason) implements PlayOutcome {
    }

    /**
     * Not kept because the catalog keeps no more: the level has {@link Plays#MAX_PER_LEVEL}
     * plays, or the catalog {@link Plays#MAX_PLAYS}; {@code reason} says which.
     */
    record Full(String reason) implements PlayOutcome {
    }

    /** The catalog has no level with this Exact-Id. */
    record NoSuchLevel(String exactId) implements PlayOutcome {
    }
}
