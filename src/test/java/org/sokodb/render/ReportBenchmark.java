package org.sokodb.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.browser.HeadlessChromium;
import org.sokodb.browser.PageVisit;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/**
 * Measures the duplicate report: bytes on disk and the time headless Chromium takes to
 * load each page (navigation start to the end of the load event). Not a test; run by
 * {@code bench/report.sh}, whose numbers go into docs/report.md.
 *
 * <pre>
 * ReportBenchmark OUT_DIR --synthetic N PATH…    N made-up groups of 2, 2, 3 … real boards from PATH
 * ReportBenchmark OUT_DIR --open REPORT.html     an existing report (e.g. from sokodb dups --html)
 * optional, first: --per-page N (groups per page; default DuplicateReport.GROUPS_PER_PAGE)
 * </pre>
 */
public final class ReportBenchmark {
    private ReportBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        List<String> a = new ArrayList<>(Arrays.asList(args));
        Path out = Path.of(a.remove(0));
        int perPage = DuplicateReport.GROUPS_PER_PAGE;
        if (a.get(0).equals("--per-page")) {
            a.remove(0);
            perPage = Integer.parseInt(a.remove(0));
        }
        String mode = a.remove(0);
        Files.createDirectories(out);
        List<Path> pages;
        if (mode.equals("--open")) {
            pages = existingPages(Path.of(a.get(0)));
        } else {
            long t0 = System.nanoTime();
            if (!mode.equals("--synthetic")) {
                throw new IllegalArgumentException("unknown mode " + mode + " (--synthetic N PATH… or --open FILE)");
            }
            List<ReportGroup> groups = synthetic(Integer.parseInt(a.remove(0)), a);
            long t1 = System.nanoTime();
            ReportSummary summary;
            try (DuplicateReport report = new DuplicateReport(out.resolve("report.html"), String.join(" ", args),
                    perPage, true)) {
                groups.forEach(report::add);
                summary = report.finish();
            }
            long t2 = System.nanoTime();
            System.out.printf("groups %d, occurrences %d, sources %d, pages %d; read %.1f s, written in %.2f s%n",
                    summary.groups(), summary.occurrences(), summary.sources(), summary.pages().size(),
                    (t1 - t0) / 1e9, (t2 - t1) / 1e9);
            pages = summary.pages();
        }
        measure(pages);
    }

    private static void measure(List<Path> pages) throws IOException {
        long total = 0;
        long largest = 0;
        long slowest = 0;
        List<Long> times = new ArrayList<>();
        try (HeadlessChromium browser = HeadlessChromium.start(HeadlessChromium.executable()
                .orElseThrow(() -> new IOException("no chromium on the PATH")))) {
            for (Path page : pages) {
                long bytes = Files.size(page);
                PageVisit visit = browser.open(page);
                int boards = browser.evaluate("document.querySelectorAll('svg.board').length").asInt();
                long ms = visit.loadTime().toMillis();
                System.out.printf("%-40s %,12d bytes %6d boards %6d ms load%s%n", page.getFileName(), bytes, boards, ms,
                        visit.errors().isEmpty() && visit.otherRequests().isEmpty() ? ""
                                : "  ERRORS " + visit.errors() + " REQUESTS " + visit.otherRequests());
                total += bytes;
                largest = Math.max(largest, bytes);
                slowest = Math.max(slowest, ms);
                times.add(ms);
            }
        }
        times.sort(null);
        System.out.printf("total %,d bytes in %d pages; largest page %,d bytes; load median %d ms, slowest %d ms%n",
                total, pages.size(), largest, times.get(times.size() / 2), slowest);
    }

    private static List<Path> existingPages(Path main) {
        ReportPages names = new ReportPages(main);
        List<Path> pages = new ArrayList<>(List.of(main));
        for (int p = 2; Files.exists(names.file(p)); p++) {
            pages.add(names.file(p));
        }
        return pages;
    }

    /** Groups of 2, 2, 3 consecutive valid boards: the size of a big catalog's report, real board shapes. */
    private static List<ReportGroup> synthetic(int count, List<String> paths) {
        String[] relations = {"same board", "rotated 90°", "mirrored", "man elsewhere", "rotated 180°, man elsewhere"};
        Identifier identifier = new Identifier();
        List<ReportGroup> groups = new ArrayList<>(count);
        List<ReportMember> members = new ArrayList<>();
        RuntimeException enough = new RuntimeException("enough boards");
        try {
            LevelSources.read(paths, new LevelSources.Handler() {
                @Override
                public void level(LevelRecord r) {
                    if (!(identifier.identify(r) instanceof IdentifiedLevel.Valid v)) {
                        return;
                    }
                    members.add(new ReportMember(r.source(), r.index(), r.title(), r.author(), v.ids().exactId(),
                            members.isEmpty() ? v.ids().uniqueId() : members.get(0).uniqueId(),
                            relations[(r.index() + members.size()) % relations.length], r.rows()));
                    int size = groups.size() % 3 == 2 ? 3 : 2;
                    if (members.size() == size) {
                        groups.add(new ReportGroup(groups.size() + 1, members.get(0).uniqueId(), members));
                        members.clear();
                        if (groups.size() == count) {
                            throw enough;
                        }
                    }
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                }

                @Override
                public void note(String where, String message) {
                }
            });
        } catch (RuntimeException e) {
            if (e != enough) {
                throw e;
            }
        }
        return groups;
    }
}
