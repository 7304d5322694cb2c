package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.cli.CliRun;
import org.sokodb.optimizer.HandLevels;

/**
 * Solutions posted at once to a server with {@code --allow-write} on an H2 file, which holds
 * up to several connections: the same solution eight times and eight other solutions of the
 * same level, all at the same moment. The server's writes take turns, so none races another
 * on the unique index: every valid solution is stored once, the first of each answered 201
 * and the copies 200 "already stored", none 5xx.
 */
@Slow
class ConcurrentWritesTest {
    private static final Pattern TOKEN = Pattern.compile("name=\"sokodb-token\" content=\"([^\"]+)\"");
    /** Walks before the pushes of Wander's solution {@code rRR}: each makes another valid solution. */
    private static final List<String> WALKS = List.of("lr", "rl", "ud", "du", "udud", "lrlr", "dudu", "ulrd");

    @TempDir
    Path dir;

    @Test
    void concurrentPostsAreEachStoredOnceAndNoneFails() throws Exception {
        Path levels = Files.writeString(dir.resolve("wander.xsb"), String.join("\n", HandLevels.WANDER.rows()) + "\n");
        String db = dir.resolve("c").toString();
        CliRun.of("--db", db, "import", levels.toString()).succeeded();
        String exactId = CliRun.of("id", levels.toString()).rows().get(0).split("\t")[3];
        try (WebServer server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(db)), new ServeSettings("127.0.0.1", 0, true))) {
            RawHttp http = new RawHttp(server.port());
            Matcher m = TOKEN.matcher(http.get("/levels/" + exactId).body());
            assertTrue(m.find(), "the level page carries the token");
            Map<String, String> headers = Map.of("Origin", "http://127.0.0.1:" + server.port(), WriteGuard.TOKEN_HEADER,
                    m.group(1));
            List<String> bodies = new ArrayList<>();
            for (int i = 0; i < WALKS.size(); i++) {
                bodies.add("rRR");
                bodies.add(WALKS.get(i) + "rRR");
            }
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(bodies.size());
            List<Future<RawHttp.Response>> answers = new ArrayList<>();
            for (String body : bodies) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return new RawHttp(server.port()).send("POST", "/api/v1/levels/" + exactId + "/solutions", headers,
                            body);
                }));
            }
            start.countDown();
            int created = 0;
            Set<String> createdBodies = new HashSet<>();
            for (int i = 0; i < bodies.size(); i++) {
                RawHttp.Response r = answers.get(i).get();
                assertTrue(r.status() == 201 || r.status() == 200, bodies.get(i) + ": " + r.status() + " " + r.body());
                if (r.status() == 201) {
                    created++;
                    assertTrue(createdBodies.add(bodies.get(i)), "stored twice: " + bodies.get(i));
                } else {
                    assertEquals(false, r.json().get("stored").asBoolean(), r.body());
                }
            }
            pool.shutdown();
            assertEquals(1 + WALKS.size(), created, "each different solution created once");
            JsonNode level = http.get("/api/v1/levels/" + exactId).json();
            assertEquals(1 + WALKS.size(), level.get("solutions").size(), level.toString());
        }
    }
}
