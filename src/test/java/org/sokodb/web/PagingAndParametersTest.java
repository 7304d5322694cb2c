package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.solutions.SolutionOutcome;

/**
 * The one rule for paging and for parameters, on every route family, page and JSON alike
 * (docs/web.md, *Paging and parameters*): a parameter a route does not take, or a value out of
 * what it takes, is a 400 that names it; a page past the end of its list is a 404; the largest
 * {@code size} is the same everywhere; an error is a page on a page's address and JSON under
 * {@code /api/}. A catalog of Holland's 81 levels and a small file: the tiny level (solved, one
 * solution of 4 moves) and its mirror (one duplicate group).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PagingAndParametersTest {
    private static final String HOLLAND = "collections/soukoban/Holland_81.xsb";

    private WebServer server;
    private RawHttp http;
    private String tiny;
    private long holland;
    private long small;

    @BeforeAll
    void serve(@TempDir Path dir) throws Exception {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        Path file = dir.resolve("small.xsb");
        Files.writeString(file, "Title: tiny\n" + ServedCatalog.TINY + "\nTitle: mirror\n" + ServedCatalog.MIRROR,
                StandardCharsets.UTF_8);
        tiny = ServedCatalog.exactId(ServedCatalog.TINY);
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("soukoban/Holland_81.xsb").toString(), file.toString()),
                    new ServedCatalog.Quiet());
            assertTrue(c.solutionSubmission().submit(tiny, ServedCatalog.TINY_SOLUTION, "test", "")
                    instanceof SolutionOutcome.Stored);
        }
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        http = new RawHttp(server.port());
        holland = 1;
        small = 2;
        assertEquals(HOLLAND, http.get("/api/v1/sources").json().get("sources").get(0).get("source").asText());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** Every paged list, as a page and as JSON, with a query that selects something. */
    private List<String> pagedLists() {
        return List.of("/sources/" + holland + "?", "/api/v1/sources/" + holland + "/levels?", "/search?q=holland&",
                "/api/v1/levels?q=holland&", "/search?min-boxes=1&", "/api/v1/levels?min-boxes=1&", "/duplicates?",
                "/api/v1/duplicates?", "/near-duplicates?", "/api/v1/near-duplicates?", "/credits?", "/api/v1/credits?",
                "/authors/davidholland?", "/api/v1/authors/davidholland?");
    }

    /** Every GET route, without a query. */
    private List<String> everyRoute() {
        return List.of("/", "/search", "/duplicates", "/near-duplicates", "/credits", "/authors", "/authors/davidholland",
                "/sources/" + holland, "/sources/" + holland + "/1", "/levels/" + tiny, "/levels/" + tiny + "/similar",
                "/assets/sokodb.css", "/favicon.ico", "/api/v1/catalog", "/api/v1/sources",
                "/api/v1/sources/" + holland + "/levels", "/api/v1/levels", "/api/v1/levels/" + tiny,
                "/api/v1/levels/" + tiny + "/similar", "/api/v1/duplicates", "/api/v1/near-duplicates", "/api/v1/credits",
                "/api/v1/authors", "/api/v1/authors/davidholland");
    }

    /** A failure answered in the form of its address, with a sentence. */
    private RawHttp.Response refused(int status, String target) {
        RawHttp.Response r = http.get(target);
        assertEquals(status, r.status(), target + ": " + r.body());
        if (target.startsWith("/api/")) {
            assertTrue(r.header("content-type").startsWith("application/json"), target + ": " + r.header("content-type"));
            assertEquals(status, r.json().get("status").asInt(), target);
            assertFalse(r.json().get("error").asText().isBlank(), target);
        } else {
            assertTrue(r.header("content-type").startsWith("text/html"), target + ": " + r.header("content-type"));
            assertTrue(r.body().contains("<p class=\"problem\">"), target + ": " + r.body());
        }
        return r;
    }

    @Test
    void aPagePastTheEndIs404OnEveryList() {
        for (String list : pagedLists()) {
            assertEquals(200, http.get(list + "page=1").status(), list);
            for (String past : List.of("page=99", "page=100&size=100", "page=2&size=100")) {
                RawHttp.Response r = refused(404, list + past);
                assertTrue(r.body().contains("no page "), list + past + ": " + r.body());
            }
        }
        // the last page of Holland's 81 at 20 a page is page 5; page 1 of a list with nothing in it is an empty page
        assertEquals(1, http.get("/api/v1/sources/" + holland + "/levels?size=20&page=5").json().get("boards").size());
        refused(404, "/api/v1/sources/" + holland + "/levels?size=20&page=6");
        assertEquals(0, http.get("/api/v1/levels?q=no+such+title").json().get("boards").size());
        assertEquals(200, http.get("/search?q=no+such+title").status());
    }

    @Test
    void pageAndSizeAreReadAlikeOnEveryList() {
        for (String list : pagedLists()) {
            for (String bad : List.of("page=0", "page=abc", "page=-1", "page=1.5", "size=0", "size=101", "size=x",
                    "page=" + (ServeSettings.MAX_PAGE + 1))) {
                RawHttp.Response r = refused(400, list + bad);
                String name = bad.substring(0, bad.indexOf('='));
                assertTrue(r.body().contains(name), list + bad + ": " + r.body());
            }
            assertEquals(200, http.get(list + "size=" + ServeSettings.MAX_PAGE_SIZE).status(), list);
        }
    }

    @Test
    void aParameterNoRouteTakesIs400Everywhere() {
        for (String route : everyRoute()) {
            assertEquals(200, http.get(route).status(), route);
            RawHttp.Response r = refused(400, route + "?nonsense=1");
            assertTrue(r.body().contains("unknown parameter 'nonsense'"), route + ": " + r.body());
        }
        // the level's JSON takes no replay: only its page does
        refused(400, "/api/v1/levels/" + tiny + "?solution=1");
        refused(400, "/levels/" + tiny + "/similar?solution=1");
        refused(400, "/authors?page=2");
    }

    @Test
    void aReplayAskedForIsOneTheLevelHas() {
        for (String level : List.of("/levels/" + tiny, "/sources/" + small + "/1")) {
            assertEquals(200, http.get(level + "?solution=1&step=0").status(), level);
            assertEquals(200, http.get(level + "?solution=1&step=4").status(), level);
            assertEquals(200, http.get(level + "?solution=1").status(), level);
            for (String bad : List.of("solution=abc", "solution=0", "solution=2", "solution=1&step=-1",
                    "solution=1&step=5", "solution=1&step=x", "step=1", "solution=")) {
                RawHttp.Response r = refused(400, level + "?" + bad);
                assertTrue(r.body().contains("solution") || r.body().contains("step"), bad + ": " + r.body());
            }
        }
        RawHttp.Response unsolved = refused(400, "/sources/" + holland + "/1?solution=1");
        assertTrue(unsolved.body().contains("has no solution to replay"), unsolved.body());
    }

    @Test
    void aLevelIsFoundBySourceAndIndexHoweverTheAddressIsEncoded() {
        String exact = http.get("/api/v1/levels/" + HOLLAND + "%233").json().get("exact_id").asText();
        String slashes = HOLLAND.replace("/", "%2F") + "%233";
        StringBuilder every = new StringBuilder();
        for (byte b : (HOLLAND + "#3").getBytes(StandardCharsets.UTF_8)) {
            every.append(String.format("%%%02X", b));
        }
        for (String id : List.of(slashes, slashes.replace("%2F", "%2f"), every.toString())) {
            assertEquals(exact, http.get("/api/v1/levels/" + id).json().get("exact_id").asText(), id);
            RawHttp.Response page = http.get("/levels/" + id);
            assertEquals(200, page.status(), id + ": " + page.body());
            assertTrue(page.body().contains(exact), id);
            assertEquals(200, http.get("/levels/" + id + "/similar").status(), id);
        }
        // still nothing but a level's id: an encoded separator elsewhere names nothing
        refused(404, "/sources/" + holland + "%2F1");
    }

    @Test
    void aPathThatNamesNothingIsAPageOrJsonByItsAddress() {
        for (String target : List.of("/levels/%00", "/authors/%00", "/sources/%00", "/levels/%00/similar", "/nothing",
                "/api/v1/nothing", "/levels/0123456789ABCDEF", "/api/v1/levels/0123456789ABCDEF", "/levels/%2500",
                "/api/v1/levels/%2500")) {
            refused(404, target);
        }
        // Jetty refuses a NUL before it reads the path: the answer cannot know it was under /api/, and is a page
        for (String target : List.of("/api/v1/levels/%00", "/api/v1/authors/%00")) {
            RawHttp.Response r = http.get(target);
            assertEquals(404, r.status(), target);
            assertTrue(r.body().contains("no such page"), target + ": " + r.body());
        }
    }
}
