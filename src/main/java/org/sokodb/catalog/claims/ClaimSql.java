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

    /**
     * The end of a query of the groups that want a run (a level of the group as {@code l}): a
     * group of the run's sources, every group with {@code :allSources}, else one with a member
     * in {@code :collections}.
     */
    public static final String IN_SOURCES = """
              AND (CAST(:allSources AS BOOLEAN)
                   OR EXISTS (SELECT 1 FROM level m JOIN occurrence om ON om.level_id = m.id
                              WHERE m.unique_id = l.unique_id AND om.collection_id = ANY(:collections)))
            """;

    private ClaimSql() {
    }
}
