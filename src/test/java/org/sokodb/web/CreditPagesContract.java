package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.credits.Aliases;

/**
 * The credits pages and their JSON twins ({@code /credits}, {@code /authors}, {@code
 * /authors/NAME}, a level's line) over the fixtures of {@code src/test/resources/credits}: what
 * they answer written by hand from the files (their README), on H2 ({@code CreditPagesH2Test})
 * and PostgreSQL ({@code CreditPagesPostgresTest}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CreditPagesContract {
    static final String DIR = "src/test/resources/credits/";
    WebServer server;
    WebServer aliased;
    RawHttp http;

    abstract DatabaseEngine engine();

    @BeforeAll
    void serve(@TempDir Path dir) {
        DatabaseLocation location = switch (engine()) {
            case H2 -> DatabaseLocation.of(dir.resolve("catalog").toString());
            case POSTGRESQL -> DatabaseLocation.of(TestPostgres.freshSchema());
        };
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(DIR + "dh-first.sok", DIR + "compilation.xsb", DIR + "republished.slc"),
                    new ServedCatalog.Quiet());
        }
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        aliased = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(new StringWriter()), Aliases.parse("aliases", List.of("GRIGoRusha\tEvgeny Grigoriev"),
                        p -> { }));
        http = new RawHttp(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
            aliased.close();
        }
    }

    private JsonNode json(RawHttp h, String target) {
        RawHttp.Response r = h.get(target);
        assertEquals(200, r.status(), target + ": " + r.body());
        return r.json();
    }

    private static List<String> texts(JsonNode array, String field) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.get(field).asText()));
        return out;
    }

    @Test
    void theGroupsAsCreditsListsThem() {
        JsonNode groups = json(http, "/api/v1/credits").get("groups");
        assertEquals(List.of("1", "3", "4", "5"), texts(groups, "group"));
        assertEquals(List.of("uncredited", "conflict", "conflict", "uncredited"), texts(groups, "verdict"));
        JsonNode spade = groups.get(0).get("copies");
        assertEquals(List.of("David Holland", "david holland, 2001", ""), texts(spade, "author"));
        assertEquals(List.of("date", "null", "null"), texts(spade, "first"));
        assertEquals(List.of("2001-05", "2003", "null"), texts(spade, "date"));
        assertEquals(List.of("same board", "rotated 90°", "mirrored"), texts(spade, "relation"));
        assertEquals("[\"david holland\"]", spade.get(1).get("names").toString());
        assertEquals("[]", spade.get(2).get("names").toString());
    }

    @Test
    void filtersBySourceAuthorAndConflicts() {
        assertEquals(List.of("1"), texts(json(http, "/api/v1/credits?source=" + DIR + "republished.slc").get("groups"),
                "group"));
        assertEquals(List.of("3"), texts(json(http, "/api/v1/credits?author=Someone%20Else").get("groups"), "group"));
        assertEquals(List.of("3", "4"), texts(json(http, "/api/v1/credits?conflicts=yes").get("groups"), "group"));
        JsonNode paged = json(http, "/api/v1/credits?size=3&page=2");
        assertEquals(List.of("5"), texts(paged.get("groups"), "group"));
        assertEquals(false, paged.get("more").asBoolean());
        assertEquals(List.of("1", "3", "5"), texts(json(new RawHttp(aliased.port()), "/api/v1/credits").get("groups"),
                "group"));
    }

    @Test
    void thePageDrawsTheGroupsAndMarksTheFirst() {
        RawHttp.Response r = http.get("/credits?conflicts=yes");
        assertEquals(200, r.status());
        String page = r.body();
        assertTrue(page.contains("Group 3 · conflict"), page);
        assertTrue(page.contains("Group 4 · conflict"), page);
        assertTrue(!page.contains("Group 1 ·"), page);
        assertTrue(page.contains("<a href=\"/authors/someoneelse\">Someone Else</a>"), page);
        assertTrue(page.contains("first, by its date"), page);
        assertEquals(2, page.split("<figure class=\"card first\">", -1).length - 1, page);
    }

    @Test
    void theAuthors() {
        JsonNode authors = json(http, "/api/v1/authors").get("authors");
        assertEquals(List.of("David Holland", "Dries De Clercq", "Evgeny Grigoriev", "GRIGoRusha",
                "Mallory Thief", "sokgen", "Someone Else", "Thinking Rabbit"), texts(authors, "author"));
        assertEquals("{\"author\":\"David Holland\",\"person\":\"davidholland\",\"spellings\":[\"David Holland\",\"david holland\",\"D Holland\",\"D. Holland\"],\"levels\":5,"
                + "\"sources\":2,\"credited_elsewhere_to_others\":1,\"copied_uncredited\":1,"
                + "\"learned\":[\"David Holland = D Holland: an initial\"]}", authors.get(0).toString());
        assertTrue(http.get("/authors").body().contains("<a href=\"/authors/thinkingrabbit\">Thinking Rabbit</a>"));
    }

    @Test
    void anAuthorsLevelsWhereverTheyWerePublished() {
        JsonNode page = json(http, "/api/v1/authors/david%20HOLLAND");
        assertEquals("David Holland", page.get("author").asText());
        assertEquals(List.of("232B855BF81AE597", "1675BCC4DE4FBB7E", "2A30DDAF3F710CFD", "3D86E3742839F7D8",
                "037058787DEE7986"), texts(page.get("credited"), "unique_id"));
        assertEquals(List.of("uncredited", "null", "conflict", "null", "null"), texts(page.get("credited"), "verdict"));
        assertEquals(List.of("David Holland", "David Holland & Someone Else"),
                texts(page.get("credited").get(3).get("copies"), "author"));
        assertTrue(http.get("/authors/David%20Holland").body().contains("<h1>David Holland</h1>"));
        assertEquals(200, http.get("/authors/davidholland").status());
        JsonNode second = json(http, "/api/v1/authors/davidholland?size=3&page=2");
        assertEquals(List.of("3D86E3742839F7D8", "037058787DEE7986"), texts(second.get("credited"), "unique_id"));
        assertEquals(false, second.get("more").asBoolean());
        assertEquals(true, json(http, "/api/v1/authors/davidholland?size=3").get("more").asBoolean());
        String first = http.get("/authors/davidholland?size=3").body();
        assertEquals(3, first.split("<section class=\"group\">", -1).length - 1, "3 levels a page");
        assertTrue(first.contains("rel=\"next\""), first);
        assertEquals(404, http.get("/authors/Nobody").status());
        assertEquals(404, http.get("/api/v1/authors/unknown").status());
    }

    @Test
    void aLevelSaysWhoItsCopiesCredit() {
        JsonNode crissCross = json(http, "/api/v1/levels/2A30DDAF3F710CFD").get("credits");
        assertEquals("{\"verdict\":\"conflict\",\"credited\":[{\"names\":[\"David Holland\"],\"sources\":[\"" + DIR
                + "dh-first.sok\"]},{\"names\":[\"Someone Else\"],\"sources\":[\"" + DIR + "compilation.xsb\"]}],"
                + "\"uncredited\":[]}", crissCross.toString());
        assertTrue(json(http, "/api/v1/levels/1675BCC4DE4FBB7E").get("credits").isNull(), "ninevah: its copies agree");
        String page = http.get("/levels/232B855BF81AE597").body();
        assertTrue(page.contains("Credited to David Holland in " + DIR + "dh-first.sok, " + DIR + "compilation.xsb;"
                + " no author in " + DIR + "republished.slc."), page);
        assertTrue(json(new RawHttp(aliased.port()), "/api/v1/levels/31A5995D36E810E7").get("credits").isNull(),
                "Bardak: an alias makes its two names one person");
    }

    @Test
    void anUnknownParameterIsNamed() {
        RawHttp.Response r = http.get("/api/v1/credits?similar=90");
        assertEquals(400, r.status());
        assertTrue(r.body().contains("similar"), r.body());
        assertEquals(400, http.get("/api/v1/authors?x=1").status());
    }
}
