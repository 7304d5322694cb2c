package org.sokodb.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.sokodb.format.source.AtomicFileSet;
import org.sokodb.format.source.AtomicFileWriter;

/**
 * Writes the HTML duplicate report as groups arrive, one at a time: a catalog of 10,000
 * groups is never held in memory, only one page's worth and a line of index per group.
 *
 * <p>The main file opens with the summary (groups, occurrences, sources involved) and the
 * index of every group, then the first {@code groupsPerPage} groups; later groups go to
 * {@code NAME-2.html}, {@code NAME-3.html} …, linked both ways. A browser then never has
 * to lay out more than one page's worth of boards at once. Because the summary comes first
 * but is known last, the main page is written by {@link #finish()}; its groups wait in
 * memory until then, the other pages are streamed to disk.
 *
 * <p>The pages appear whole or not at all, as every file sokodb writes: each is written under
 * a temporary name ({@link AtomicFileWriter}) and synced when complete, and only
 * {@link #finish()}, once the main page is written too, gives them their names together, the
 * main page last ({@link AtomicFileSet}: a rename that fails puts the pages already renamed
 * back as they were). A failure or Ctrl-C before or during that leaves the previous report, or
 * none, as it was. Without {@code replace}, a page that exists fails the report, whichever page
 * it is.
 */
public final class DuplicateReport implements AutoCloseable {
    /** Enough groups to scroll through, few enough that a page opens at once (docs/report.md: measurements). */
    public static final int GROUPS_PER_PAGE = 500;

    private static final String HEADING = "Duplicate levels";

    private final ReportPages pages;
    private final boolean replace;
    private final String scope;
    private final int groupsPerPage;
    private final StringBuilder firstPage = new StringBuilder(1 << 16);
    private final StringBuilder scratch = new StringBuilder(1 << 14);
    private final List<IndexEntry> index = new ArrayList<>();
    private final List<int[]> pageRanges = new ArrayList<>();
    private final Map<String, Integer> sources = new TreeMap<>();
    private int occurrences;
    /** The page being written, and the pages written and sealed, waiting for their names. */
    private AtomicFileWriter openFile;
    private Writer open;
    private final List<AtomicFileWriter> written = new ArrayList<>();
    private boolean finished;

    /** A line of the index: enough to find a group without keeping the group. */
    private record IndexEntry(int number, int page, String uniqueId, int members, String label) {
    }

    /**
     * @param file the main page; further pages are written beside it
     * @param scope what the report covers, in words (the filters used); empty for everything
     */
    public static DuplicateReport create(Path file, String scope, boolean replace) {
        return new DuplicateReport(file, scope, GROUPS_PER_PAGE, replace);
    }

    /** @param replace whether existing pages may be replaced; without it a page that exists fails the report */
    DuplicateReport(Path file, String scope, int groupsPerPage, boolean replace) {
        if (groupsPerPage < 1) {
            throw new IllegalArgumentException("groupsPerPage must be at least 1");
        }
        this.pages = new ReportPages(file);
        this.scope = scope;
        this.groupsPerPage = groupsPerPage;
        this.replace = replace;
    }

    /** Adds the next group; groups come in increasing {@link ReportGroup#number()} order. */
    public void add(ReportGroup group) {
        if (finished) {
            throw new IllegalStateException("the report is finished");
        }
        if (!index.isEmpty() && group.number() <= index.get(index.size() - 1).number()) {
            throw new IllegalArgumentException("group " + group.number() + " comes after group "
                    + index.get(index.size() - 1).number() + ": groups must come in increasing order");
        }
        if (index.size() % groupsPerPage == 0) {
            pageRanges.add(new int[] {group.number(), group.number()});
            if (pageRanges.size() > 1) {
                startPage(pageRanges.size());
            }
        }
        int page = pageRanges.size();
        pageRanges.get(page - 1)[1] = group.number();
        index.add(new IndexEntry(group.number(), page, group.uniqueId(), group.members().size(), label(group.first())));
        occurrences += group.members().size();
        for (ReportMember m : group.members()) {
            sources.merge(m.source(), 1, Integer::sum);
        }
        if (page == 1) {
            GroupHtml.append(group, firstPage);
        } else {
            scratch.setLength(0);
            GroupHtml.append(group, scratch);
            write(scratch);
        }
    }

