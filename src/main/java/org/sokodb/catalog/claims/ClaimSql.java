package org.sokodb.catalog.claims;

/**
 * The SQL the two claim tables share ({@code solve_claim}, {@code optimize_claim}: one row per
 * group a worker holds, until a time), written once for {@code catalog.solving.SolveDao} and
 * {@code catalog.optimizing.OptimizeDao}.
 */
public final class ClaimSql {
    /** The end of a claim taken or renewed now for {@code :seconds}. */
    public static final String UNTIL = "CURRENT_TIMESTAMP + CAST(:seconds AS INTEGER) * INTERVAL '1 second'";
    /** The live claims of a claim table, counted by worker: the claim table follows. */
    public static final String HELD = "SELECT claimed_by AS worker, COUNT(*) AS groups, MAX(claimed_until) AS until FROM ";

    private ClaimSql() {
    }
}
