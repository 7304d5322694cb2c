package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
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

import org.sokodb.catalog.db.DatabaseEngine;

/**
 * The security section of docs/web.md, request by request: the Host check, path traversal in
 * its spellings, the limits, the headers on every answer, and who may write. Run on each
 * engine by {@link WebSecurityH2Test} and {@link WebSecurityPostgresTest}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServeSecurityContract {
    private static final Pattern TOKEN = Pattern.compile("<meta name=\"sokodb-token\" content=\"([0-9a-f]+)\">");

    ServedCatalog served;
    RawHttp http;
    RawHttp writer;

    abstract DatabaseEngine engine();

    @BeforeAll
    void serve(@TempDir Path dir) {
        served = new ServedCatalog(engine(), dir);
        http = served.http();
        writer = served.writer();
    }

    @AfterAll
    void stop() {
        if (served != null) {
            served.close();
        }
    }

    @Test
    void anotherHostNameIsRefused() {
        for (String host : List.of("evil.example", "evil.example:" + served.readOnly.port(), "127.0.0.1.evil.example",
                "localhost.evil.example", "[::2]")) {
            RawHttp.Response r = http.send("GET", "/api/v1/catalog", Map.of("Host", host), null);
            assertEquals(421, r.status(), host);
            assertFalse(r.body().contains("\"levels\""), "nothing of the catalog for " + host);
        }
        for (String host : List.of("localhost:" + served.readOnly.port(), "LOCALHOST", "127.0.0.1", "[::1]:80")) {
            assertEquals(200, http.send("GET", "/api/v1/catalog", Map.of("Host", host), null).status(), host);
        }
    }

    @Test
    void pathTraversalInAnySpellingIs404() {
        for (String target : List.of("/assets/../pom.xml", "/assets/%2e%2e/pom.xml", "/assets/..%2fpom.xml",
                "/assets/%2e%2e%2fpom.xml", "/assets/..%5cpom.xml", "/assets/%252e%252e%252fpom.xml",
                "/assets/.%2e/.%2e/etc/passwd", "/levels/..%2f..%2fetc%2fpasswd",
                "/levels/../../etc/passwd%231", "/api/v1/levels/..%2F..%2Fpom.xml%231", "/assets//etc/passwd",
                "/assets/..\\pom.xml", "/assets/;/../pom.xml", "/sources/1/..%2f2")) {
            RawHttp.Response r = http.get(target);
            assertEquals(404, r.status(), target + ": " + r.body());
            assertFalse(r.body().contains("<project"), target);
        }
        // Jetty refuses these before any route sees them; the answer is the same
        assertEquals(404, http.get("/assets/sokodb.css%00").status());
        assertEquals(200, http.get("/assets/sokodb.css").status());
        assertEquals(404, http.get("/assets/pom.xml").status());
        // No route serves a file, so the targets above are 404 with or without RequestGuard. These
        // reach a route once decoded (an encoded dot in a name: the style sheet, the script) and are
        // 404 only because the guard refuses every encoded dot: a guard that let one through fails here.
        for (String encodedDot : List.of("/assets/sokodb%2ecss", "/assets/level%2Ejs")) {
            assertEquals(404, http.get(encodedDot).status(), encodedDot);
        }
    }

    @Test
    void everyAnswerCarriesTheHeaders() {
        for (String target : List.of("/", "/assets/level.js", "/api/v1/catalog", "/nothing", "/api/v1/levels?page=x",
                "/levels/" + served.tinyExactId)) {
            RawHttp.Response r = http.get(target);
            assertEquals(RequestGuard.CSP, r.header("content-security-policy"), target);
            assertTrue(r.header("content-security-policy").contains("default-src 'self'"));
            assertEquals("nosniff", r.header("x-content-type-options"), target);
            assertEquals("DENY", r.header("x-frame-options"), target);
            assertTrue(r.status() < 500, target);
            assertFalse(r.body().contains("at org.") || r.body().contains("Exception"), "a stack trace: " + target);
        }
        RawHttp.Response refused = http.send("GET", "/", Map.of("Host", "evil.example"), null);
        assertEquals("nosniff", refused.header("x-content-type-options"));
    }

    @Test
    void limitsAnswer4xx() {
        assertEquals(414, http.get("/api/v1/levels?q=" + "a".repeat(ServeSettings.MAX_QUERY_CHARS + 10)).status());
        assertEquals(413, http.get("/api/v1/levels?q=" + "a".repeat(ServeSettings.MAX_TEXT_CHARS + 1)).status());
        String bigBoard = ("#".repeat(70) + "\n").repeat(ServeSettings.MAX_PASTED_CHARS / 70 + 2);
        RawHttp.Response board = http.get("/api/v1/levels?board=" + View.encode(bigBoard));
        assertTrue(board.status() == 413 || board.status() == 414, "pasted board over the limit: " + board.status());
        RawHttp.Response body = writer.send("POST", "/api/v1/levels/" + served.twoBoxesExactId + "/solutions",
                writeHeaders(token()), "r".repeat((int) ServeSettings.MAX_BODY_BYTES + 100));
        assertEquals(413, body.status(), body.body());
        assertEquals(400, http.get("/api/v1/levels?size=" + (ServeSettings.MAX_PAGE_SIZE + 1)).status());
    }

    @Test
    void readOnlyRefusesEveryWrite() {
        assertFalse(http.get("/levels/" + served.twoBoxesExactId).body().contains("sokodb-token"));
        RawHttp.Response r = http.send("POST", "/api/v1/levels/" + served.twoBoxesExactId + "/solutions",
                Map.of("Origin", "http://127.0.0.1:" + served.readOnly.port()), ServedCatalog.TWO_BOXES_SOLUTION);
        assertEquals(403, r.status());
        assertEquals(403, r.json().get("status").asInt());
        assertEquals(0, solutions(http, served.twoBoxesExactId));
    }

    @Test
    void writesNeedTheOriginAndTheToken() {
        String target = "/api/v1/levels/" + served.twoBoxesExactId + "/solutions";
        String token = token();
        String own = "http://127.0.0.1:" + served.writable.port();
        Map<String, String> noOrigin = new HashMap<>(Map.of(WriteGuard.TOKEN_HEADER, token));
        Map<String, String> otherOrigin = new HashMap<>(Map.of(WriteGuard.TOKEN_HEADER, token, "Origin",
                "http://evil.example"));
        Map<String, String> crossSite = new HashMap<>(Map.of(WriteGuard.TOKEN_HEADER, token, "Sec-Fetch-Site",
                "cross-site"));
        Map<String, String> noToken = new HashMap<>(Map.of("Origin", own));
        Map<String, String> wrongToken = new HashMap<>(Map.of("Origin", own, WriteGuard.TOKEN_HEADER, "0" + token));
        for (Map<String, String> h : List.of(noOrigin, otherOrigin, crossSite, noToken, wrongToken)) {
            assertEquals(403, writer.send("POST", target, h, ServedCatalog.TWO_BOXES_SOLUTION).status(), h.toString());
        }
        assertEquals(0, solutions(writer, served.twoBoxesExactId));
        assertEquals(404, writer.send("GET", target, Map.of(), null).status(), "writes are POSTs only");
    }

    @Test
    void aVerifiedSolutionIsStoredOnceAndABadOneSaysWhy() {
        String target = "/api/v1/levels/" + served.twoBoxesExactId + "/solutions";
        Map<String, String> h = writeHeaders(token());
        RawHttp.Response notSolved = writer.send("POST", target, h, "rRR");
        assertEquals(422, notSolved.status(), notSolved.body());
        assertTrue(notSolved.json().get("error").asText().length() > 0);
        RawHttp.Response illegal = writer.send("POST", target, h, "uuuu");
        assertEquals(422, illegal.status(), illegal.body());
        RawHttp.Response garbage = writer.send("POST", target, h, "hello <world>");
        assertEquals(422, garbage.status(), garbage.body());
        RawHttp.Response stored = writer.send("POST", target, h, ServedCatalog.TWO_BOXES_SOLUTION);
        assertEquals(201, stored.status(), stored.body());
        JsonNode s = stored.json();
        assertEquals(8, s.get("moves").asInt());
        assertEquals(4, s.get("pushes").asInt());
        RawHttp.Response again = writer.send("POST", target, h, ServedCatalog.TWO_BOXES_SOLUTION);
        assertEquals(200, again.status());
        assertFalse(again.json().get("stored").asBoolean());
        JsonNode level = json(http, "/api/v1/levels/" + served.twoBoxesExactId);
        assertEquals(1, level.get("solutions").size());
        assertEquals("sokodb serve", level.get("solutions").get(0).get("source").asText());
        assertEquals(ServedCatalog.TWO_BOXES_SOLUTION, level.get("solutions").get(0).get("lurd").asText());
        assertEquals(404, writer.send("POST", "/api/v1/levels/0123456789ABCDEF/solutions", h, "r").status());
        RawHttp.Response sameOrigin = writer.send("POST", "/api/v1/levels/" + served.tinyExactId + "/solutions",
                Map.of("Sec-Fetch-Site", "same-origin", WriteGuard.TOKEN_HEADER, token()), "rRRRl");
        assertEquals(200, sameOrigin.status(), "steps after the solution are trimmed: already known");
    }

    /**
     * The token is what keeps another site from writing, so no answer another site can read may
     * hold it: the 421 a rebinding page gets, and every other error, as a page or as JSON. Only
     * the level page, whose script stores a solution, carries it.
     */
    @Test
    void noErrorAndNoPageButTheLevelPageCarriesTheToken() {
        String token = token();
        String level = "/levels/" + served.twoBoxesExactId;
        String big = "r".repeat((int) ServeSettings.MAX_BODY_BYTES + 100);
        Map<String, String> foreign = Map.of("Host", "rebound.example");
        List<RawHttp.Response> errors = new java.util.ArrayList<>();
        for (String target : List.of("/", level, "/api/v1/catalog", "/api/v1/levels/" + served.twoBoxesExactId)) {
            RawHttp.Response r = writer.send("GET", target, foreign, null);
            assertEquals(421, r.status(), target);
            errors.add(r);
        }
        for (String target : List.of("/nothing", "/levels/0123456789ABCDEF", "/api/v1/levels/0123456789ABCDEF",
                "/search?page=x", "/api/v1/levels?page=x", "/assets/sokodb.css%00",
                "/api/v1/levels?q=" + "a".repeat(ServeSettings.MAX_QUERY_CHARS + 10))) {
            RawHttp.Response r = writer.get(target);
            assertTrue(r.status() >= 400 && r.status() < 500, target + ": " + r.status());
            errors.add(r);
        }
        errors.add(writer.send("DELETE", level, Map.of(), null));
        errors.add(writer.send("POST", "/api/v1/levels/" + served.twoBoxesExactId + "/solutions", Map.of(), "r"));
        errors.add(writer.send("POST", "/api/v1/levels/" + served.twoBoxesExactId + "/solutions",
                writeHeaders(token), big));
        for (RawHttp.Response r : errors) {
            assertTrue(r.status() >= 400, r.status() + ": " + r.body());
            assertFalse(r.body().contains(token), "an error " + r.status() + " carries the token: " + r.body());
            assertFalse(r.body().contains("sokodb-token"), r.status() + ": " + r.body());
        }
        for (String target : List.of("/", "/search?q=tiny", "/duplicates", "/near-duplicates",
                "/sources/" + sourceNumber(writer, served.small))) {
            RawHttp.Response r = writer.get(target);
            assertEquals(200, r.status(), target);
            assertTrue(r.body().contains("write mode"), "the page says the server is in write mode: " + target);
            assertFalse(r.body().contains(token), "a page that stores nothing carries the token: " + target);
        }
        assertTrue(writer.get(level).body().contains(token), "the level page stores solutions: it has the token");
    }

    private static long sourceNumber(RawHttp h, String source) {
        for (JsonNode s : json(h, "/api/v1/sources").get("sources")) {
            if (s.get("source").asText().equals(source)) {
                return s.get("number").asLong();
            }
        }
        throw new AssertionError("no source " + source);
    }

    private Map<String, String> writeHeaders(String token) {
        return Map.of("Origin", "http://127.0.0.1:" + served.writable.port(), WriteGuard.TOKEN_HEADER, token);
    }

    /** The token, as a page of the writable server carries it. */
    private String token() {
        Matcher m = TOKEN.matcher(writer.get("/levels/" + served.twoBoxesExactId).body());
        assertTrue(m.find(), "the writable server's level page carries the token");
        return m.group(1);
    }

    private static int solutions(RawHttp h, String exactId) {
        return json(h, "/api/v1/levels/" + exactId).get("solutions").size();
    }

    private static JsonNode json(RawHttp h, String target) {
        RawHttp.Response r = h.get(target);
        assertEquals(200, r.status(), target);
        return r.json();
    }
}
