package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * Searches admitted by what they are expected to cost (docs/web.md, "What one request may
 * cost"): while the searches' turn is held, as a search that walks every board holds it, a
 * search by text whose page the text's index bounds answers at once, and a search by filters
 * alone waits for the turn (then answers), or, when the wait runs out, is 503 with
 * {@code Retry-After}. The turn is held by the test until it lets go (a latch), so nothing
 * depends on how fast the machine is.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchAdmissionTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private DatabaseLocation location;

    @BeforeAll
    void holland(@TempDir Path dir) {
        location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("soukoban/Holland_81.xsb").toString()),
                    new ServedCatalog.Quiet());
        }
    }

    @Test
    void aSearchByTextAnswersWhileAScanOfEveryBoardHoldsTheTurn() throws Exception {
        Turns searches = new Turns(1, 60_000, "busy with other searches", 2, 3);
        try (WebServer server = serve(searches)) {
            RawHttp http = new RawHttp(server.port());
            CountDownLatch holding = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<Void> held = CompletableFuture.runAsync(() -> searches.run("another client", () -> {
                holding.countDown();
                await(release);
                return null;
            }));
            holding.await();

            RawHttp.Response byName = http.get("/api/v1/levels?q=holland&size=5");
            assertEquals(200, byName.status(), byName.body());
            JsonNode found = JSON.readTree(byName.body());
            assertEquals(5, found.get("boards").size(), byName.body());
            assertTrue(found.get("more").asBoolean(), byName.body());
            for (String target : List.of("/search?q=holland", "/search?q=holland&order=difficulty",
                    "/api/v1/levels?q=holland&min-boxes=3&page=2&size=10", "/api/v1/levels?q=no+such+text")) {
                RawHttp.Response r = http.get(target);
                assertEquals(200, r.status(), target + ": " + r.body());
            }
            assertEquals(1, searches.underWay(), "no search by text took a turn");

            CompletableFuture<RawHttp.Response> scan = CompletableFuture.supplyAsync(
                    () -> http.get("/api/v1/levels?min-boxes=99"));
            while (searches.underWay() < 2 && !scan.isDone()) {
                Thread.sleep(1);
            }
            assertFalse(scan.isDone(), "a search by filters alone waits for the turn");
            release.countDown();
            RawHttp.Response answered = scan.get(60, TimeUnit.SECONDS);
            assertEquals(200, answered.status(), answered.body());
            assertEquals(0, JSON.readTree(answered.body()).get("boards").size(), answered.body());
            held.get(60, TimeUnit.SECONDS);
        }
    }

    @Test
    void aSearchByFiltersAloneIs503WithRetryAfterWhenNoTurnComesInTime() throws Exception {
        Turns searches = new Turns(1, 50, "busy with other searches", 2, 3);
        try (WebServer server = serve(searches)) {
            RawHttp http = new RawHttp(server.port());
            searches.take();
            try {
                RawHttp.Response scan = http.get("/search?solved=yes&duplicates=no");
                assertEquals(503, scan.status(), scan.body());
                assertEquals(Integer.toString(ServeSettings.RETRY_AFTER_SECONDS), scan.header("Retry-After"));
                assertTrue(scan.body().contains("busy with other searches"), scan.body());
                assertEquals(200, http.get("/search?q=holland").status());
            } finally {
                searches.give();
            }
            assertEquals(200, http.get("/search?solved=yes&duplicates=no").status());
        }
    }

    /** A server, read-only, of the catalog of the Holland set, its searches taking {@code searches}' turns. */
    private WebServer serve(Turns searches) {
        return WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(new StringWriter(), true), searches);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
