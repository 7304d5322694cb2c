package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.cli.CliRun;

/**
 * Eight searches at once that cannot finish — each waits on a lock the test holds on the table
 * every text search reads first, as a search walking a huge catalog would run on — while the
 * level pages go on: every level page and its JSON answer 200 meanwhile (the searches take 3
 * of the catalog's 6 connections at most, one client 2), and every search is answered before
 * the test lets the lock go: 503 "busy" once its statement reached the time limit, or 429 for
 * the client's searches beyond its share, each with {@code Retry-After}. Nothing depends on
 * how fast the machine is: without the time limit the searches would wait for the lock as long
 * as the test holds it, and the test would see them unanswered.
 */
@AlongsideOnPostgres
class SlowSearchesPostgresTest {
    @Test
    void eightSearchesThatCannotFinishEndInBusyWhileLevelPagesAnswer() throws Exception {
        String url = TestPostgres.freshSchema();
        CliRun imported = CliRun.of("--db", url, "import", TestData.shipped("soukoban/Holland_81.xsb").toString());
        assertEquals(0, imported.exitCode(), imported.err());
        ExecutorService clients = Executors.newFixedThreadPool(8);
        try (WebServer server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(url)), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(new StringWriter(), true), NearGroupCache.Config.DEFAULT);
                Connection locker = DriverManager.getConnection(url)) {
            RawHttp http = new RawHttp(server.port());
            List<String> levels = new ArrayList<>();
            for (JsonNode b : http.get("/api/v1/sources/1/levels?size=100").json().get("boards")) {
                levels.add(b.get("exact_id").asText());
            }
            assertEquals(81, levels.size());

            locker.setAutoCommit(false);
            try (Statement s = locker.createStatement()) {
                s.execute("LOCK TABLE search_text IN ACCESS EXCLUSIVE MODE");
            }
            List<CompletableFuture<RawHttp.Response>> searches = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                String target = "/api/v1/levels?q=holland" + "&page=" + (i + 1) + "&size=1";
                searches.add(CompletableFuture.supplyAsync(() -> http.get(target), clients));
            }
            for (String id : levels) {
                for (String target : List.of("/levels/" + id, "/api/v1/levels/" + id)) {
                    RawHttp.Response r = http.get(target);
                    assertEquals(200, r.status(), target + " while eight searches wait: " + r.body());
                }
            }
            for (CompletableFuture<RawHttp.Response> search : searches) {
                // a guard only: without the time limit the search would wait for the lock, and this would fail
                RawHttp.Response r = search.get(2, TimeUnit.MINUTES);
                assertTrue(r.status() == 503 || r.status() == 429, r.status() + ": " + r.body());
                assertEquals("2", r.header("Retry-After"));
            }
            assertTrue(searches.stream().anyMatch(f -> f.join().status() == 503
                    && f.join().body().contains("this question takes longer than one request may")),
                    "some search reached the time limit");
            locker.rollback();
            RawHttp.Response after = http.get("/api/v1/levels?q=holland");
            assertEquals(200, after.status(), after.body());
            assertEquals(50, after.json().get("boards").size());
        } finally {
            clients.shutdownNow();
        }
    }
}
