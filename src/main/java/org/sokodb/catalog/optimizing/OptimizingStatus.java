package org.sokodb.catalog.optimizing;

import java.util.List;

import org.sokodb.catalog.claims.HeldClaims;

/**
 * Where the catalog's optimizing stands ({@code optimize --catalog --status}): the Unique-Id
 * groups with a solution (what there is to optimize), and per metric the groups optimized, the
 * groups whose last optimization stored an improvement, those proved optimal, and the live
 * claims by worker.
 */
public record OptimizingStatus(long groupsWithSolution, List<InMetric> metrics) {
    public OptimizingStatus {
        metrics = List.copyOf(metrics);
    }

    /** One metric's standing: {@code moves} or {@code pushes}. */
    public record InMetric(String metric, long optimized, long improved, long proved, List<HeldClaims> claims) {
        public InMetric {
            claims = List.copyOf(claims);
        }
    }
}
