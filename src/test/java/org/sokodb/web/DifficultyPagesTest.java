package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.difficulty.Band;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.web.draw.DifficultyView;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Difficulty in the browser, on the optimizer tests' hand-made levels (each with a solution,
 * rated by the catalog) and one more level without a solution: the level page's band, number
 * and why and its JSON twin; an unrated level said so; a source's plot and band bar, one point
 * a rated board, and its JSON.
 */
class DifficultyPagesTest {
    private static final String UNSOLVED_BOARD = "#######\n#@ $ .#\n#######\n";

    @TempDir
    static Path dir;
    /** The hand-made levels as the catalog rated them, in import order. */
    private static List<GroupDifficulty> rated;
    private static WebServer server;
    private static RawHttp http;

    /** The levels imported and rated once, and served once: the tests only read. */
    @BeforeAll
    static void served() throws IOException {
        StringBuilder sok = new StringBuilder();
        HandLevels.ALL.forEach(l -> sok.append(l.sok()).append('\n'));
        sok.append("Unsolved\n").append(UNSOLVED_BOARD);
        Path hand = Files.writeString(dir.resolve("hand.sok"), sok.toString());
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(hand.toString()), new ServedCatalog.Quiet());
            c.difficulties().rate(List.of(), n -> { });
            rated = c.difficulties().rated(List.of());
        }
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        http = new RawHttp(server.port());
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    @Test
    void levelAndSourcePagesShowTheDifficulty() throws IOException {
        assertEquals(3, rated.size());
        for (GroupDifficulty g : rated) {
            RawHttp.Response json = http.get("/api/v1/levels/" + g.uniqueId());
            assertEquals(200, json.status(), json.body());
            JsonNode d = json.json().get("difficulty");
            assertEquals(g.rating().band().key(), d.get("band").asText());
            assertEquals(Math.round(g.rating().difficulty() * 10) / 10.0, d.get("difficulty").asDouble(), 1e-9);
            assertEquals(g.rating().estimatorVersion(), d.get("estimator").asText());
            assertEquals(g.rating().why().size(), d.get("why").size());
            assertEquals(g.rating().quantities().pushes(), d.get("quantities").get("pushes").asInt());
            RawHttp.Response page = http.get("/levels/" + g.uniqueId());
            assertEquals(200, page.status());
            assertTrue(page.body().contains("<p class=\"difficulty band-" + g.rating().band().key()
                    + "\">Difficulty: " + DifficultyView.number(g.rating().difficulty()) + " of 100, "
                    + g.rating().band().words()), page.body());
        }
        RawHttp.Response unsolved = http.get("/api/v1/levels/" + ServedCatalog.exactId(UNSOLVED_BOARD));
        assertEquals(200, unsolved.status(), unsolved.body());
        assertEquals("unrated", unsolved.json().get("difficulty").get("band").asText());
        assertTrue(unsolved.json().get("difficulty").get("difficulty").isNull());
        assertEquals("no solution", unsolved.json().get("difficulty").get("note").asText());

        RawHttp.Response source = http.get("/sources/1");
        assertEquals(200, source.status());
        assertTrue(source.body().contains("<svg class=\"difficulty-plot\""), source.body());
        String plot = source.body().substring(source.body().indexOf("<svg class=\"difficulty-plot\""));
        plot = plot.substring(0, plot.indexOf("</svg>"));
        assertEquals(3, plot.split("<circle ", -1).length - 1, "a point per rated board");
        assertTrue(source.body().contains("<title>unrated: 1</title>"), "the unsolved level in the bar");
        assertTrue(source.body().contains("<span class=\"swatch band-unrated\"></span>unrated 1"), "and in its legend");
        JsonNode boards = http.get("/api/v1/sources/1/levels").json().get("difficulty");
        assertEquals(List.of(1, 2, 3), List.of(boards.get(0).get("index").asInt(), boards.get(1).get("index").asInt(),
                boards.get(2).get("index").asInt()));
    }

    @Test
    void searchFiltersByBandSortsEasyFirstAndDownloadsAsSok() throws IOException {
        List<String> titles = HandLevels.ALL.stream().map(HandLevels.Level::title).toList();
        List<String> easyFirst = rated.stream()
                .sorted(java.util.Comparator.comparingDouble(g -> g.rating().difficulty()))
                .map(g -> titles.get(rated.indexOf(g))).collect(java.util.stream.Collectors.toList());
        easyFirst.add("Unsolved");
        JsonNode found = http.get("/api/v1/levels?order=difficulty").json().get("boards");
        List<String> got = new java.util.ArrayList<>();
        found.forEach(b -> got.add(b.get("title").asText()));
        assertEquals(easyFirst, got);
        assertEquals("unrated", found.get(3).get("band").asText());

        String band = rated.get(0).rating().band().key();
        long inBand = rated.stream().filter(g -> g.rating().band().key().equals(band)).count();
        assertEquals(inBand, http.get("/api/v1/levels?band=" + band).json().get("boards").size());
        assertEquals(1, http.get("/api/v1/levels?band=unrated").json().get("boards").size());
        assertEquals(400, http.get("/api/v1/levels?band=tough").status());
        assertEquals(400, http.get("/api/v1/levels?order=hardest").status());
        RawHttp.Response page = http.get("/search?band=" + band);
        assertEquals(200, page.status());
        assertTrue(page.body().contains("href=\"/search.sok?band=" + band + "\""), page.body());
        assertTrue(page.body().contains("<option value=\"" + band + "\" selected"), "the form shows the band asked for");
        assertTrue(http.get("/search?order=difficulty").body().contains("<option value=\"difficulty\" selected"));

        RawHttp.Response file = http.get("/search.sok?solved=any");
        assertEquals(200, file.status(), file.body());
        Path written = Files.writeString(dir.resolve("found.sok"), file.body());
        List<String> read = new java.util.ArrayList<>();
        Map<String, String> notes = new java.util.HashMap<>();
        try (var levels = org.sokodb.format.xsb.XsbReader.read(Files.newInputStream(written), written.toString())) {
            levels.forEachRemaining(r -> {
                read.add(r.title());
                notes.put(r.title(), r.notes());
            });
        }
        assertEquals(easyFirst, read);
        // each note as the level page says it: the number as written, the band in words
        for (GroupDifficulty g : rated) {
            String title = titles.get(rated.indexOf(g));
            assertTrue(notes.get(title).startsWith("Difficulty: " + Band.written(g.rating().difficulty()) + " ("
                    + g.rating().band().words() + ")\n"), notes.get(title));
        }
        assertTrue(notes.get("Unsolved").startsWith("Difficulty: unrated\n"), notes.get("Unsolved"));
    }
}
