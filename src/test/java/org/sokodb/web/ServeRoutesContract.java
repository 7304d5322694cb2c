package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.xsb.XsbReader;

/**
 * Every page and its JSON twin, on a real catalog served by a real server, checked against
 * what the files hold. {@link WebServerH2Test} and {@link WebServerPostgresTest} run it on
 * each engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServeRoutesContract {
    static final String HOLLAND = "collections/soukoban/Holland_81.xsb";

    ServedCatalog served;
    RawHttp http;

    abstract DatabaseEngine engine();

    @BeforeAll
    void serve(@TempDir Path dir) {
        served = new ServedCatalog(engine(), dir);
        http = served.http();
    }

    @AfterAll
    void stop() {
        if (served != null) {
            served.close();
        }
    }

    /** A GET that must answer 200 with JSON. */
    JsonNode json(String target) {
        RawHttp.Response r = http.get(target);
        assertEquals(200, r.status(), target + ": " + r.body());
        assertTrue(r.header("content-type").startsWith("application/json"), r.header("content-type"));
        return r.json();
    }

    /** A GET that must answer 200 with a page. */
    String page(String target) {
        RawHttp.Response r = http.get(target);
        assertEquals(200, r.status(), target + ": " + r.body());
        assertTrue(r.header("content-type").startsWith("text/html"), r.header("content-type"));
        return r.body();
    }

    long sourceNumber(String source) {
        for (JsonNode s : json("/api/v1/sources").get("sources")) {
            if (s.get("source").asText().equals(source)) {
                return s.get("number").asLong();
            }
        }
        throw new AssertionError("no source " + source);
    }

    static List<LevelRecord> read(String file) throws IOException {
        List<LevelRecord> out = new ArrayList<>();
        try (LevelStream s = XsbReader.read(new FileInputStream(file), file)) {
            s.forEachRemaining(out::add);
        }
        return out;
    }

    /**
     * The counts, by hand: XSokoban's 90 screens (one level a file, no two alike), Holland's 81
     * levels (none of them an XSokoban screen, none twice) and the small file's four boards —
     * the tiny level, its mirror image (the same level turned: one Unique-Id, one duplicate
     * group), the two-box level, and a board that is no level (the man walks off it). So 92
     * sources, 175 boards, 174 levels (Exact-Ids), 173 Unique-Ids, 1 duplicate group, and one
     * solved Unique-Id (the tiny level's solution, stored for it and carried to its mirror).
     */
    @Test
    void homeCountsWhatWasImported() throws IOException {
        JsonNode c = json("/api/v1/catalog");
        assertEquals(92, c.get("sources").asInt());
        assertEquals(175, c.get("boards").asLong());
        assertEquals(174, c.get("levels").asLong());
        assertEquals(173, c.get("unique_ids").asLong());
        assertEquals(1, c.get("duplicate_groups").asLong());
        assertEquals(1, c.get("solved_unique_ids").asLong(), "the tiny level and its mirror: one Unique-Id");
        assertEquals(172, c.get("unsolved_unique_ids").asLong());
        String home = page("/");
        assertTrue(home.contains(HOLLAND), "the home page lists the sources");
        assertTrue(home.contains("href=\"/sources/" + sourceNumber(HOLLAND) + "\""));
    }

    @Test
    void sourcePagesComeInOrderAndEnd() throws IOException {
        long n = sourceNumber(HOLLAND);
        JsonNode second = json("/api/v1/sources/" + n + "/levels?size=20&page=2");
        assertEquals(20, second.get("boards").size());
        assertEquals(21, second.get("boards").get(0).get("index").asInt());
        assertTrue(second.get("more").asBoolean());
        JsonNode last = json("/api/v1/sources/" + n + "/levels?size=20&page=5");
        assertEquals(1, last.get("boards").size());
        assertEquals(81, last.get("boards").get(0).get("index").asInt());
        assertFalse(last.get("more").asBoolean());
        List<LevelRecord> file = read(HOLLAND);
        assertEquals(file.get(80).title(), last.get("boards").get(0).get("title").asText());
        String html = page("/sources/" + n + "?size=20&page=2");
        assertEquals(20, count(html, "<figure class=\"card"));
        assertTrue(html.contains("rel=\"next\"") && html.contains("rel=\"prev\""));
        assertEquals(404, http.get("/api/v1/sources/" + n + "/levels?page=9").status(), "past the end");
    }

    @Test
    void aLevelByEachKindOfId() throws IOException {
        LevelRecord third = read(HOLLAND).get(2);
        JsonNode byPosition = json("/api/v1/levels/" + HOLLAND + "%233");
        String exact = byPosition.get("exact_id").asText();
        assertEquals(third.title(), byPosition.get("occurrences").get(0).get("title").asText());
        JsonNode byExact = json("/api/v1/levels/" + exact);
        assertEquals(byPosition, byExact);
        JsonNode byUnique = json("/api/v1/levels/" + byExact.get("unique_id").asText().toLowerCase());
        assertEquals(exact, byUnique.get("exact_id").asText());
        String html = page("/levels/" + exact);
        assertTrue(html.contains(exact) && html.contains("<svg class=\"board\""));
        assertTrue(page("/sources/" + sourceNumber(HOLLAND) + "/3").contains(exact));
    }

    @Test
    void theLevelPageListsSolutionsAndTheSameLevelElsewhere() {
        JsonNode tiny = json("/api/v1/levels/" + served.tinyExactId);
        assertEquals(ServedCatalog.TINY_SOLUTION, tiny.get("solutions").get(0).get("lurd").asText());
        assertEquals(4, tiny.get("solutions").get(0).get("moves").asInt());
        assertEquals(3, tiny.get("solutions").get(0).get("pushes").asInt());
        assertEquals(served.mirrorExactId, tiny.get("same_unique_id").get(0).get("exact_id").asText());
        assertEquals("rotated 180°", tiny.get("same_unique_id").get(0).get("relation").asText());
        JsonNode mirror = json("/api/v1/levels/" + served.mirrorExactId);
        assertTrue(mirror.get("solutions").get(0).get("carried").asBoolean(), "carried from the tiny level");
        String carried = page("/levels/" + served.mirrorExactId);
        assertTrue(carried.contains("<span class=\"from\">carried from test ("), carried);
        assertFalse(carried.contains("from carried from"), "issue 85: the provenance said twice");
        String html = page("/levels/" + served.tinyExactId);
        assertTrue(html.contains("data-moves=\"" + ServedCatalog.TINY_SOLUTION + "\""));
        assertTrue(html.contains("best by moves and by pushes"));
    }

    @Test
    void titlesAreEscapedWherePagesShowThem() {
        String html = page("/levels/" + served.mirrorExactId);
        assertFalse(html.contains(ServedCatalog.MIRROR_TITLE), "raw HTML of a title reached the page");
        assertTrue(html.contains("&lt;b&gt;Mirror &amp; "), "escaped title");
        assertFalse(page("/search?q=mirror").contains("<b>Mirror"));
        assertEquals(ServedCatalog.MIRROR_TITLE,
                json("/api/v1/levels/" + served.mirrorExactId).get("occurrences").get(0).get("title").asText());
    }

    @Test
    void searchByTextIdBoardAndFilters() {
        JsonNode byText = json("/api/v1/levels?q=TWO+boxes");
        assertEquals(1, byText.get("boards").size());
        assertEquals(served.twoBoxesExactId, byText.get("boards").get(0).get("exact_id").asText());
        JsonNode byId = json("/api/v1/levels?q=" + served.tinyExactId);
        assertEquals("tiny", byId.get("boards").get(0).get("title").asText());
        JsonNode pasted = json("/api/v1/levels?board=" + View.encode(ServedCatalog.MIRROR));
        assertEquals(served.mirrorExactId, pasted.get("pasted").get("exact_id").asText());
        assertEquals(2, pasted.get("boards").size(), "both levels of the Unique-Id");
        JsonNode solved = json("/api/v1/levels?solved=yes");
        List<String> solvedIds = new ArrayList<>();
        solved.get("boards").forEach(b -> solvedIds.add(b.get("exact_id").asText()));
        assertEquals(List.of(served.tinyExactId, served.mirrorExactId), solvedIds);
        JsonNode oneBox = json("/api/v1/levels?min-boxes=1&max-boxes=1&max-height=3");
        assertEquals(2, oneBox.get("boards").size());
        JsonNode dups = json("/api/v1/levels?duplicates=yes&q=" + View.encode(served.small));
        assertEquals(2, dups.get("boards").size());
        JsonNode notALevel = json("/api/v1/levels?board=" + View.encode("####\n#@ \n####\n"));
        assertTrue(notALevel.get("pasted").get("exact_id").isNull());
        assertTrue(page("/search?q=tiny").contains(served.tinyExactId));
    }

    @Test
    void duplicateGroupsAsDupsListsThem() {
        JsonNode all = json("/api/v1/duplicates?size=100");
        JsonNode group = null;
        for (JsonNode g : all.get("groups")) {
            if (g.get("members").get(0).get("exact_id").asText().equals(served.tinyExactId)) {
                group = g;
            }
        }
        assertTrue(group != null, "the tiny level and its mirror form a group: " + all);
        // a one-row board mirrored left to right is also the board turned half round
        assertEquals("rotated 180°", group.get("members").get(1).get("relation").asText());
        JsonNode onlySmall = json("/api/v1/duplicates?source=" + View.encode(served.small));
        assertEquals(1, onlySmall.get("groups").size());
        assertTrue(page("/duplicates").contains("Group 1"));
    }

    @Test
    void nearCopiesAboveAThreshold() {
        JsonNode near = json("/api/v1/levels/" + served.tinyExactId + "/similar?threshold=50");
        assertEquals(50.0, near.get("threshold").asDouble());
        assertTrue(near.get("similar").size() >= 1, "the one-row level has near copies at 50 %: " + near);
        for (JsonNode n : near.get("similar")) {
            assertTrue(n.get("similarity").asDouble() >= 50, n.toString());
            assertFalse(n.get("exact_id").asText().equals(served.tinyExactId));
        }
        String html = page("/levels/" + served.tinyExactId + "/similar?threshold=90");
        assertTrue(html.contains("Near copies of") && html.contains("the level asked about"), html);
    }

    @Test
    void unknownIdsAre404AndMalformedParameters400() {
        for (String target : List.of("/api/v1/levels/0123456789ABCDEF", "/api/v1/levels/nothing%2399",
                "/api/v1/sources/999999/levels", "/api/v1/sources/x/levels", "/api/v1/levels/ZZ/similar",
                "/api/v1/nothing")) {
            RawHttp.Response r = http.get(target);
            assertEquals(404, r.status(), target);
            assertEquals(404, r.json().get("status").asInt(), target);
        }
        assertEquals(404, http.get("/levels/0123456789ABCDEF").status());
        assertEquals(404, http.get("/sources/999999/1").status());
        RawHttp.Response past = http.get("/api/v1/levels/" + HOLLAND + "%2382");
        assertEquals(404, past.status(), past.body());
        assertTrue(past.json().toString().contains("(" + HOLLAND + " has 81 boards, #1 to #81)"), past.body());
        RawHttp.Response pastPage = http.get("/sources/" + sourceNumber(HOLLAND) + "/82");
        assertEquals(404, pastPage.status(), pastPage.body());
        assertTrue(pastPage.body().contains(HOLLAND + " has 81 boards, #1 to #81"), pastPage.body());
        for (String target : List.of("/api/v1/levels?page=abc", "/api/v1/levels?page=0", "/api/v1/levels?size=0",
                "/api/v1/levels?size=100000", "/api/v1/levels?min-boxes=-1", "/api/v1/levels?solved=maybe",
                "/api/v1/levels?min-width=9&max-width=3", "/api/v1/duplicates?across=perhaps",
                "/api/v1/levels/" + served.tinyExactId + "/similar?threshold=abc",
                "/api/v1/levels/" + served.tinyExactId + "/similar?threshold=10", "/search?page=-3")) {
            RawHttp.Response r = http.get(target);
            assertEquals(400, r.status(), target + ": " + r.body());
        }
    }

    /**
     * The level JSON names where each other Exact-Id of its Unique-Id appears, as its page does:
     * the tiny level's one other Exact-Id is its mirror, the second board of the small file.
     */
    @Test
    void theLevelJsonSaysWhereTheSameLevelAppearsElsewhere() {
        JsonNode other = json("/api/v1/levels/" + served.tinyExactId).get("same_unique_id").get(0);
        assertEquals(served.mirrorExactId, other.get("exact_id").asText());
        assertEquals(1, other.get("occurrences").asInt());
        JsonNode where = other.get("appearances").get(0);
        assertEquals(served.small, where.get("source").asText());
        assertEquals(sourceNumber(served.small), where.get("source_number").asLong());
        assertEquals(2, where.get("index").asInt());
        assertEquals(ServedCatalog.MIRROR_TITLE, where.get("title").asText());
        assertEquals(1, other.get("appearances").size());
        assertFalse(other.get("more").asBoolean());
        String html = page("/levels/" + served.tinyExactId);
        assertTrue(html.contains("1 board<br><a href=\"/sources/" + sourceNumber(served.small) + "/2\">"), html);
        assertFalse(html.contains("1 boards"), html);
    }

    /** Counts in words, singular for one: the small file holds 4 boards, 3 levels and 1 board that is no level. */
    @Test
    void aSourcePageCountsInWords() {
        assertTrue(page("/sources/" + sourceNumber(served.small)).contains("4 boards, 3 levels, 1 not a level,"));
        assertTrue(page("/sources/" + sourceNumber(HOLLAND)).contains("81 boards, 81 levels, 0 not levels,"));
    }

    /**
     * A card names its source where the page is not that source's own (a search result), and
     * its "duplicate" mark leads to its own level's list of where it appears, not to the
     * group's first board (which may be the card itself).
     */
    @Test
    void cardsSayWhereTheyAreFrom() {
        long small = sourceNumber(served.small);
        String found = page("/search?q=tiny");
        assertTrue(found.contains("from <a href=\"/sources/" + small + "\">"), found);
        String source = page("/sources/" + small);
        assertFalse(source.contains("class=\"where\""), "the source page's cards need not name it");
        assertTrue(source.contains("href=\"/levels/" + served.tinyExactId + "#where\""), source);
        assertTrue(page("/levels/" + served.tinyExactId).contains("id=\"where\""));
    }

    /** A parameter a list does not know is a 400 that names it, on the page as in the JSON. */
    @Test
    void anUnknownParameterIs400() {
        for (String target : List.of("/search?boxes=3", "/api/v1/levels?boxes=3", "/duplicates?q=x",
                "/api/v1/duplicates?threshold=90", "/near-duplicates?min-boxes=2", "/api/v1/near-duplicates?walls=yes")) {
            RawHttp.Response r = http.get(target);
            assertEquals(400, r.status(), target + ": " + r.body());
            assertTrue(r.body().contains("unknown parameter '"), target + ": " + r.body());
            assertTrue(r.body().contains("' (this page takes "), target + ": " + r.body());
        }
        assertEquals(200, http.get("/search?min-boxes=1&max-boxes=3&solved=no&page=1&size=10").status());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
