package org.sokodb.catalog.solutions;

/** What became of one solution handed in to be stored (the web server's POST, a level played to the end). */
public sealed interface SolutionOutcome {

    /**
     * Valid: stored, or already known ({@code added} false).
     *
     * @param solution the solution as the catalog keeps it (its metrics, where it came from):
     *     the row just written, or the one that already held these moves
     * @param carried how many duplicate levels received it too
     * @param detail the verifier's warnings (trimming, case), empty when none
     */
    public record Stored(String exactId, StoredSolution solution, boolean added, int carried, String detail)
            implements SolutionOutcome {
    }

    /** Not a solution of the level: the verifier's verdict and reason. */
    public record Rejected(String verdict, String reason) implements SolutionOutcome {
    }

    /** The catalog has no level with this Exact-Id. */
    public record NoSuchLevel(String exactId) implements SolutionOutcome {
    }
}
