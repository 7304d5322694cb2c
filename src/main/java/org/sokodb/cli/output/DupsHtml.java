package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.render.DuplicateReport;
import org.sokodb.render.GroupAssembler;
import org.sokodb.render.ReportMember;
import org.sokodb.render.ReportSummary;

/** {@code dups --html FILE}: the rows of {@code dups} streamed into the HTML report, group by group. */
public final class DupsHtml {
    private DupsHtml() {
    }

    /** The policy (OutputFile) is checked before: the main page is written last, after the groups. */
    public static ReportSummary write(Duplicates duplicates, DuplicateFilter filter, Path file, Progress progress) {
        try (DuplicateReport report = DuplicateReport.create(file, scope(filter))) {
            GroupAssembler groups = new GroupAssembler(report::add);
            duplicates.forEach(filter, m -> {
                groups.add(m.group(), member(m));
                progress.items(m.group());
            });
            groups.finish();
            return report.finish();
        } catch (UncheckedIOException e) {
            throw OutputFile.cannotWrite(file, e.getCause());
        }
    }

    /** The pages a report continues on ({@code FILE-2.html}), as far as one already exists. */
    public static List<Path> furtherPages(Path file) {
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        int cut = lower.endsWith(".html") ? 5 : lower.endsWith(".htm") ? 4 : 0;
        return List.of(file.resolveSibling(name.substring(0, name.length() - cut) + "-2.html"));
    }

    /** One line on stdout saying what was written. */
    public static void printSummary(PrintWriter out, ReportSummary s) {
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
    private static String scope(DuplicateFilter filter) {
        List<String> parts = new ArrayList<>();
        if (filter.acrossSources()) {
            parts.add("only groups with boards from two sources or more");
        }
        filter.source().ifPresent(s -> parts.add("only groups with a board from " + s));
        return parts.isEmpty() ? "every level that occurs more than once" : String.join("; ", parts);
    }
}
