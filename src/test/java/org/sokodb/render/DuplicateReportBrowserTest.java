package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.browser.HeadlessChromium;
import org.sokodb.browser.PageVisit;

/**
 * The duplicate report of the shared text data, opened in a real headless Chromium: every
 * occurrence is a picture, nothing is logged as an error, nothing is fetched. Screenshots
 * go to {@code target/browser/} for a person to look at.
 */
class DuplicateReportBrowserTest {
    private static final Path OUT = Path.of("target", "browser");

    @Test
    void theReportShowsEveryOccurrenceAndFetchesNothing() throws IOException {
        Path chromium = HeadlessChromium.executableOrSkip();
        List<ReportGroup> groups = SharedDataDuplicates.of(Stream.of("xsokoban", "sets", "sok")
                .map(d -> TestData.path(d).toString()).toList());
        int occurrences = groups.stream().mapToInt(g -> g.members().size()).sum();
        assertTrue(groups.size() > DuplicateReport.GROUPS_PER_PAGE, "the data is large enough to need pages");

        Files.createDirectories(OUT);
        ReportSummary summary;
        try (DuplicateReport report = DuplicateReport.create(OUT.resolve("dups.html"), "all sources")) {
            groups.forEach(report::add);
            summary = report.finish();
        }
        assertEquals(occurrences, summary.occurrences());

        try (HeadlessChromium browser = HeadlessChromium.start(chromium)) {
            int pictures = 0;
            for (Path page : summary.pages()) {
                PageVisit visit = browser.open(page);
                assertEquals(List.of(), visit.errors(), page + ": console errors");
                assertEquals(List.of(), visit.otherRequests(), page + ": requests");
                pictures += browser.evaluate("document.querySelectorAll('svg.board').length").asInt();
                // a reference that did not resolve draws nothing and has an empty box
                assertEquals(0, browser.evaluate("[...document.querySelectorAll('svg.board use')]"
                        + ".filter(u => u.getBBox().width === 0).length").asInt(), page + ": unresolved pieces");
            }
            assertEquals(occurrences, pictures, "one picture per occurrence");

            browser.open(summary.pages().get(0));
            browser.screenshot(OUT.resolve("dups-light.png"));
            browser.preferDark(true);
            browser.screenshot(OUT.resolve("dups-dark.png"));
            browser.preferDark(false);
        }
    }

    @Test
    void aStandaloneBoardOpensOnItsOwn() throws IOException, org.sokodb.board.BoardException {
        Path chromium = HeadlessChromium.executableOrSkip();
        Board board = Board.parse(List.of("  #####", "###   #", "#.$*+ #", "# $. ##", "######"));
        Path svg = OUT.resolve("board.svg");
        Files.createDirectories(OUT);
        Files.writeString(svg, BoardSvg.document(board, "every kind of square"));
        try (HeadlessChromium browser = HeadlessChromium.start(chromium)) {
            PageVisit visit = browser.open(svg);
            assertEquals(List.of(), visit.errors());
            assertEquals(List.of(), visit.otherRequests());
            assertEquals(6, browser.evaluate("document.querySelectorAll('use').length").asInt());
            browser.evaluate("document.documentElement.setAttribute('width', '672'),"
                    + " document.documentElement.setAttribute('height', '480')");
            browser.screenshot(OUT.resolve("board.png"));
        }
    }
}
