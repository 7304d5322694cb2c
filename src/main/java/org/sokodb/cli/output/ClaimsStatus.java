package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.util.List;

import org.sokodb.catalog.front.work.HeldClaims;
import org.sokodb.catalog.front.work.SolvingStanding;
import org.sokodb.catalog.front.work.SolvingStatus;
import org.sokodb.cli.terminal.TableWriter;

/**
 * Where a team of workers sharing a catalog stands ({@code solve --catalog --status}): one row
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

    private static void claimed(TableWriter table, List<HeldClaims> claims) {
        for (HeldClaims h : claims) {
            table.row("claimed", h.groups(), h.worker(), h.untilUtc());
        }
    }
}
