package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.PgProxy;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.cli.CliRun;

/**
 * The PostgreSQL server goes away under {@code serve} and comes back (a relay the test cuts:
 * every connection dropped, new ones refused, as while the server restarts): during the outage
 * every page answers 503 with {@code Retry-After}, never a 404 or another wrong answer, those
 * of things that do not exist included (nobody can know that then); once the server is back
 * every page answers as before, 200 with the same data or 404, without the server being
 * restarted: nothing the outage made it answer is kept.
 */
@AlongsideOnPostgres
class ServeOutagePostgresTest {
    /**
     * Every page that reads the catalog, and its JSON twin: home, sources, a board by position,
     * levels by id and their near copies, search, duplicates, near duplicates, credits, authors.
     */
    private static List<String> pages(String exactId) {
        return List.of("/", "/api/v1/catalog", "/sources/1", "/sources/1?page=2", "/sources/1/2",
                "/api/v1/sources/1/levels", "/levels/" + exactId, "/api/v1/levels/" + exactId,
                "/levels/" + exactId + "/similar", "/api/v1/levels/" + exactId + "/similar", "/search?q=screen",
                "/api/v1/levels?min-boxes=6", "/search?q=" + exactId, "/duplicates", "/api/v1/duplicates",
                "/near-duplicates", "/api/v1/near-duplicates", "/credits", "/api/v1/credits", "/authors",
                "/api/v1/authors", "/api/v1/sources");
    }

    /** Pages whose answer is "no such thing": 404 before and after, never during, when nobody can know. */
    private static final List<String> NOTHING = List.of("/sources/2", "/sources/1/91", "/levels/0000000000000000",
            "/api/v1/levels/0000000000000000", "/authors/Nobody", "/api/v1/authors/Nobody");

    @Test
    void duringAnOutageEveryPageIs503AndAfterItEveryPageIsServedAgain() throws Exception {
        String url = TestPostgres.freshSchema();
        // one source of 90 boards, so that /sources/1/2 is a board
        CliRun imported = CliRun.of("--db", url, "import", TestData.path("sets/soukoban/XSokoban_90.xsb").toString());
        assertEquals(0, imported.exitCode(), imported.err());
        String exactId = CliRun.of("id", TestData.shipped("xsokoban/screen.2").toString()).rows().get(0).split("\t")[3];
        StringWriter log = new StringWriter();
        try (PgProxy proxy = PgProxy.to(url);
                WebServer server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(proxy.url(url))),
                        new ServeSettings("127.0.0.1", 0, false), new PrintWriter(log, true), NearGroupCache.Config.DEFAULT)) {
            RawHttp http = new RawHttp(server.port());
            List<String> before = new ArrayList<>();
            for (String page : pages(exactId)) {
                RawHttp.Response r = http.get(page);
                assertEquals(200, r.status(), page + ": " + r.body());
                before.add(r.body());
            }

            for (String page : NOTHING) {
                assertEquals(404, http.get(page).status(), page);
            }

            proxy.cut();
            List<String> all = new ArrayList<>(pages(exactId));
            all.addAll(NOTHING);
            for (int round = 0; round < 3; round++) {
                for (String page : all) {
                    RawHttp.Response r = http.get(page);
                    assertEquals(503, r.status(), "during the outage " + page + ": " + r.body());
                    assertTrue(r.header("Retry-After") != null, page + ": Retry-After");
                }
            }

            proxy.restore();
            // the outage's first failure closed every connection it broke: the first request after it is answered
            List<String> after = new ArrayList<>();
            for (String page : pages(exactId)) {
                RawHttp.Response r = http.get(page);
                assertEquals(200, r.status(), "after the outage " + page + ": " + r.body() + "\n" + log);
                after.add(r.body());
            }
            for (String page : NOTHING) {
                RawHttp.Response r = http.get(page);
                assertEquals(404, r.status(), "after the outage " + page + ": " + r.body());
            }
            for (int i = 0; i < before.size(); i++) {
                if (!pages(exactId).get(i).startsWith("/api/")) {
                    continue; // pages carry the write token and the like; the JSON is the data alone
                }
                assertEquals(before.get(i), after.get(i), "the same answer as before: " + pages(exactId).get(i));
            }
        }
    }
}
