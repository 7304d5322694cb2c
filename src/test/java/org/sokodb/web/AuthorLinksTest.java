package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * Every author link of {@code /authors} leads to that author's page: names with a per cent
 * sign, a backslash, and {@code by by Smith} (whose person is "by Smith", not Smith) are linked
 * and found by their key (src/test/resources/credits/links).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AuthorLinksTest {
    WebServer server;
    RawHttp http;

    @BeforeAll
    void serve(@TempDir Path dir) {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of("src/test/resources/credits/links/links.xsb"), new ServedCatalog.Quiet());
        }
        server = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        http = new RawHttp(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyLinkLeadsToItsAuthorsPage() {
        String authors = http.get("/authors").body();
        Matcher m = Pattern.compile("<a href=\"(/authors/[^\"]*)\">([^<]*)</a>").matcher(authors);
        int links = 0;
        while (m.find()) {
            RawHttp.Response page = http.get(m.group(1));
            assertEquals(200, page.status(), m.group(1) + " (" + m.group(2) + ")");
            assertTrue(page.body().contains("<h1>" + m.group(2) + "</h1>"), page.body());
            links++;
        }
        assertEquals(3, links, authors);
        assertTrue(authors.contains("<a href=\"/authors/bysmith\">by Smith</a>"), authors);
        assertTrue(authors.contains("<a href=\"/authors/100smith\">100% Smith</a>"), authors);
    }

    @Test
    void theLinksOfTheCreditsPagesToo() {
        String level = http.get("/api/v1/authors/jonesjones").body();
        assertTrue(level.contains("\"people\":[\"jonesjones\"]"), level);
        assertTrue(level.contains("\"names\":[\"Jones\\\\Jones\"]"), level);
    }
}
