package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

@Slow
class DuplicateReportTest {
    private static final List<String> LEVEL = List.of("#####", "#@$.#", "#####");
    private static final List<String> MIRRORED = List.of("#####", "#.$@#", "#####");
    private static final String NASTY = "<b>Tom & \"Jerry\"</b> 'quoted' ]]>";

    @TempDir
    Path dir;

    /** Three pages of one group each, every board titled {@code title}. */
    private ReportSummary threePages(Path file, String title, boolean replace) {
        try (DuplicateReport report = new DuplicateReport(file, "", 1, replace)) {
            for (int g = 1; g <= 3; g++) {
                report.add(group(g, 2, "s" + g + ".xsb", title));
            }
            return report.finish();
        }
    }

    private Map<Path, String> contents(List<Path> files) throws IOException {
        Map<Path, String> all = new TreeMap<>();
        for (Path f : files) {
            all.put(f, Files.readString(f));
        }
        return all;
    }

    /**
     * A rename that fails half way through the pages (the third page's name taken meanwhile by
     * a directory) puts the pages already renamed back: the earlier report stays whole, no page
     * of the new one mixed into it, nothing left beside it.
     */
    @Test
    void aFailureBetweenPageRenamesLeavesTheEarlierReportWhole() throws IOException {
        Path file = dir.resolve("dups.html");
        List<Path> pages = threePages(file, "old", true).pages();
        Files.delete(pages.get(2));
        Map<Path, String> before = contents(pages.subList(0, 2));
        try (DuplicateReport report = new DuplicateReport(file, "", 1, true)) {
            for (int g = 1; g <= 3; g++) {
                report.add(group(g, 2, "s" + g + ".xsb", "new"));
            }
            Files.createDirectories(pages.get(2).resolve("in the way"));
            assertThrows(java.io.UncheckedIOException.class, report::finish);
        }
        assertEquals(before, contents(pages.subList(0, 2)));
        try (var names = Files.list(dir)) {
            assertEquals(List.of("dups-2.html", "dups-3.html", "dups.html"),
                    names.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary or second name left");
        }
    }

    /** Without replace, a later page that exists fails the report and stays as it was, whichever page it is. */
    @Test
    void withoutReplaceNoPageIsReplaced() throws IOException {
        Path file = dir.resolve("dups.html");
        Path third = Files.writeString(dir.resolve("dups-3.html"), "keep me");
        java.io.UncheckedIOException e = assertThrows(java.io.UncheckedIOException.class,
                () -> threePages(file, "new", false));
        assertTrue(e.getCause() instanceof java.nio.file.FileAlreadyExistsException, e.toString());
        assertEquals("keep me", Files.readString(third));
        try (var names = Files.list(dir)) {
            assertEquals(List.of("dups-3.html"), names.map(p -> p.getFileName().toString()).toList());
        }
        Files.delete(third);
        assertEquals(3, threePages(file, "new", false).pages().size(), "and with no page there, all are written");
    }

    @Test
    void onePageHoldsSummaryIndexAndEveryBoard() throws IOException {
        Path file = dir.resolve("dups.html");
        ReportSummary summary;
        try (DuplicateReport report = new DuplicateReport(file, "across sources", 10, true)) {
            report.add(group(1, 2, "a.xsb", NASTY));
            report.add(group(4, 3, "b.xsb", ""));
            summary = report.finish();
        }
        assertEquals(new ReportSummary(2, 5, 5, List.of(file)), summary);
        Document page = Dom.parse(file);
        assertEquals(5, boards(page).size());
        assertEquals(List.of("2", "5", "5"), texts(page, "//section[@class='summary']/dl/dd"));
        assertEquals("across sources", texts(page, "//header/p[@class='scope']").get(0));
        assertEquals(List.of("#g1", "#g4"), attributes(page, "//details[@class='index']//li/a", "href"));
        assertEquals(List.of("g1", "g4"), attributes(page, "//section[@class='group']", "id"));
        assertEquals(NASTY, texts(page, "//details[@class='index']//li/a").get(0), "escaped, then read back whole");
        assertEquals(NASTY, texts(page, "//section[@id='g1']//span[@class='title']").get(0));
        assertEquals("a.xsb", texts(page, "//section[@id='g1']//span[@class='source']").get(0));
        assertEquals(List.of("first of the group", "mirrored"),
                texts(page, "//section[@id='g1']//span[starts-with(@class,'relation')]"));
        assertEquals(List.of("untitled", "untitled", "untitled"), texts(page, "//section[@id='g4']//span[@class='title untitled']"));
        assertSelfContained(page);
    }

    @Test
    void manyGroupsAreSplitIntoLinkedPages() throws IOException {
        Path file = dir.resolve("report.html");
        ReportSummary summary;
        try (DuplicateReport report = new DuplicateReport(file, "", 2, true)) {
            for (int g = 1; g <= 5; g++) {
                report.add(group(g, 2, "s" + g + ".xsb", "Level " + g));
            }
            summary = report.finish();
        }
        List<Path> expected = List.of(file, dir.resolve("report-2.html"), dir.resolve("report-3.html"));
        assertEquals(expected, summary.pages());
        int pictures = 0;
        for (Path p : expected) {
            Document page = Dom.parse(p);
            pictures += boards(page).size();
            assertSelfContained(page);
            for (String href : attributes(page, "//a", "href")) {
                String target = href.replaceFirst("#.*", "");
                if (!target.isEmpty()) {
                    assertTrue(Files.exists(dir.resolve(URLDecoder.decode(target, StandardCharsets.UTF_8))), href);
                }
            }
        }
        assertEquals(summary.occurrences(), pictures);
        Document main = Dom.parse(file);
        assertEquals(List.of("#g1", "#g2", "report-2.html#g3", "report-2.html#g4", "report-3.html#g5"),
                attributes(main, "//details[@class='index']//li/a", "href"));
        assertEquals(List.of("report.html", "report-2.html", "report-3.html"),
                attributes(main, "//nav[@class='pages']/a", "href"));
        Document second = Dom.parse(dir.resolve("report-2.html"));
        assertEquals(List.of("g3", "g4"), attributes(second, "//section[@class='group']", "id"));
        assertEquals(List.of("report-3.html"), attributes(second, "//a[@class='next']", "href"));
        assertTrue(attributes(Dom.parse(dir.resolve("report-3.html")), "//a[@class='next']", "href").isEmpty());
    }

    @Test
    void anEmptyReportSaysSo() throws IOException {
        Path file = dir.resolve("none.html");
        try (DuplicateReport report = DuplicateReport.create(file, "", true)) {
            assertEquals(new ReportSummary(0, 0, 0, List.of(file)), report.finish());
        }
        Document page = Dom.parse(file);
        assertTrue(boards(page).isEmpty());
        assertTrue(texts(page, "//p").contains("No level occurs more than once."));
    }

    @Test
    void groupsMustComeInOrder() {
        try (DuplicateReport report = DuplicateReport.create(dir.resolve("x.html"), "", true)) {
            report.add(group(2, 2, "a", "t"));
            assertThrows(IllegalArgumentException.class, () -> report.add(group(2, 2, "a", "t")));
        }
    }

    @Test
    void aDamagedBoardIsNamedNotDropped() throws IOException {
        Path file = dir.resolve("bad.html");
        ReportMember ok = member("a", 1, "t", LEVEL, "same board");
        ReportMember bad = member("a", 2, "t", List.of("#@#"), "same board");
        try (DuplicateReport report = DuplicateReport.create(file, "", true)) {
            report.add(new ReportGroup(1, "U", List.of(ok, bad)));
            report.finish();
        }
        Document page = Dom.parse(file);
        assertEquals(1, boards(page).size());
        assertTrue(texts(page, "//p[@class='unreadable']").get(0).startsWith("board cannot be drawn: "));
    }

    /** No script, no style sheet, image, frame or font from elsewhere: links only to the report's own pages. */
    private static void assertSelfContained(Document page) {
        for (String tag : List.of("script", "link", "img", "iframe", "object", "embed", "image")) {
            assertTrue(Dom.select(page, "//" + tag).isEmpty(), tag);
        }
        for (String attribute : List.of("src", "srcset", "xlink:href", "background")) {
            assertTrue(Dom.select(page, "//*[@" + attribute + "]").isEmpty(), attribute);
        }
        for (String href : attributes(page, "//*[@href]", "href")) {
            assertFalse(href.contains("//") || href.startsWith("data:") || href.startsWith("javascript:"), href);
        }
        assertFalse(page.getDocumentElement().getTextContent().contains("url("), "no url() in the style sheet");
    }

    private static ReportGroup group(int number, int size, String source, String title) {
        List<ReportMember> members = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            members.add(member(i == 0 ? source : source + "-copy" + i, i + 1, title, i % 2 == 0 ? LEVEL : MIRRORED,
                    i % 2 == 0 ? "same board" : "mirrored"));
        }
        return new ReportGroup(number, "U" + number, members);
    }

    private static ReportMember member(String source, int index, String title, List<String> rows, String relation) {
        return new ReportMember(source, index, title, "", "E" + index, "U", relation, rows);
    }

    private static List<Element> boards(Document page) {
        return Dom.select(page, "//svg[@class='board']");
    }

    private static List<String> texts(Document page, String xpath) {
        return Dom.select(page, xpath).stream().map(Element::getTextContent).toList();
    }

    private static List<String> attributes(Document page, String xpath, String name) {
        return Dom.select(page, xpath).stream().map(e -> e.getAttribute(name)).toList();
    }
}
