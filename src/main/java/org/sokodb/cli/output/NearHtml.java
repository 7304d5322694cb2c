package org.sokodb.cli.output;

import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.near.Near;
import org.sokodb.catalog.near.NearMode;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.format.source.Sources;
import org.sokodb.render.DuplicateReport;
import org.sokodb.render.ReportGroup;
import org.sokodb.render.ReportMember;
import org.sokodb.render.ReportSummary;

/**
 * The HTML report of near-duplicates: every member drawn turned and aligned as it best
 * matches the group's first board, the squares where it differs outlined in red. (Plain
 * {@code dups} draws the boards as written; here the point is to see the difference.)
 */
public final class NearHtml {
    private final DuplicateReport report;
    private final List<ReportMember> members = new ArrayList<>();
    private String firstBoard;
    private int group = -1;

    private NearHtml(DuplicateReport report) {
        this.report = report;
    }

    /** The level {@code similar} was asked about, drawn first: the others are compared with it. */
    public record Asked(String id, StoredLevel level) {
    }

    /** Writes groups given as rows in group order (for {@code similar}, after the level asked about). */
    public static ReportSummary write(Path file, String scope, List<Near> rows, Optional<Asked> asked,
            boolean replace) {
        try (DuplicateReport report = DuplicateReport.create(file, scope, replace)) {
            NearHtml html = new NearHtml(report);
            for (Near n : rows) {
                html.add(n, asked);
            }
            html.flush();
            return report.finish();
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof FileAlreadyExistsException) {
                throw DupsHtml.failed(file, e);
            }
            throw new CommandFailedException("cannot write " + file + ": " + Sources.reason(e.getCause()), e);
        }
    }

    private void add(Near n, Optional<Asked> asked) {
        if (n.group() != group) {
            flush();
            group = n.group();
            firstBoard = asked.map(a -> a.level().board()).orElse(n.board());
            asked.ifPresent(a -> members.add(new ReportMember(a.id(), 1, "the level asked about", "",
                    a.level().exactId(), a.level().uniqueId(), "", a.level().board().lines().toList())));
        }
        members.add(member(n));
    }

    private ReportMember member(Near n) {
        Near.Turned turned = n.turnedTo(firstBoard)
                .orElseThrow(() -> new IllegalStateException("a stored board does not parse: " + n.exactId()));
        List<ReportMember.Square> marked = turned.differing().stream()
                .map(q -> new ReportMember.Square(q.x(), q.y())).toList();
        String relation = String.format(Locale.ROOT, "%s — %.1f %% alike", n.relation(), n.similarity());
        return new ReportMember(n.source(), n.index(), n.title(), n.author(), n.exactId(), n.uniqueId(), relation,
                turned.rows().lines().toList(), marked);
    }

    private void flush() {
        if (!members.isEmpty()) {
            report.add(new ReportGroup(Math.max(group, 1), members.get(0).uniqueId(), members));
            members.clear();
        }
    }

    /** What a page of {@code mode}'s groups shows, as its heading says it. */
    public static String scope(NearMode mode, double threshold) {
        return mode.scope(NearRows.percent(threshold));
    }
}
