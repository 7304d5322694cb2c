package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.render.Dom;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** {@code dups --html}: the page shows exactly the rows {@code dups} lists, with the same filters. */
class DupsHtmlTest {
    @TempDir
    static Path dir;
    static String db;
    static final String XSOKOBAN = TestData.shipped("xsokoban").toString();
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String copy() {
        return TestData.path("sets/soukoban/XSokoban_90.xsb").toString();
    }
    /** The shared test data's {@code sets/soukoban/BoxWorld_100.xsb} (the test is skipped without it). */
    static String boxworld() {
        return TestData.path("sets/soukoban/BoxWorld_100.xsb").toString();
    }

    @BeforeAll
    static void importSets() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", XSOKOBAN, copy(), boxworld());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void everyRowOfDupsIsOnePictureWithItsRelation() throws IOException {
        List<String[]> rows = rows(Cli.run("--db", db, "dups"));
        Path file = dir.resolve("all.html");
        Cli r = Cli.run("--db", db, "dups", "--html", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith("wrote " + file + ": "), r.out());
        assertTrue(r.out().contains(rows.size() + " occurrences"), r.out());

        Document page = Dom.parse(file);
        List<Element> figures = Dom.select(page, "//figure[@class='member']");
        assertEquals(rows.size(), figures.size());
        assertEquals(rows.size(), Dom.select(page, "//figure/svg[@class='board']").size());
        for (int i = 0; i < rows.size(); i++) {
            String[] row = rows.get(i);
            Element figure = figures.get(i);
            Element section = (Element) figure.getParentNode().getParentNode();
            assertEquals("g" + row[0], section.getAttribute("id"), "group of row " + i);
            assertEquals(row[3], text(figure, "source"));
            assertEquals("#" + row[4], text(figure, "index"));
            assertTrue(text(figure, "ids").contains("Exact-Id " + row[2]), "exact id of row " + i);
            boolean first = i == 0 || !rows.get(i - 1)[0].equals(row[0]);
            if (first) {
                assertEquals("first of the group", text(figure, "relation first"));
            } else {
                assertEquals(row[6], text(figure, "relation"), "relation of row " + i);
            }
        }
    }

    @Test
    void theFiltersOfDupsApply() throws IOException {
        for (List<String> filter : List.of(List.of("--across"), List.of("--source", boxworld()))) {
            List<String> args = new ArrayList<>(List.of("--db", db, "dups"));
            args.addAll(filter);
            int rows = rows(Cli.run(args.toArray(String[]::new))).size();
            Path file = dir.resolve("filtered" + filter.size() + ".html");
            args.addAll(List.of("--html", file.toString()));
            Cli r = Cli.run(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            Document page = Dom.parse(file);
            assertEquals(rows, Dom.select(page, "//svg[@class='board']").size(), filter.toString());
            assertTrue(Dom.select(page, "//header/p[@class='scope']").get(0).getTextContent().startsWith("only groups"));
        }
    }

    @Test
    void htmlAndJsonDoNotMix() {
        Cli r = Cli.run("--db", db, "dups", "--json", "--html", dir.resolve("x.html").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--html and --json cannot be combined"), r.err());
    }

    @Test
    void aMissingDirectoryIsExit3BeforeAnyWork() {
        Path file = dir.resolve("no/such/dir/x.html");
        Cli r = Cli.run("--db", db, "dups", "--html", file.toString());
        assertEquals(3, r.code());
        assertTrue(r.err().startsWith("sokodb: cannot write " + file + ": no directory "), r.err());
        assertTrue(Files.notExists(file));
    }

    /** TSV rows without the header, split into columns. */
    private static List<String[]> rows(Cli r) {
        assertEquals(0, r.code(), r.err());
        return r.out().lines().skip(1).map(l -> l.split("\t", -1)).toList();
    }

    /** The text of the span of this class in a figure, empty when there is none. */
    private static String text(Element figure, String cls) {
        var spans = figure.getElementsByTagName("span");
        for (int i = 0; i < spans.getLength(); i++) {
            Element s = (Element) spans.item(i);
            if (s.getAttribute("class").equals(cls)) {
                return s.getTextContent();
            }
        }
        return "";
    }
}
