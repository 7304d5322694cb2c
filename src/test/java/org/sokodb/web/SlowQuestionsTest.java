package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * One slow question cannot stall every page. Eight clients each ask for near-duplicate groups
 * no one has computed yet (eight thresholds), and the grouping is held until the test lets
 * it go, as a grouping of seconds would be: meanwhile every level page of a source, its JSON,
 * the source page and the home page answer 200 (before, the four groupings waiting on one lock
 * held the server's four catalog connections and every other page answered 503). The server
 * is told to wait as long as it takes, so no answer depends on how fast this machine is.
 */
@Slow
class SlowQuestionsTest {
    private static final List<Double> THRESHOLDS = List.of(60.0, 65.0, 70.0, 75.0, 80.0, 85.0, 95.0, 100.0);
    /** A wait no test run reaches: the test releases the groupings itself. */
    private static final long FOREVER_MILLIS = 600_000;

    @TempDir
    Path dir;

    @Test
    void eightGroupingsHeldWhileEveryLevelPageAnswers() throws Exception {
        DatabaseLocation location = holland();
        CountDownLatch release = new CountDownLatch(1);
        NearGroupCache.Grouping held = heldUntil(release);
        ExecutorService clients = Executors.newFixedThreadPool(THRESHOLDS.size());
        try (WebServer server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(new StringWriter(), true),
                new NearGroupCache.Config(NearGroupCache.MAX_LEVELS, FOREVER_MILLIS, held))) {
            RawHttp http = new RawHttp(server.port());
            long holland = sourceNumber(http, "collections/soukoban/Holland_81.xsb");
            List<String> levels = new ArrayList<>();
            for (JsonNode b : http.get("/api/v1/sources/" + holland + "/levels?size=100").json().get("boards")) {
                levels.add(b.get("exact_id").asText());
            }
            assertEquals(81, levels.size(), "the Holland set's 81 levels, counted by its file");
            List<String> asked = new ArrayList<>(List.of("/", "/api/v1/sources", "/sources/" + holland, "/search?q=Holland"));
            for (String id : levels) {
                asked.add("/levels/" + id);
                asked.add("/api/v1/levels/" + id);
            }
            List<CompletableFuture<RawHttp.Response>> slow = new ArrayList<>();
            for (int i = 0; i < THRESHOLDS.size(); i++) {
                RawHttp client = new RawHttp(server.port(), "127.0.0." + (10 + i));
                String target = "/api/v1/near-duplicates?by=similar&threshold=" + THRESHOLDS.get(i);
                slow.add(CompletableFuture.supplyAsync(() -> client.get(target), clients));
            }
            awaitUnderWay(server, slow);

            for (String target : asked) {
                RawHttp.Response r = http.get(target);
                assertEquals(200, r.status(), target + " while eight groupings wait: " + r.body());
            }
            assertTrue(slow.stream().noneMatch(CompletableFuture::isDone), "the groupings were still held");

            // a ninth slow question finds every slot taken and is told so at once
            RawHttp.Response ninth = new RawHttp(server.port(), "127.0.0.30")
                    .get("/api/v1/near-duplicates?by=similar&threshold=55");
            assertEquals(503, ninth.status(), ninth.body());
            assertTrue(ninth.body().contains("busy"), ninth.body());

            release.countDown();
            for (int i = 0; i < slow.size(); i++) {
                RawHttp.Response r = slow.get(i).get();
                assertEquals(200, r.status(), THRESHOLDS.get(i) + ": " + r.body());
                assertEquals(THRESHOLDS.get(i), r.json().get("threshold").asDouble());
                assertTrue(r.json().get("computed").asBoolean(), r.body());
            }
        } finally {
            release.countDown();
            clients.shutdownNow();
        }
    }

    /** A client with a grouping under way is refused a second one (429), and gets the first. */
    @Test
    void oneClientStartsOneGroupingAtATime() throws Exception {
        DatabaseLocation location = holland();
        CountDownLatch release = new CountDownLatch(1);
        NearGroupCache.Grouping held = heldUntil(release);
        ExecutorService one = Executors.newSingleThreadExecutor();
        try (WebServer server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(new StringWriter(), true),
                new NearGroupCache.Config(NearGroupCache.MAX_LEVELS, FOREVER_MILLIS, held))) {
            RawHttp client = new RawHttp(server.port(), "127.0.0.40");
            CompletableFuture<RawHttp.Response> first = CompletableFuture.supplyAsync(
                    () -> client.get("/near-duplicates?threshold=70"), one);
            awaitUnderWay(server, List.of(first));
            RawHttp.Response second = client.get("/near-duplicates?threshold=80");
            assertEquals(429, second.status(), second.body());
            RawHttp.Response other = new RawHttp(server.port(), "127.0.0.41").get("/levels/collections/soukoban"
                    + "/Holland_81.xsb%231");
            assertEquals(200, other.status(), other.body());
            release.countDown();
            assertEquals(200, first.get().status());
            assertEquals(200, client.get("/near-duplicates?threshold=80").status(), "the second, once the first is done");
        } finally {
            release.countDown();
            one.shutdownNow();
        }
    }

    /** A catalog of the Holland set (81 levels), imported as the command line does. */
    private DatabaseLocation holland() {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("soukoban/Holland_81.xsb").toString()), new ServedCatalog.Quiet());
        }
        return location;
    }

    /** Groups as {@code dups} does, each grouping held until {@code release}, but for the source pages' near mark. */
    private static NearGroupCache.Grouping heldUntil(CountDownLatch release) {
        return (q, ask, levels) -> {
            try {
                // the near mark of the source pages is computed as ever: the pages asked need it
                if (!ask.equals(NearAsk.MARK)) {
                    release.await();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return NearGroupCache.Grouping.FROM_CATALOG.group(q, ask, levels);
        };
    }

    /**
     * Waits until each of {@code requests} is under way (its grouping started, waiting for its
     * turn or held) or answered (a server that cannot take it answers at once).
     */
    private static void awaitUnderWay(WebServer server, List<CompletableFuture<RawHttp.Response>> requests)
            throws InterruptedException {
        while (server.groupingsUnderWay() + requests.stream().filter(CompletableFuture::isDone).count()
                < requests.size()) {
            Thread.sleep(10);
        }
    }

    private static long sourceNumber(RawHttp http, String source) {
        for (JsonNode s : http.get("/api/v1/sources").json().get("sources")) {
            if (s.get("source").asText().equals(source)) {
                return s.get("number").asLong();
            }
        }
        throw new AssertionError("no source " + source);
    }
}
