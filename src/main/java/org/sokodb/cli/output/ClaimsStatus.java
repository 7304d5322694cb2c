package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.util.List;

import org.sokodb.catalog.claims.HeldClaims;
import org.sokodb.catalog.optimizing.OptimizingStatus;
import org.sokodb.catalog.solving.SolvingStanding;
import org.sokodb.catalog.solving.SolvingStatus;
import org.sokodb.cli.terminal.TableWriter;

/**
 * Where a team of workers sharing a catalog stands ({@code solve --catalog --status},
 * {@code optimize --catalog --status}): one row
 * per state with its count of Unique-Id groups, then one {@code claimed} row per worker holding
 * claims now, with the moment they lapse unless it renews them ({@code state groups worker
 * until}).
 */
public final class ClaimsStatus {
    private ClaimsStatus() {
    }

    /**
     * {@code solve}'s states: {@code groups} (with a playable level), {@code solved} (a member
     * has a solution, imported or found), {@code found} (solved by {@code solve --catalog}), the
     * last attempt's {@code unsolvable}, {@code timeout}, {@code memory} and {@code failed}.
     */
    public static void solving(PrintWriter out, boolean json, SolvingStatus status) {
        SolvingStanding s = status.standing();
        try (TableWriter table = TableWriter.create(out, json, "state", "groups", "worker", "until")) {
            table.row("groups", s.groups(), "", "");
            table.row("solved", s.withSolution(), "", "");
            table.row("found", s.solvedBySearch(), "", "");
            table.row("unsolvable", s.unsolvable(), "", "");
            table.row("timeout", s.timeout(), "", "");
            table.row("memory", s.memory(), "", "");
            table.row("failed", s.failed(), "", "");
            claimed(table, status.claims());
        }
    }

    /**
     * {@code optimize}'s states ({@code state metric groups worker until}): {@code groups} (with
     * a solution: what there is to optimize), then per metric {@code optimized} (the groups with
     * an attempt in it), {@code improved} (the last attempt stored a better solution),
     * {@code proved} (the last attempt proved its result optimal) and one {@code claimed} row per
     * worker holding claims in it now.
     */
    public static void optimizing(PrintWriter out, boolean json, OptimizingStatus status) {
        try (TableWriter table = TableWriter.create(out, json, "state", "metric", "groups", "worker", "until")) {
            table.row("groups", "", status.groupsWithSolution(), "", "");
            for (OptimizingStatus.InMetric m : status.metrics()) {
                table.row("optimized", m.metric(), m.optimized(), "", "");
                table.row("improved", m.metric(), m.improved(), "", "");
                table.row("proved", m.metric(), m.proved(), "", "");
                for (HeldClaims h : m.claims()) {
                    table.row("claimed", m.metric(), h.groups(), h.worker(), h.untilUtc());
                }
            }
        }
    }

    private static void claimed(TableWriter table, List<HeldClaims> claims) {
        for (HeldClaims h : claims) {
            table.row("claimed", h.groups(), h.worker(), h.untilUtc());
        }
    }
}
