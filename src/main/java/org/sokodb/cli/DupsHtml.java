package org.sokodb.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.catalog.DuplicateMember;
import org.sokodb.catalog.Duplicates;
import org.sokodb.format.Sources;
import org.sokodb.render.DuplicateReport;
import org.sokodb.render.GroupAssembler;
import org.sokodb.render.ReportMember;
import org.sokodb.render.ReportSummary;

/** {@code dups --html FILE}: the rows of {@code dups} streamed into the HTML report, group by group. */
final class DupsHtml {
    private DupsHtml() {
    }

    static ReportSummary write(Duplicates duplicates, Duplicates.Filter filter, Path file) {
        // The main page is written last: a wrong directory should not cost a whole listing first.
        Path dir = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            throw new CommandFailedException("cannot write " + file + ": no directory " + dir);
        }
        try (DuplicateReport report = DuplicateReport.create(file, scope(filter))) {
            GroupAssembler groups = new GroupAssembler(report::add);
            duplicates.forEach(filter, m -> groups.add(m.group(), member(m)));
            groups.finish();
            return report.finish();
        } catch (UncheckedIOException e) {
            throw new CommandFailedException("cannot write " + file + ": " + Sources.reason(e.getCause()), e);
        }
    }

    /** One line on stdout saying what was written. */
    static void printSummary(PrintWriter out, ReportSummary s) {
        List<Path> pages = s.pages();
        String more = pages.size() == 1 ? ""
                : " and " + (pages.size() - 1) + (pages.size() == 2 ? " more page " : " more pages ")
                        + pages.get(1).getFileName() + (pages.size() > 2 ? " … " + pages.get(pages.size() - 1).getFileName() : "");
        out.println("wrote " + pages.get(0) + more + ": " + s.groups() + " groups, " + s.occurrences()
                + " occurrences from " + s.sources() + " sources");
    }

    private static ReportMember member(DuplicateMember m) {
        return new ReportMember(m.source(), m.index(), m.title(), m.author(), m.exactId(), m.uniqueId(), m.relation(),
                m.board().lines().toList());
    }

    /** The filters in words, for the report's heading. */
    private static String scope(Duplicates.Filter filter) {
        List<String> parts = new ArrayList<>();
        if (filter.acrossSources()) {
            parts.add("only groups with boards from two sources or more");
        }
        filter.source().ifPresent(s -> parts.add("only groups with a board from " + s));
        return parts.isEmpty() ? "every level that occurs more than once" : String.join("; ", parts);
    }
}
