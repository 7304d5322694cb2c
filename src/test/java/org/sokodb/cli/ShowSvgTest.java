package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.render.Dom;
import org.w3c.dom.Document;

/** {@code show ID --svg FILE}: one board, drawn as a source wrote it. */
class ShowSvgTest {
    @TempDir
    static Path dir;
    static String db;
    static String mine;
    static final String SCREEN = TestData.shipped("xsokoban/screen.1").toString();
    /** The shared test data's {@code sets/soukoban/BoxWorld_100.xsb} (the test is skipped without it). */
    static String boxworld() {
        return TestData.path("sets/soukoban/BoxWorld_100.xsb").toString();
    }

    @BeforeAll
    static void importSets() throws IOException {
        Path own = dir.resolve("own.xsb");
        // a board without a man, then a small level whose title needs escaping
        Files.writeString(own, "#####\n#$. #\n#####\n\nTitle: <broken>\n\n#####\n#@$.#\n#####\nTitle: Tom & \"Jerry\"\n");
        mine = own.toString();
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", SCREEN, boxworld(), mine);
        assertEquals(1, r.code(), "the broken board is reported: " + r.err());
    }

    @Test
    void sourceAndIndexDrawThatBoardAsWritten() throws IOException {
        Path file = dir.resolve("own.svg");
        Cli r = Cli.run("--db", db, "show", mine + "#2", "--svg", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + file + ": " + mine + "#2 \"Tom & \"Jerry\"\", Exact-Id "), r.out());
        Document svg = Dom.parse(file);
        assertEquals("0 0 5 3", svg.getDocumentElement().getAttribute("viewBox"));
        assertEquals("Tom & \"Jerry\" — " + mine + "#2", Dom.select(svg, "/svg/title").get(0).getTextContent());
        assertEquals(3, Dom.select(svg, "//use").size(), "man, box, goal");
    }

    @Test
    void anIdDrawsTheFirstAppearance() throws IOException {
        String exactId = Cli.run("id", SCREEN).out().lines().skip(1).findFirst().orElseThrow().split("\t")[3];
        Path file = dir.resolve("screen.svg");
        Cli r = Cli.run("--db", db, "show", exactId, "--svg", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(SCREEN + "#1"), r.out());
        List<String> rows = Files.readAllLines(Path.of(SCREEN));
        int width = rows.stream().mapToInt(String::length).max().orElseThrow();
        assertEquals("0 0 " + width + " " + rows.size(), Dom.parse(file).getDocumentElement().getAttribute("viewBox"));
    }

    @Test
    void aBoardThatIsNotALevelIsNotDrawn() {
        Path file = dir.resolve("broken.svg");
        Cli r = Cli.run("--db", db, "show", mine + "#1", "--svg", file.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("sokodb: " + mine + "#1 is not a level ("), r.err());
        assertTrue(Files.notExists(file));
    }

    @Test
    void anUnknownIdWritesNothing() {
        Path file = dir.resolve("none.svg");
        Cli r = Cli.run("--db", db, "show", "0000000000000000", "--svg", file.toString());
        assertEquals(1, r.code());
        assertTrue(Files.notExists(file));
    }
}
