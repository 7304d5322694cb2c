package org.sokodb.cli.output;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.Counted;
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

    /**
     * The policy (OutputFile) is checked before: the main page is written last, after the
     * groups. Without {@code replace} a page that appeared meanwhile fails the report then.
     */
    public static ReportSummary write(Duplicates duplicates, DuplicateFilter filter, Path file, boolean replace,
            Progress progress) {
        try (DuplicateReport report = DuplicateReport.create(file, scope(filter), replace)) {
            GroupAssembler groups = new GroupAssembler(report::add);
            duplicates.forEach(filter, m -> {
                groups.add(m.group(), member(m));
                progress.items(m.group());
            });
            groups.finish();
            return report.finish();
        } catch (UncheckedIOException e) {
            throw failed(file, e);
        }
    }

    /** A page that exists without --force, named; any other failure as every command says it. */
    static CommandFailedException failed(Path file, UncheckedIOException e) {
        if (e.getCause() instanceof FileAlreadyExistsException exists) {
            return OutputFile.exists(Path.of(exists.getFile()));
        }
        return OutputFile.cannotWrite(file, e.getCause());
    }

    /**
     * The pages a report continues on that exist now ({@code FILE-2.html}, {@code FILE-3.html}
     * …, every one of them, in page order), for the policy to refuse without {@code --force}.
     */
    public static List<Path> furtherPages(Path file) {
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        int cut = lower.endsWith(".html") ? 5 : lower.endsWith(".htm") ? 4 : 0;
        Pattern page = Pattern.compile(Pattern.quote(name.substring(0, name.length() - cut)) + "-([1-9][0-9]{0,8})\\.html");
        Path dir = file.toAbsolutePath().getParent();
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                Matcher m = page.matcher(f.getFileName().toString());
                if (m.matches() && Integer.parseInt(m.group(1)) >= 2) {
                    found.add(file.resolveSibling(f.getFileName()));
                }
            }
        } catch (IOException e) {
            return List.of(); // no directory to list: the policy says so of the file itself
        }
        found.sort(Comparator.comparingInt(p -> number(page, p)));
        return found;
    }

    private static int number(Pattern page, Path p) {
        Matcher m = page.matcher(p.getFileName().toString());
        return m.matches() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** One line on stdout saying what was written; on stderr a note of each page whose directory was not synced. */
    public static void printSummary(PrintWriter out, PrintWriter err, ReportSummary s) {
        s.notes().forEach(n -> OutputFile.note(err, n));
        List<Path> pages = s.pages();
        String more = pages.size() == 1 ? ""
                : " and " + (pages.size() - 1) + (pages.size() == 2 ? " more page " : " more pages ")
                        + pages.get(1).getFileName() + (pages.size() > 2 ? " … " + pages.get(pages.size() - 1).getFileName() : "");
        out.println("wrote " + pages.get(0) + more + ": " + Counted.of(s.groups(), "group") + ", "
                + Counted.of(s.occurrences(), "occurrence") + " from " + Counted.of(s.sources(), "source"));
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
