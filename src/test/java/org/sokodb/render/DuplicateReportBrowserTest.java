package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.browser.HeadlessChromium;
import org.sokodb.browser.PageVisit;
import org.sokodb.cli.CliRun;

/**
 * The duplicate report of the shared text data, as {@code sokodb dups --html} writes it from
 * a real catalog, opened in a real headless Chromium: every row of {@code dups} is a
 * picture, nothing is logged as an error, nothing is fetched. Screenshots
 * go to {@code target/browser/} for a person to look at.
 *
 * <p>The catalog holds the files of the shared text data that repeat each other ({@link #REPEATING}):
 * a level found in one file alone is in no row of {@code dups} and on no page, so the files
 * without one would only lengthen the import. Sven's 1,623 levels are left out too: 10 of them
 * are in Aymeric du Peloux's set, 10 groups of the same kind as the 750 others.
 */
@Slow
class DuplicateReportBrowserTest {
    private static final Path OUT = Path.of("target", "browser");

    @TempDir
    static Path catalog;

    /** One Chromium for the class's two pages: a start is about a second of CPU, and nothing of one page stays for the next. */
    private static HeadlessChromium browser;

    @BeforeAll
    static void startChromium() throws IOException {
        browser = HeadlessChromium.start(HeadlessChromium.executableOrSkip());
    }

    @AfterAll
    static void stopChromium() {
        if (browser != null) {
            browser.close();
        }
    }

    /**
     * The files and folders imported: every file of the shared text data that holds a level
     * another one holds too (2,187 boards, 751 groups: two pages; BoxWorld's turned copies of
     * XSokoban screens among them), where the whole of it is 4,725 boards and 761 groups.
     */
    private static final List<String> REPEATING = List.of("xsokoban", "sok/Original_and_Extra.sok",
            "sok/mixed_collection.sok", "sok/small_collection.sok", "sok/parser_test_last_snapshot_notes.sok",
            "sok/parser_test_multiple_snapshots.sok", "sok/parser_test_puzzle_no_title.sok",
            "sok/parser_test_variant_type_not_specified.sok", "sok/parser_test_variant_type_specified_puzzle1.sok",
            "sok/parser_test_variant_type_specified_puzzle2.sok", "sets/soukoban/Microban_155.xsb",
            "sets/soukoban/Microban II_135.xsb", "sets/soukoban/XSokoban_90.xsb", "sets/soukoban/Sasquatch_50.xsb",
            "sets/soukoban/Sasquatch II_50.xsb", "sets/soukoban/Sasquatch_III_50.xsb",
            "sets/soukoban/Sasquatch_IV_50.xsb", "sets/soukoban/Sasquatch_V_50.xsb",
            "sets/soukoban/Sasquatch_VI_50.xsb", "sets/soukoban/Sasquatch_VII_50.xsb",
            "sets/soukoban/Aymeric_Du_Peloux_282.xsb", "sets/soukoban/BoxWorld_100.xsb",
            "sets/soukoban/GrigrSpecial_40.xsb", "sets/omerkel/Microban.txt", "sets/omerkel/Microban II.txt",
            "sets/omerkel/Microban III.txt", "sets/omerkel/Original.xsb", "sets/omerkel/Sasquatch.txt",
            "sets/omerkel/Sasquatch II.txt", "sets/omerkel/Sasquatch III.txt", "sets/omerkel/Sasquatch IV.txt",
            "sets/omerkel/Sasquatch V.txt", "sets/omerkel/Sasquatch VI.txt", "sets/omerkel/Sasquatch VII.txt");

    @Test
    void theReportShowsEveryRowOfDupsAndFetchesNothing() throws IOException {
        String db = catalog.resolve("shared").toString();
        List<String> data = REPEATING.stream().map(d -> TestData.path(d).toString()).toList();
        List<String> importing = new ArrayList<>(List.of("--db", db, "import"));
        importing.addAll(data);
        CliRun imported = CliRun.of(importing.toArray(String[]::new));
        assertTrue(imported.exitCode() <= 1, "imported, some boards rejected: " + imported.err());
        int occurrences = CliRun.of("--db", db, "dups").rows().size();

        Files.createDirectories(OUT);
        Path main = OUT.resolve("dups.html");
        CliRun written = CliRun.of("--db", db, "dups", "--html", main.toString(), "--force"); // replaces the last run's
        assertEquals(0, written.exitCode(), written.err());
        List<Path> pages = pages(main);
        assertTrue(pages.size() > 1, "the shared data fills more than one page: " + written.out());

        int pictures = 0;
        for (Path page : pages) {
            PageVisit visit = browser.open(page);
            assertEquals(List.of(), visit.errors(), page + ": console errors");
            assertEquals(List.of(), visit.otherRequests(), page + ": requests");
            pictures += browser.evaluate("document.querySelectorAll('svg.board').length").asInt();
            // a reference that did not resolve draws nothing and has an empty box
            assertEquals(0, browser.evaluate("[...document.querySelectorAll('svg.board use')]"
                    + ".filter(u => u.getBBox().width === 0).length").asInt(), page + ": unresolved pieces");
        }
        assertEquals(occurrences, pictures, "one picture per row of dups");

        browser.open(main);
        browser.screenshot(OUT.resolve("dups-light.png"));
        try {
            browser.preferDark(true);
            browser.screenshot(OUT.resolve("dups-dark.png"));
        } finally {
            browser.preferDark(false);
        }
        // a group whose members are turned: each is drawn as its own file wrote it
        browser.evaluate("[...document.querySelectorAll('.relation')].find(r => r.textContent.startsWith('rotated'))"
                + "?.closest('section').scrollIntoView()");
        browser.screenshot(OUT.resolve("dups-rotated.png"));
    }

    /** The main page and the pages it links to by number. */
    private static List<Path> pages(Path main) throws IOException {
        List<Path> pages = new ArrayList<>(List.of(main));
        for (org.w3c.dom.Element a : Dom.select(Dom.parse(main), "//nav[@class='pages']/a")) {
            Path page = main.resolveSibling(a.getAttribute("href"));
            if (!pages.contains(page)) {
                pages.add(page);
            }
        }
        return pages;
    }

    @Test
    void aStandaloneBoardOpensOnItsOwn() throws IOException, org.sokodb.board.BoardException {
        Board board = Board.parse(List.of("  #####", "###   #", "#.$*+ #", "# $. ##", "######"));
        Path svg = OUT.resolve("board.svg");
        Files.createDirectories(OUT);
        Files.writeString(svg, BoardSvg.document(board, "every kind of square"));
        PageVisit visit = browser.open(svg);
        assertEquals(List.of(), visit.errors());
        assertEquals(List.of(), visit.otherRequests());
        assertEquals(6, browser.evaluate("document.querySelectorAll('use').length").asInt());
        browser.evaluate("document.documentElement.setAttribute('width', '672'),"
                + " document.documentElement.setAttribute('height', '480')");
        browser.screenshot(OUT.resolve("board.png"));
    }
}
