package org.sokodb.cli;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.work.HeldClaims;
import org.sokodb.catalog.front.work.SolvingStanding;
import org.sokodb.catalog.front.work.SolvingStatus;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code solve --catalog --status}: where the catalog's solving stands, for a team of workers
 * sharing it. One row per state: {@code groups} (Unique-Id groups with a playable level),
 * {@code solved} (a member has a solution, imported or found), {@code found} (solved by
 * {@code solve --catalog}), the last attempt's {@code unsolvable}, {@code timeout},
 * {@code memory} and {@code failed}, and one {@code claimed} row per worker holding claims now,
 * with the moment they lapse unless it renews them.
 */
final class SolveStatus {
    private SolveStatus() {
    }

    static int call(SolveCommand command) {
        CommandLine cl = command.spec.commandLine();
        if (!command.catalog) {
            throw new ParameterException(cl, "--status goes with --catalog");
        }
        if (!command.paths.isEmpty()) {
            throw new ParameterException(cl, "--catalog --status reads the catalog: give no PATH with it");
        }
        try (OpenCatalog catalog = command.catalogOption.openExisting()) {
            SolvingStatus status = catalog.queries().solvingStatus();
            SolvingStanding s = status.standing();
            try (TableWriter table = TableWriter.create(cl.getOut(), command.json, "state", "groups", "worker", "until")) {
                table.row("groups", s.groups(), "", "");
                table.row("solved", s.withSolution(), "", "");
                table.row("found", s.solvedBySearch(), "", "");
                table.row("unsolvable", s.unsolvable(), "", "");
                table.row("timeout", s.timeout(), "", "");
                table.row("memory", s.memory(), "", "");
                table.row("failed", s.failed(), "", "");
                for (HeldClaims h : status.claims()) {
                    table.row("claimed", h.groups(), h.worker(), instant(h.until()));
                }
            }
        }
        return ExitCodes.OK;
    }

    /** A moment as UTC to the second: 2026-11-23T07:10:04Z. */
    static String instant(OffsetDateTime t) {
        return DateTimeFormatter.ISO_INSTANT.format(t.withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS));
    }
}
