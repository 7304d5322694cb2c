package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.CliRun;

/**
 * What one request may cost the catalog (docs/web.md, "What one request may cost"): a list
 * that skips rows goes no further than 10,000 of them (400 beyond), a source's pages start at a
 * position and go as far as asked; a statement ended by its time limit is a 503 "busy" with
 * {@code Retry-After} and leaves the server answering; numbers are read one way, ASCII digits
 * only, in a path, a parameter and a {@code SOURCE#INDEX} alike.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Slow
class RequestCostTest {
    private DatabaseLocation location;
    private WebServer server;
    private RawHttp http;
    private final StringWriter log = new StringWriter();

    @BeforeAll
    void serve(@TempDir Path dir) {
        location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("soukoban/Holland_81.xsb").toString()), new ServedCatalog.Quiet());
        }
        // every near-duplicate grouping fails as a statement stopped by its time limit does
        NearGroupCache.Grouping tooLong = (q, ask, levels) -> {
            if (ask.equals(NearAsk.MARK)) {
                return NearGroupCache.Grouping.FROM_CATALOG.group(q, ask, levels);
            }
            throw CatalogException.timedOut("grouping took longer than the 60 s a statement may take here, and was"
                    + " stopped", null);
        };
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false), new PrintWriter(log, true),
                new NearGroupCache.Config(NearGroupCache.MAX_LEVELS, NearGroupCache.WAIT_MILLIS, tooLong));
        http = new RawHttp(server.port());
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @Test
    void aPageThatSkipsRowsGoesNoFurtherThanTenThousand() {
        for (String target : List.of("/search?q=holland&page=201", "/api/v1/levels?q=holland&page=201",
                "/api/v1/levels?min-boxes=1&size=100&page=101", "/api/v1/duplicates?page=501",
                "/duplicates?size=100&page=101", "/search?q=holland&page=1000000", "/credits?page=501",
                "/api/v1/near-duplicates?page=501", "/api/v1/authors/davidholland?size=100&page=101")) {
            RawHttp.Response r = http.get(target);
            assertEquals(400, r.status(), target + ": " + r.body());
            assertTrue(r.body().contains("a page goes past item 10000, as deep as a list goes here"), r.body());
        }
        // as deep as a list goes, and past the end of these: 404, not a bound
        for (String target : List.of("/search?q=holland&page=200", "/api/v1/levels?min-boxes=1&size=100&page=100",
                "/api/v1/duplicates?page=500")) {
            RawHttp.Response r = http.get(target);
            assertEquals(404, r.status(), target + ": " + r.body());
        }
    }

    @Test
    void aSourcesPagesStartAtAPositionAndGoAsFarAsAsked() {
        RawHttp.Response far = http.get("/api/v1/sources/1/levels?page=1000000&size=100");
        assertEquals(404, far.status(), far.body());
        assertTrue(far.json().get("error").asText().startsWith("no page 1000000: this list ends before it"));
        assertEquals(404, http.get("/sources/1?page=1000000").status());
    }

    @Test
    void aStatementStoppedByItsLimitIsBusyAndTheServerGoesOn() {
        for (String target : List.of("/api/v1/near-duplicates?threshold=70", "/near-duplicates?threshold=75")) {
            RawHttp.Response r = http.get(target);
            assertEquals(503, r.status(), target + ": " + r.body());
            assertEquals("2", r.header("Retry-After"), target);
            assertTrue(r.body().contains("the server is busy: this question takes longer than one request may; try"
                    + " again in a moment, or narrow it"), r.body());
        }
        assertTrue(log.toString().contains("took longer than the 60 s a statement may take here"), log.toString());
        assertEquals(200, http.get("/api/v1/sources/1/levels").status(), "the server goes on");
        assertEquals(200, http.get("/").status());
    }

    @Test
    void numbersAreAsciiDigitsEverywhere() {
        // U+0661 ARABIC-INDIC DIGIT ONE is a digit to Character.isDigit and to Long.parseLong: not here
        String one = "%D9%A1";
        assertEquals(404, http.get("/sources/" + one).status());
        assertEquals(404, http.get("/sources/1/" + one).status());
        assertEquals(400, http.get("/api/v1/sources/1/levels?page=" + one).status());
        assertEquals(400, http.get("/api/v1/levels?min-boxes=" + one).status());
        assertEquals(200, http.get("/sources/1/1").status(), "ASCII digits are numbers");
        String source = TestData.shipped("soukoban/Holland_81.xsb").toString();
        CliRun show = CliRun.of("--db", location.embeddedBase().toString(), "show", source + "#\u0661");
        assertTrue(show.exitCode() != 0, "show takes no other digits either: " + show.out());
        CliRun shown = CliRun.of("--db", location.embeddedBase().toString(), "show", source + "#1");
        assertEquals(0, shown.exitCode(), shown.err());
    }
}