    /** Writes the main page and closes the last one; returns what the report holds. */
    public ReportSummary finish() {
        if (finished) {
            throw new IllegalStateException("the report is finished");
        }
        finished = true;
        int count = pageRanges.size();
        if (count > 1) {
            endPage(count, false);
        }
        List<String> notes;
        try (AtomicFileWriter main = AtomicFileWriter.create(pages.file(1), replace)) {
            Writer w = main.writer();
            w.write(HtmlPage.start("sokodb: " + HEADING.toLowerCase(Locale.ROOT)));
            w.write(header(HEADING));
            w.write(summary());
            w.write(pageList());
            w.write(indexHtml());
            w.write("<main>\n");
            w.append(firstPage);
            w.write("</main>\n");
            w.write(footer(1, count > 1));
            w.write(HtmlPage.end());
            main.seal();
            List<AtomicFileWriter> all = new ArrayList<>(written);
            all.add(main);
            notes = AtomicFileSet.commitAll(all);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Path> files = new ArrayList<>();
        for (int p = 1; p <= Math.max(1, count); p++) {
            files.add(pages.file(p));
        }
        return new ReportSummary(index.size(), occurrences, sources.size(), files, notes);
    }

    /** Abandons the pages a failure left without their names; after {@link #finish()} there is nothing to do. */
    @Override
    public void close() {
        if (openFile != null) {
            openFile.close();
            openFile = null;
            open = null;
        }
        for (AtomicFileWriter page : written) {
            page.close(); // a committed page stays; the others' temporary files go
        }
        written.clear();
    }

    private void startPage(int page) {
        if (page > 2) {
            endPage(page - 1, true);
        }
        try {
            openFile = AtomicFileWriter.create(pages.file(page), replace);
            open = openFile.writer();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        write(HtmlPage.start("sokodb: duplicate levels, page " + page));
        write(header(HEADING + ", page " + page));
        write("<nav><a href=\"" + pages.href(1, "") + "\">Summary and index</a><a href=\"" + pages.href(page - 1, "")
                + "\">← page " + (page - 1) + "</a></nav>\n<main>\n");
    }

    private void endPage(int page, boolean hasNext) {
        write("</main>\n" + footer(page, hasNext) + HtmlPage.end());
        try {
            openFile.seal();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        written.add(openFile);
        openFile = null;
        open = null;
    }

    private String header(String heading) {
        String s = "<header><h1>" + heading + "</h1>";
        if (!scope.isEmpty()) {
            s += "<p class=\"scope\">" + Xml.escape(scope) + "</p>";
        }
        return s + "</header>\n";
    }

    private String footer(int page, boolean hasNext) {
        StringBuilder sb = new StringBuilder("<footer><nav>");
        if (page > 1) {
            sb.append("<a href=\"").append(pages.href(page - 1, "")).append("\">← page ").append(page - 1)
                    .append("</a><a href=\"").append(pages.href(1, "")).append("\">Summary and index</a>");
        }
        if (hasNext) {
            sb.append("<a class=\"next\" href=\"").append(pages.href(page + 1, "")).append("\">page ")
                    .append(page + 1).append(" →</a>");
        }
        return sb.append("</nav></footer>\n").toString();
    }

    private String summary() {
        StringBuilder sb = new StringBuilder("<section class=\"summary\"><dl>");
        sb.append("<dt>Groups</dt><dd>").append(index.size()).append("</dd>");
        sb.append("<dt>Occurrences</dt><dd>").append(occurrences).append("</dd>");
        sb.append("<dt>Sources involved</dt><dd>").append(sources.size()).append("</dd></dl>\n");
        if (!sources.isEmpty()) {
            sb.append("<details><summary>Sources and their occurrences</summary><ul>\n");
            sources.forEach((source, n) -> sb.append("<li>").append(Xml.escape(source)).append(" <span class=\"count\">")
                    .append(n).append("</span></li>\n"));
            sb.append("</ul></details>\n");
        }
        return sb.append("</section>\n").toString();
    }

    /** Open when it is short enough to read; a long one stays folded so the first groups show at once. */
    private String indexHtml() {
        if (index.isEmpty()) {
            return "<p>No level occurs more than once.</p>\n";
        }
        StringBuilder sb = new StringBuilder(index.size() * 80);
        sb.append(index.size() <= 100 ? "<details class=\"index\" open=\"open\">" : "<details class=\"index\">")
                .append("<summary>Index of the ").append(index.size()).append(" groups</summary><ol>\n");
        for (IndexEntry e : index) {
            sb.append("<li value=\"").append(e.number()).append("\"><a href=\"")
                    .append(e.page() == 1 ? "#g" + e.number() : pages.href(e.page(), "g" + e.number())).append("\">")
                    .append(e.label()).append("</a> <span class=\"count\">×").append(e.members())
                    .append("</span> <span class=\"ids\">").append(Xml.escape(e.uniqueId())).append("</span></li>\n");
        }
        return sb.append("</ol></details>\n").toString();
    }

    private String pageList() {
        if (pageRanges.size() < 2) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<nav class=\"pages\">Pages:");
        for (int p = 1; p <= pageRanges.size(); p++) {
            int[] r = pageRanges.get(p - 1);
            sb.append(" <a class=\"page\" href=\"").append(pages.href(p, "")).append("\">").append(p).append("</a>")
                    .append(" <span class=\"count\">(groups ").append(r[0]).append('–').append(r[1]).append(")</span>");
        }
        return sb.append("</nav>\n").toString();
    }

    /** How the index names a group: its first member's title, or where it is when untitled; escaped. */
    private static String label(ReportMember first) {
        String text = first.title().isEmpty() ? first.source() + " #" + first.index() : first.title();
        return Xml.escape(text);
    }

    private void write(CharSequence s) {
        try {
            open.append(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
