package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Difficulty in an embedded H2 catalog file. */
class DifficultyCatalogH2Test extends DifficultyCatalogContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }

    @Test
    void aMissingCatalogIsOneLineAndNotMade() {
        // as solve --catalog and optimize --catalog: an empty catalog was once made, and the run ended 0
        Cli none = Cli.run("--db", catalog(dir), "difficulty", "--catalog");
        assertEquals(3, none.code(), none.err());
        assertTrue(none.err().startsWith("sokodb: no catalog at "), none.err());
        assertEquals(1, none.err().lines().count(), none.err());
        assertTrue(Files.notExists(dir.resolve("catalog.mv.db")));
    }
}
