package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.near.NearGroupCache;

/**
 * No request ends in an empty 500, and every 5xx is said on the server's terminal with its
 * cause. A route whose work runs out of memory (an {@link OutOfMemoryError} went to Jetty,
 * which answered 500 with no body and logged nothing: issue 85) is a 503 that says what to do;
 * one that fails otherwise, an {@link Error} or an exception sokodb has no words for, a 500
 * that says where to look; each as a page or as JSON by its address. A level's near copies too
 * many for one JSON answer are a 413 that says how many and what to ask instead. The failures
 * come from the near-duplicate grouping, which the test replaces (by its threshold: 60 runs out
 * of memory, 65 overflows its stack, 70 fails), as a real request's work would throw them.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ServerFailuresTest {
    private final StringWriter log = new StringWriter();
    private WebServer server;
    private RawHttp http;

    @BeforeAll
    void serve(@TempDir Path dir) {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("soukoban/Holland_81.xsb").toString()),
                    new ServedCatalog.Quiet());
        }
        NearGroupCache.Grouping failing = (q, ask, levels) -> {
            if (ask.threshold() == 60) {
                throw new OutOfMemoryError("Java heap space");
            } else if (ask.threshold() == 65) {
                throw new StackOverflowError();
            } else if (ask.threshold() == 70) {
                throw new IllegalStateException("a failure sokodb has no words for");
            }
            return NearGroupCache.Grouping.FROM_CATALOG.group(q, ask, levels);
        };
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(log, true), new NearGroupCache.Config(NearGroupCache.MAX_LEVELS,
                        NearGroupCache.WAIT_MILLIS, failing), 10);
        http = new RawHttp(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** An answer in words, in the form of its address; its sentence. */
    private String answered(int status, String target) {
        RawHttp.Response r = http.get(target);
        assertEquals(status, r.status(), target + ": " + r.body());
        assertFalse(r.body().isBlank(), target + ": an empty body");
        assertFalse(r.body().contains("at org.") || r.body().contains("Exception"), "a stack trace: " + r.body());
        if (target.startsWith("/api/")) {
            assertTrue(r.header("content-type").startsWith("application/json"), target);
            assertEquals(status, r.json().get("status").asInt());
            return r.json().get("error").asText();
        }
        assertTrue(r.header("content-type").startsWith("text/html"), target);
        assertTrue(status < 400 || r.body().contains("<h1>" + status + "</h1>"), r.body());
        return r.body();
    }

    @Test
    void runningShortOfMemoryIs503InWordsAndLogged() {
        for (String target : List.of("/near-duplicates?threshold=60", "/api/v1/near-duplicates?threshold=60")) {
            assertTrue(answered(503, target).contains(Answers.SHORT_OF_MEMORY), target);
            assertTrue(log.toString().contains("GET " + target.substring(0, target.indexOf('?'))
                    + ": 503 " + Answers.SHORT_OF_MEMORY + " (java.lang.OutOfMemoryError: Java heap space)"), log.toString());
        }
        assertEquals(200, http.get("/api/v1/near-duplicates").status(), "the server goes on");
    }

    @Test
    void anyOtherFailureIs500InWordsAndLogged() {
        for (String target : List.of("/near-duplicates?threshold=65", "/api/v1/near-duplicates?threshold=65",
                "/near-duplicates?threshold=70", "/api/v1/near-duplicates?threshold=70")) {
            assertTrue(answered(500, target).contains(Answers.FAILED), target);
        }
        assertTrue(log.toString().contains("GET /near-duplicates: 500 " + Answers.FAILED
                + " (java.lang.StackOverflowError)"), log.toString());
        assertTrue(log.toString().contains("GET /api/v1/near-duplicates: 500 java.lang.IllegalStateException: a failure"
                + " sokodb has no words for"), log.toString());
        assertEquals(200, http.get("/").status(), "the server goes on");
    }

    @Test
    void nearCopiesTooManyForOneAnswerAre413InWords() {
        String holland = TestData.shipped("soukoban/Holland_81.xsb").toString();
        String level = http.get("/api/v1/levels/" + holland + "%231").json().get("exact_id").asText();
        // at 50 % nearly every level of a set is like any other: more than the 10 this server lists
        String why = answered(413, "/api/v1/levels/" + level + "/similar?threshold=50");
        assertTrue(why.matches(level + " has \\d+ near copies at 50 %, more than the 10 one answer lists: ask with a"
                + " higher threshold, .*sokodb similar " + level + " --threshold 50"), why);
        String page = answered(200, "/levels/" + level + "/similar?threshold=50");
        assertTrue(page.contains("near copies"), "the page draws the most alike, as many as it may");
        assertEquals(200, http.get("/api/v1/levels/" + level + "/similar?threshold=100").status());
    }
}
