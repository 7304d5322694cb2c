package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.HandNearLevels;
import org.sokodb.cli.Main;

/**
 * The near-duplicate groups page and its JSON twin, and a level's near copies, on two real sets
 * imported by the command line: the groups as {@code dups --walls} and {@code --normalized}
 * print them for the same catalog, a page at a time (the grouping itself and its cache:
 * {@code catalog.near.NearGroupsContract}). {@link NearPagesH2Test} and
 * {@link NearPagesPostgresTest} run it on each engine.
 */
@SharedData
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class NearPagesContract {
    static final String MICROBAN2 = TestData.path("sets/soukoban/Microban II_135.xsb").toString();
    static final String SASQUATCH6 = TestData.path("sets/soukoban/Sasquatch_VI_50.xsb").toString();


    String db;
    String byHand;
    WebServer server;
    WebServer tooSmall;
    RawHttp http;

    abstract DatabaseEngine engine();

    @BeforeAll
    void serve(@TempDir Path dir) {
        db = switch (engine()) {
            case H2 -> dir.resolve("catalog").toString();
            case POSTGRESQL -> TestPostgres.freshSchema();
        };
        byHand = dir.resolve("by-hand.xsb").toString();
        try {
            java.nio.file.Files.writeString(Path.of(byHand), HandNearLevels.BY_HAND);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Ran imported = cli("--db", db, "import", MICROBAN2, SASQUATCH6, byHand);
        assertEquals(0, imported.code(), imported.err());
        server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(db)), new ServeSettings("127.0.0.1", 0, false));
        tooSmall = WebServer.start(CatalogAccess.of(DatabaseLocation.of(db)), new ServeSettings("127.0.0.1", 0, false), 100);
        http = new RawHttp(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
        if (tooSmall != null) {
            tooSmall.close();
        }
    }

    record Ran(int code, String out, String err) {
    }

    static Ran cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Ran(code, out.toString(), err.toString());
    }

    JsonNode json(RawHttp client, String target) {
        RawHttp.Response r = client.get(target);
        assertEquals(200, r.status(), target + ": " + r.body());
        return r.json();
    }

    /** Every board of every group the server lists, a page at a time, as dups prints a row. */
    List<String> served(String query) {
        List<String> rows = new ArrayList<>();
        for (int page = 1; ; page++) {
            JsonNode n = json(http, "/api/v1/near-duplicates?" + query + "&size=7&page=" + page);
            assertTrue(n.get("computed").asBoolean(), n.toString());
            for (JsonNode g : n.get("groups")) {
                for (JsonNode m : g.get("members")) {
                    rows.add(String.join("\t", g.get("group").asText(), m.get("unique_id").asText(),
                            m.get("exact_id").asText(), m.get("source").asText(), m.get("index").asText(),
                            m.get("title").asText(), m.get("relation").asText(),
                            String.format(java.util.Locale.ROOT, "%.1f", m.get("similarity").asDouble())));
                }
            }
            if (!n.get("more").asBoolean()) {
                return rows;
            }
        }
    }

    /** What {@code dups OPTIONS} prints, rows without the header. */
    List<String> dups(String... options) {
        List<String> args = new ArrayList<>(List.of("--db", db, "dups"));
        args.addAll(List.of(options));
        Ran r = cli(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("group\tunique_id\texact_id\tsource\tindex\ttitle\trelation\tsimilarity", lines.get(0));
        return lines.subList(1, lines.size());
    }

    /** The same rows on both sides, and some: two empty lists would agree while testing nothing. */
    static void assertSameRows(List<String> dups, List<String> served) {
        assertTrue(!dups.isEmpty(), "dups lists no group: the comparison would test nothing");
        assertTrue(!served.isEmpty(), "the server lists no group: the comparison would test nothing");
        assertEquals(dups, served);
    }

    @Test
    void theGroupsAreThoseOfDupsWallsAndNormalized() {
        assertSameRows(dups("--walls"), served("by=walls"));
        assertSameRows(dups("--normalized"), served("by=normalized"));
        JsonNode walls = json(http, "/api/v1/near-duplicates?by=walls");
        assertTrue(walls.get("threshold").isNull());
        assertEquals(0, walls.get("levels_without_near_ids").asLong());
    }

    @Test
    void thePageDrawsEachGroupSideBySide() {
        JsonNode first = json(http, "/api/v1/near-duplicates").get("groups").get(0);
        String html = page("/near-duplicates");
        assertTrue(html.contains("Group 1 · " + first.get("members").size() + " boards"), html);
        for (JsonNode m : first.get("members")) {
            assertTrue(html.contains("href=\"/levels/" + m.get("exact_id").asText() + "\""), m.toString());
        }
        assertTrue(html.contains("<svg class=\"board\""));
        assertTrue(page("/").contains("href=\"/near-duplicates\""), "the home page links to it");
        assertTrue(page("/duplicates").contains("href=\"/near-duplicates\""), "the duplicates page links to it");
    }

    @Test
    void aSourcePageMarksTheLevelsWithANearCopy() {
        JsonNode first = json(http, "/api/v1/near-duplicates").get("groups").get(0).get("members");
        Set<String> near = new HashSet<>();
        for (JsonNode g : json(http, "/api/v1/near-duplicates?size=100").get("groups")) {
            g.get("members").forEach(m -> near.add(m.get("unique_id").asText()));
        }
        String source = first.get(0).get("source").asText();
        long number = -1;
        for (JsonNode s : json(http, "/api/v1/sources").get("sources")) {
            if (s.get("source").asText().equals(source)) {
                number = s.get("number").asLong();
            }
        }
        int marked = 0;
        for (JsonNode b : json(http, "/api/v1/sources/" + number + "/levels?size=100").get("boards")) {
            boolean expected = near.contains(b.get("unique_id").asText());
            assertEquals(expected, b.get("has_near_copies").asBoolean(), b.toString());
            marked += expected ? 1 : 0;
        }
        assertTrue(marked >= 1);
        assertEquals(marked, count(page("/sources/" + number + "?size=100"), "class=\"near\""));
    }

    /**
     * The catalog was imported by the command line, which fills the similarity index: the
     * server, which writes nothing, finds what {@code similar} finds, row for row.
     */
    /**
     * The room's near copies at 85 %: the two counted by hand, most alike first, with the squares
     * that differ; not the corridor, nor any level of the two sets.
     */
    @Test
    void aLevelsNearCopiesAreThoseCountedByHand() {
        String room = null;
        for (JsonNode s : json(http, "/api/v1/sources").get("sources")) {
            if (s.get("source").asText().equals(byHand)) {
                room = json(http, "/api/v1/sources/" + s.get("number").asLong() + "/levels?size=1").get("boards").get(0)
                        .get("exact_id").asText();
            }
        }
        JsonNode near = json(http, "/api/v1/levels/" + room + "/similar?threshold=85").get("similar");
        List<String> rows = new ArrayList<>();
        near.forEach(n -> rows.add(n.get("source").asText().equals(byHand) ? n.get("index").asText() + "\t"
                + String.format(java.util.Locale.ROOT, "%.1f", n.get("similarity").asDouble()) + "\t"
                + n.get("relation").asText() : n.toString()));
        assertEquals(List.of("2\t97.9\tsame orientation, 1 square differs",
                "3\t95.8\tsame orientation, 2 squares differ"), rows);
    }

    @Test
    void aLevelsNearCopiesAreThoseSimilarFinds() {
        JsonNode group = json(http, "/api/v1/near-duplicates?threshold=90").get("groups").get(0).get("members");
        String asked = group.get(0).get("exact_id").asText();
        JsonNode served = json(http, "/api/v1/levels/" + asked + "/similar?threshold=85").get("similar");
        List<String> servedRows = new ArrayList<>();
        served.forEach(n -> servedRows.add(n.get("exact_id").asText() + "\t" + n.get("source").asText()
                + "\t" + n.get("index").asText()));
        for (int i = 1; i < group.size(); i++) {
            String member = group.get(i).get("exact_id").asText();
            assertTrue(servedRows.stream().anyMatch(r -> r.startsWith(member + "\t")),
                    "a member of its 90 % group is among its near copies: " + member);
        }
        Ran similar = cli("--db", db, "similar", asked, "--threshold", "85");
        assertEquals(0, similar.code(), similar.err());
        List<String> lines = similar.out().lines().toList();
        assertEquals("similarity\tunique_id\texact_id\tsource\tindex\ttitle\ttransform\tdiffering", lines.get(0));
        List<String> cliRows = lines.subList(1, lines.size()).stream().map(l -> l.split("\t"))
                .map(c -> c[2] + "\t" + c[3] + "\t" + c[4]).toList();
        assertSameRows(cliRows, servedRows);
    }

    @Test
    void aCatalogAboveTheBoundSaysHowToGroupIt() {
        RawHttp small = new RawHttp(tooSmall.port());
        JsonNode n = json(small, "/api/v1/near-duplicates?threshold=92.5&across=yes");
        assertFalse(n.get("computed").asBoolean());
        assertEquals(0, n.get("groups").size());
        assertEquals(100, n.get("max_levels").asLong());
        assertTrue(n.get("reason").asText().endsWith("run: sokodb dups --similar 92.5 --across"), n.toString());
        RawHttp.Response page = small.get("/near-duplicates?by=walls");
        assertEquals(200, page.status());
        assertTrue(page.body().contains("sokodb dups --walls"), page.body());
        JsonNode boards = json(small, "/api/v1/sources/1/levels?size=3").get("boards");
        assertTrue(boards.get(0).get("has_near_copies").isNull(), "not known: no mark either way");
    }

    @Test
    void badParametersAre400() {
        for (String target : List.of("by=similarity", "by=", "threshold=abc", "threshold=49.5", "threshold=100.5",
                "threshold=-90", "across=perhaps", "page=0", "page=x", "size=0", "size=101", "by=walls&size=1e3")) {
            for (String route : List.of("/api/v1/near-duplicates?", "/near-duplicates?")) {
                RawHttp.Response r = http.get(route + target);
                int want = target.equals("by=") ? 200 : 400;
                assertEquals(want, r.status(), route + target + ": " + r.body());
            }
        }
        RawHttp.Response named = http.get("/api/v1/near-duplicates?by=similarity");
        assertTrue(named.json().get("error").asText().startsWith("by must be similar, walls or normalized"));
        assertEquals(413, http.get("/api/v1/near-duplicates?source=" + "x".repeat(ServeSettings.MAX_TEXT_CHARS + 1)).status());
    }

    String page(String target) {
        RawHttp.Response r = http.get(target);
        assertEquals(200, r.status(), target + ": " + r.body());
        assertTrue(r.header("content-type").startsWith("text/html"));
        return r.body();
    }

    static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
