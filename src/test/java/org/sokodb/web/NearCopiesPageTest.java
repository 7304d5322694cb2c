package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.NearGroupCache;

/**
 * A level's near-copies page on a real file where one level has more near copies than the page
 * draws: the first file of Boxoban's medium set (1,000 levels of 10 × 10), at 50 %. The page
 * draws the {@link LevelRoutes#MAX_CARDS} most alike and says how many there are; its JSON
 * twin lists them all, most alike first; a server that lists fewer answers 413 in words.
 */
@SharedData
@Slow
class NearCopiesPageTest {
    private static final String FILE = "boxoban/medium/train/000.txt";

    @Test
    void thePageDrawsTheMostAlikeAndCountsTheRest(@TempDir Path dir) throws IOException {
        Path levels = dir.resolve("000.txt");
        try (ZipFile zip = new ZipFile(TestData.path("boxoban-levels.zip").toFile());
                InputStream in = zip.getInputStream(zip.getEntry(FILE))) {
            Files.copy(in, levels);
        }
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(levels.toString()), new ServedCatalog.Quiet());
        }
        try (WebServer server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false))) {
            RawHttp http = new RawHttp(server.port());
            RawHttp.Response first = http.get("/api/v1/sources/1/levels?size=1");
            assertEquals(200, first.status(), first.body());
            String asked = first.json().get("boards").get(0).get("exact_id").asText();
            RawHttp.Response json = http.get("/api/v1/levels/" + asked + "/similar?threshold=50");
            assertEquals(200, json.status(), json.body());
            JsonNode all = json.json().get("similar");
            int total = all.size();
            assertTrue(total > LevelRoutes.MAX_CARDS, "more near copies than the page draws: " + total);
            for (int i = 1; i < total; i++) {
                assertTrue(all.get(i - 1).get("similarity").asDouble() >= all.get(i).get("similarity").asDouble(),
                        "most alike first, at " + i);
            }

            RawHttp.Response page = http.get("/levels/" + asked + "/similar?threshold=50");
            assertEquals(200, page.status(), page.body());
            String html = page.body();
            assertEquals(LevelRoutes.MAX_CARDS, NearPagesContract.count(html, "<figure class=\"card\">"));
            assertEquals(1, NearPagesContract.count(html, "<figure class=\"card asked\">"));
            assertTrue(html.contains("The " + LevelRoutes.MAX_CARDS + " most alike of " + total + " near copies"),
                    "the page says how many there are");
            // the cards drawn are the first of the JSON's list, in its order
            int at = 0;
            for (int i = 0; i < LevelRoutes.MAX_CARDS; i += 97) {
                String link = "<figure class=\"card\">\n    <a href=\"/levels/" + all.get(i).get("exact_id").asText() + "\"";
                int found = html.indexOf(link, at);
                assertTrue(found >= at, "card " + i + " in the JSON's order");
                at = found;
            }
        }
        // the same answer, one row more than a server lists as JSON: 413 in words, its page as before
        try (WebServer server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new java.io.PrintWriter(new java.io.StringWriter(), true), NearGroupCache.Config.DEFAULT, 500)) {
            RawHttp http = new RawHttp(server.port());
            String asked = http.get("/api/v1/sources/1/levels?size=1").json().get("boards").get(0).get("exact_id")
                    .asText();
            RawHttp.Response json = http.get("/api/v1/levels/" + asked + "/similar?threshold=50");
            assertEquals(413, json.status(), json.body());
            assertTrue(json.json().get("error").asText().contains(" near copies at 50 %, more than the 500 one answer"
                    + " lists: ask with a higher threshold"), json.body());
            assertEquals(200, http.get("/levels/" + asked + "/similar?threshold=50").status());
        }
    }
}
