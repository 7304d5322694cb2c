package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.browser.HeadlessChromium;
import org.sokodb.browser.PageVisit;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.cli.Main;

/**
 * The level page in Debian's Chromium, driven over the DevTools protocol: a stored solution
 * replayed to its end shows the solved position; a level played with key presses (one move
 * undone) is solved, stored from the page in write mode, and then listed by the level page
 * and by {@code sokodb show}. The pages ask nothing of any other host.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Slow
class ServeInBrowserTest {
    private ServedCatalog served;
    private HeadlessChromium browser;

    @BeforeAll
    void start(@TempDir Path dir) throws IOException {
        Path chromium = HeadlessChromium.executableOrSkip();
        served = new ServedCatalog(DatabaseEngine.H2, dir);
        browser = HeadlessChromium.start(chromium);
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
        if (served != null) {
            served.close();
        }
    }

    private static String base(WebServer server) {
        return "http://127.0.0.1:" + server.port();
    }

    private void onlyThisServer(PageVisit visit, WebServer server) {
        assertEquals(List.of(), visit.errors(), "errors on " + visit.url());
        for (String r : visit.requests()) {
            assertTrue(r.startsWith(base(server) + "/"), "a request to another host: " + r);
        }
    }

    private String text(String id) throws IOException {
        return browser.evaluate("document.getElementById('" + id + "').textContent").asText();
    }

    private int pieces(String piece) throws IOException {
        return browser.evaluate("document.querySelectorAll('#level svg use[href=\"#sokodb-" + piece + "\"]').length")
                .asInt();
    }

    @Test
    void aSolutionReplayedToItsEndShowsTheSolvedPosition() throws IOException {
        String url = base(served.readOnly) + "/levels/" + served.tinyExactId + "?solution=1&step=0";
        PageVisit visit = browser.open(url);
        onlyThisServer(visit, served.readOnly);
        assertEquals(1, pieces("box"), "the box where the level starts");
        browser.press("ArrowRight", "ArrowRight", 39);
        assertEquals("?solution=1&step=1", browser.evaluate("location.search").asText(), "the step is in the URL");
        browser.press("End", "End", 35);
        assertEquals(0, pieces("box"));
        assertEquals(1, pieces("box-on-goal"), "solved: the box stands on the goal");
        assertTrue(text("status").contains("solved at step 4"), text("status"));
        assertEquals("?solution=1&step=4", browser.evaluate("location.search").asText());
        assertEquals("4", text("moves"));
        assertEquals("3", text("pushes"));
    }

    @Test
    void aLevelPlayedWithKeysIsSolvedStoredAndListed() throws IOException {
        PageVisit visit = browser.open(base(served.writable) + "/levels/" + served.twoBoxesExactId);
        onlyThisServer(visit, served.writable);
        // r R R, a step down taken back, then l l d R R: arrow keys and WASD alike
        browser.press("ArrowRight", "ArrowRight", 39);
        browser.press("d", "KeyD", 68);
        browser.press("ArrowRight", "ArrowRight", 39);
        browser.press("s", "KeyS", 83);
        assertEquals("4", text("moves"));
        browser.press("z", "KeyZ", 90);
        assertEquals("3", text("moves"), "undone");
        browser.press("a", "KeyA", 65);
        browser.press("ArrowLeft", "ArrowLeft", 37);
        browser.press("ArrowDown", "ArrowDown", 40);
        browser.press("ArrowRight", "ArrowRight", 39);
        browser.press("ArrowRight", "ArrowRight", 39);
        assertEquals("8", text("moves"));
        assertEquals("4", text("pushes"));
        assertTrue(text("status").startsWith("Solved in 8 moves, 4 pushes"), text("status"));
        assertEquals(0, pieces("box"));
        browser.evaluate("document.getElementById('store').click()");
        long until = System.nanoTime() + 30_000_000_000L;
        while (!text("status").startsWith("Stored") && System.nanoTime() < until) {
            pause();
        }
        assertTrue(text("status").startsWith("Stored: 8 moves, 4 pushes"), text("status"));

        PageVisit again = browser.open(base(served.writable) + "/levels/" + served.twoBoxesExactId);
        onlyThisServer(again, served.writable);
        assertEquals(ServedCatalog.TWO_BOXES_SOLUTION,
                browser.evaluate("document.querySelector('li.solution').dataset.moves").asText());
        StringWriter out = new StringWriter();
        int code = Main.run(new String[] {"--db", served.location.embeddedBase().toString(), "show",
            served.twoBoxesExactId}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        assertTrue(out.toString().contains("8 moves, 4 pushes") && out.toString().contains("from sokodb serve")
                && out.toString().contains(ServedCatalog.TWO_BOXES_SOLUTION), out.toString());
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
