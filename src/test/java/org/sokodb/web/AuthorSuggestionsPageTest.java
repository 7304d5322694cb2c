package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * An author's page shows the pen names the data implies for them, with their evidence, as
 * {@code authors --suggest-aliases} prints them (SuggestAliasesTest): on the Grigr and Holland
 * sets of collections/soukoban with src/test/resources/credits/pennames, three Grigr levels
 * credited to "Evgeniy Grigoriev" suggest GRIGoRusha ~ Evgeniy Grigoriev, on both their pages;
 * the compiler crediting himself with levels of four people is suggested to no one.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AuthorSuggestionsPageTest {
    static final String DIR = "src/test/resources/credits/pennames/";
    WebServer server;
    RawHttp http;

    @BeforeAll
    void serve(@TempDir Path dir) {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of("collections/soukoban", DIR + "evgeniy.xsb", DIR + "compiler.xsb"),
                    new ServedCatalog.Quiet());
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

    private JsonNode suggested(String author) {
        RawHttp.Response r = http.get("/api/v1/authors/" + author);
        assertEquals(200, r.status(), r.body());
        return r.json().get("suggested_aliases");
    }

    @Test
    void thePenNameIsSuggestedOnBothPagesWithItsEvidence() {
        assertEquals("[{\"other\":\"Evgeniy Grigoriev\",\"other_person\":\"evgeniygrigoriev\",\"together\":3,"
                + "\"apart\":176,\"other_apart\":0,\"sources\":[\"collections/soukoban/Grigr2001_100.xsb\"],"
                + "\"other_sources\":[\"" + DIR + "evgeniy.xsb\"]}]", suggested("grigorusha").toString());
        assertEquals("[{\"other\":\"GRIGoRusha\",\"other_person\":\"grigorusha\",\"together\":3,"
                + "\"apart\":0,\"other_apart\":176,\"sources\":[\"" + DIR + "evgeniy.xsb\"],"
                + "\"other_sources\":[\"collections/soukoban/Grigr2001_100.xsb\"]}]",
                suggested("Evgeniy%20Grigoriev").toString());
        String page = http.get("/authors/evgeniygrigoriev").body();
        assertTrue(page.contains("<li><a href=\"/authors/grigorusha\">GRIGoRusha</a>: 3 levels credited to Evgeniy "
                + "Grigoriev by some copies and to GRIGoRusha by others; apart: 0 of Evgeniy Grigoriev, 176 of "
                + "GRIGoRusha; Evgeniy Grigoriev in " + DIR + "evgeniy.xsb; GRIGoRusha in "
                + "collections/soukoban/Grigr2001_100.xsb</li>"), page);
    }

    @Test
    void theCompilerAndThoseHeCopiedAreNoOnesAlias() {
        assertEquals(0, suggested("Carl%20Compiler").size());
        assertEquals(0, suggested("davidholland").size());
        assertFalse(http.get("/authors/carlcompiler").body().contains("Perhaps the same person"));
    }
}
