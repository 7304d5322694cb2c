package org.sokodb.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness itself: a report test that finds no error and no request proves something
 * only if the harness does see them when they happen.
 */
class HeadlessChromiumTest {
    private static HeadlessChromium browser;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws IOException {
        browser = HeadlessChromium.start(HeadlessChromium.executableOrSkip());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void aQuietPageHasNoErrorAndRequestsNothingButItself() throws IOException {
        PageVisit visit = browser.open(page("quiet.html", "<p>one</p><p>two</p>"));
        assertEquals(java.util.List.of(), visit.errors());
        assertEquals(java.util.List.of(), visit.otherRequests());
        assertEquals(2, browser.evaluate("document.querySelectorAll('p').length").asInt());
        assertTrue(visit.loadTime().toNanos() > 0);
    }

    @Test
    void seesConsoleErrorsAndExceptions() throws IOException {
        PageVisit visit = browser.open(page("noisy.html",
                "<script>console.error('boom'); throw new Error('bang');</script>"));
        assertTrue(visit.errors().stream().anyMatch(e -> e.contains("boom")), visit.errors().toString());
        assertTrue(visit.errors().stream().anyMatch(e -> e.contains("bang")), visit.errors().toString());
    }

    @Test
    void seesRequestsForAnythingElse() throws IOException {
        // port 9 (discard) on the loopback: the request is made and fails, nothing leaves the machine
        PageVisit visit = browser.open(page("fetching.html", "<img src=\"http://127.0.0.1:9/x.png\">"));
        assertEquals(java.util.List.of("http://127.0.0.1:9/x.png"), visit.otherRequests());
    }

    private Path page(String name, String body) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>t</title></head><body>"
                + body + "</body></html>");
        return file;
    }
}
