package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
 * level pages go on: every level page and its JSON answer 200 meanwhile, and every search is
 * answered before the test lets the lock go: 503 "busy" once its statement reached the time
 * limit or its wait for a catalog ran out, or 429 for the client's searches beyond its share,
 * each with {@code Retry-After}. The searches, those answered at once among them, hold 3 of the
 * catalog's 6 connections at most ({@link CatalogGate#lendToSearch}), so a level page never
 * waits for a search's statement to reach its time limit: the server's sessions the lock holds
 * up, read from the server while the level pages are asked (from the moment one search waits
 * on it), are never more. Nothing depends on how fast the machine is: without the time limit
 * the searches would wait for the lock as long as the test holds it, and the test would see
 * them unanswered.
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
            // pages of 20: each answer within the server's one buffer, so it is written whole at once
            // (an answer of 100 boards was cut at 32 KiB once, under load 190)
            for (int page = 1; levels.size() < 81 && page <= 5; page++) {
                for (JsonNode b : http.get("/api/v1/sources/1/levels?size=20&page=" + page).json().get("boards")) {
                    levels.add(b.get("exact_id").asText());
                }
            }
            assertEquals(81, levels.size());

            locker.setAutoCommit(false);
            int lockerPid;
            try (Statement s = locker.createStatement()) {
                s.execute("LOCK TABLE search_text IN ACCESS EXCLUSIVE MODE");
                try (ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
                    rs.next();
                    lockerPid = rs.getInt(1);
                }
            }
            List<CompletableFuture<RawHttp.Response>> searches = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                String target = "/api/v1/levels?q=holland" + "&page=" + (i + 1) + "&size=1";
                searches.add(CompletableFuture.supplyAsync(() -> http.get(target), clients));
            }
            int share = CatalogGate.MAX_OPEN - CatalogGate.KEPT_FROM_SEARCHES;
            int most;
            try (Connection watcher = DriverManager.getConnection(url);
                    PreparedStatement heldUp = watcher.prepareStatement(
                            "SELECT COUNT(*) FROM pg_stat_activity WHERE ? = ANY(pg_blocking_pids(pid))")) {
                heldUp.setInt(1, lockerPid);
                // the pages asked once a search waits on the lock, however slow the machine
                most = 0;
                while (most == 0 && !searches.stream().allMatch(CompletableFuture::isDone)) {
                    most = sessions(heldUp);
                }
                for (String id : levels) {
                    for (String target : List.of("/levels/" + id, "/api/v1/levels/" + id)) {
                        RawHttp.Response r = http.get(target);
                        assertEquals(200, r.status(), target + " while eight searches wait: " + r.body());
                        most = Math.max(most, sessions(heldUp));
                    }
                }
            }
            assertTrue(most >= 1 && most <= share, most + " of the server's connections held up by the lock at once:"
                    + " the searches' share of the catalog's " + CatalogGate.MAX_OPEN + " is " + share);
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

    /** The server's sessions the test's lock holds up now. */
    private static int sessions(PreparedStatement heldUp) throws SQLException {
        try (ResultSet rs = heldUp.executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
