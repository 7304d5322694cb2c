package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.difficulty.PlayTimes;
import org.sokodb.catalog.difficulty.PlayedLevel;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * People's own measure through the server (docs/web.md, "Recording plays"), on XSokoban's first
 * level as {@code Original_and_Extra.sok} holds it, with its own solution: plays posted as the
 * play page posts them are kept once the server has replayed their moves to the solved
 * position; the level page and its JSON show the median time and the count from the third on;
 * moves that do not solve it, a body that is no play (the field named), a server that does not
 * record plays or is read-only, and a post without the page's token keep nothing.
 * {@link PlaysH2Test} and {@link PlaysPostgresTest} run it on each engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlaysContract {
    private static final Pattern TOKEN = Pattern.compile("name=\"sokodb-token\" content=\"([^\"]+)\"");

    DatabaseLocation location;
    WebServer recording;
    WebServer writing;
    WebServer reading;
    String level;
    String uniqueId;
    String solution;
    int moves;
    int pushes;

    abstract DatabaseEngine engine();

    @BeforeAll
    void serve(@TempDir Path dir) {
        Path file = TestData.path("sok/Original_and_Extra.sok");
        location = switch (engine()) {
            case H2 -> DatabaseLocation.of(dir.resolve("catalog").toString());
            case POSTGRESQL -> DatabaseLocation.of(TestPostgres.freshSchema());
        };
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(file.toString()), new ServedCatalog.Quiet());
            c.difficulties().rate(List.of(), n -> { });
        }
        recording = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, true, true));
        writing = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, true));
        reading = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        level = "/api/v1/levels/" + URLEncoder.encode(file + "#1", StandardCharsets.UTF_8);
        JsonNode json = new RawHttp(recording.port()).get(level).json();
        uniqueId = json.get("unique_id").asText();
        JsonNode first = json.get("solutions").get(0);
        solution = first.get("lurd").asText();
        moves = first.get("moves").asInt();
        pushes = first.get("pushes").asInt();
        level = "/api/v1/levels/" + json.get("exact_id").asText();
    }

    @AfterAll
    void stop() {
        for (WebServer s : new WebServer[] {recording, writing, reading}) {
            if (s != null) {
                s.close();
            }
        }
    }

    /** A POST of {@code body} to {@code target}'s plays as the level's page sends it: this server's origin and token. */
    RawHttp.Response post(WebServer server, String target, String body) {
        RawHttp http = new RawHttp(server.port());
        String page = http.get(level.replace("/api/v1/levels/", "/levels/")).body();
        Matcher m = TOKEN.matcher(page);
        Map<String, String> headers = m.find()
                ? Map.of("Origin", "http://127.0.0.1:" + server.port(), WriteGuard.TOKEN_HEADER, m.group(1),
                        "Content-Type", "application/json")
                : Map.of("Origin", "http://127.0.0.1:" + server.port(), "Content-Type", "application/json");
        return http.send("POST", target + "/plays", headers, body);
    }

    static String play(String solution, long millis, int undos, int restarts) {
        return "{\"solution\": \"" + solution + "\", \"time_ms\": " + millis + ", \"undos\": " + undos
                + ", \"restarts\": " + restarts + "}";
    }

    PlayTimes stored() {
        try (OpenCatalog c = OpenCatalog.openExisting(location)) {
            return c.plays().of(uniqueId);
        }
    }

    @Test
    void aRealPlayIsKeptAndItsMedianShownFromTheThirdOn() {
        long before = stored().plays();
        assertEquals(0, before, "the other tests keep nothing");
        long[] times = {30_000, 10_000, 20_000, 41_000};
        RawHttp http = new RawHttp(recording.port());
        for (int i = 0; i < times.length; i++) {
            RawHttp.Response r = post(recording, level, play(solution, times[i], i, 1));
            assertEquals(201, r.status(), r.body());
            JsonNode j = r.json();
            assertTrue(j.get("recorded").asBoolean());
            assertEquals(uniqueId, j.get("unique_id").asText());
            assertEquals(moves, j.get("moves").asInt(), "the moves of the solution replayed");
            assertEquals(pushes, j.get("pushes").asInt());
            assertEquals(times[i], j.get("time_ms").asLong());
            assertEquals(i, j.get("undos").asInt());
            assertEquals(1, j.get("restarts").asInt());
            assertEquals(org.sokodb.difficulty.DifficultyEstimator.current().version(), j.get("estimator").asText());
            assertEquals(i + 1, j.get("plays").asLong());
            JsonNode shown = http.get(level).json().get("plays");
            String page = http.get(level.replace("/api/v1/levels/", "/levels/")).body();
            if (i < PlayTimes.MIN_SHOWN - 1) {
                assertTrue(shown.isNull(), "fewer than three plays: no median yet: " + shown);
                assertFalse(page.contains("class=\"plays\""), "nor on the page");
            }
        }
        JsonNode shown = http.get(level).json().get("plays");
        assertEquals(4, shown.get("count").asLong());
        assertEquals(25_000, shown.get("median_time_ms").asDouble(), 1e-9, "the mean of 20 s and 30 s");
        String page = new RawHttp(reading.port()).get(level.replace("/api/v1/levels/", "/levels/")).body();
        assertTrue(page.contains("<p class=\"plays\">People: 25 s to solve it (the median of 4 plays)</p>"), page);
        assertEquals(new PlayTimes(4, 25_000), stored());
        try (OpenCatalog c = OpenCatalog.openExisting(location)) {
            List<PlayedLevel> rated = c.plays().rated(3);
            assertEquals(1, rated.size());
            assertEquals(uniqueId, rated.get(0).uniqueId());
            assertEquals(c.difficulties().of(uniqueId).orElseThrow(), rated.get(0).rating());
            assertEquals(List.of(), c.plays().rated(5), "a level with fewer plays than asked is left out");
        }
    }

    @Test
    void movesThatDoNotSolveTheLevelAreNotKept() {
        RawHttp.Response r = post(recording, level, play(solution.substring(0, solution.length() - 1), 5000, 0, 0));
        assertEquals(422, r.status(), r.body());
        assertEquals("unsolved", r.json().get("verdict").asText(), r.body());
        assertEquals(422, post(recording, level, play("xyz", 5000, 0, 0)).status());
    }

    @Test
    void aBodyThatIsNoPlayIsRefusedNamingTheField() {
        Map<String, String> bad = new java.util.LinkedHashMap<>();
        bad.put("{\"time_ms\": 5, \"undos\": 0, \"restarts\": 0}", "solution");
        bad.put("{\"solution\": 5, \"time_ms\": 5, \"undos\": 0, \"restarts\": 0}", "solution");
        bad.put("{\"solution\": \"" + solution + "\", \"undos\": 0, \"restarts\": 0}", "time_ms");
        bad.put(play(solution, 0, 0, 0), "time_ms");
        bad.put(play(solution, 86_400_001, 0, 0), "time_ms");
        bad.put(play(solution, 5, 0, 0).replace("\"time_ms\": 5", "\"time_ms\": \"5\""), "time_ms");
        bad.put(play(solution, 5, 0, 0).replace("\"undos\": 0", "\"undos\": 1.5"), "undos");
        bad.put(play(solution, 5, -1, 0), "undos");
        bad.put(play(solution, 5, 0, 100_001), "restarts");
        bad.put(play(solution, 5, 0, 0).replace("}", ", \"user_agent\": \"x\"}"), "user_agent");
        for (Map.Entry<String, String> e : bad.entrySet()) {
            RawHttp.Response r = post(recording, level, e.getKey());
            assertEquals(400, r.status(), e.getKey() + ": " + r.body());
            assertEquals(e.getValue(), r.json().get("field").asText(), e.getKey());
            assertTrue(r.json().get("error").asText().contains(e.getValue()), r.body());
        }
        for (String whole : List.of("moves rRR", "[1, 2]", "")) {
            RawHttp.Response r = post(recording, level, whole);
            assertEquals(400, r.status(), whole + ": " + r.body());
            assertFalse(r.json().has("field"), r.body());
        }
    }

    @Test
    void aServerThatDoesNotRecordPlaysKeepsNone() {
        RawHttp.Response notRecording = post(writing, level, play(solution, 5000, 0, 0));
        assertEquals(403, notRecording.status(), notRecording.body());
        assertTrue(notRecording.json().get("error").asText().contains("--record-plays"), notRecording.body());
        assertEquals(403, post(reading, level, play(solution, 5000, 0, 0)).status());
        RawHttp.Response noToken = new RawHttp(recording.port()).send("POST", level + "/plays",
                Map.of("Origin", "http://127.0.0.1:" + recording.port()), play(solution, 5000, 0, 0));
        assertEquals(403, noToken.status(), noToken.body());
        RawHttp.Response elsewhere = post(recording, "/api/v1/levels/0000000000000000", play(solution, 5000, 0, 0));
        assertEquals(404, elsewhere.status(), elsewhere.body());
    }

    @Test
    void thePagePlaysOnlyWhereTheServerRecords() {
        String page = new RawHttp(recording.port()).get(level.replace("/api/v1/levels/", "/levels/")).body();
        assertTrue(page.contains("data-record-plays=\"yes\""), page);
        assertTrue(page.contains("This server records each play you finish here"), page);
        String other = new RawHttp(writing.port()).get(level.replace("/api/v1/levels/", "/levels/")).body();
        assertTrue(other.contains("data-record-plays=\"no\""), other);
        assertFalse(other.contains("This server records"), other);
    }
}
