package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.sources.Inventory;

/** Two connections of one process share a catalog: a source being imported is invisible until it is whole. */
abstract class TwoConnectionsContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    @Test
    void twoConnectionsInOneProcessShareTheCatalogSafely() {
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        try (Catalog writer = TestCatalogs.open(location);
                Catalog reader = TestCatalogs.open(location)) {
            // The writer stores in small batches, and the reader looks in between.
            long[] seenDuring = {-1};
            new Importer(writer, new org.sokodb.identity.Identifier()::identify, 10).importPaths(List.of(Fixtures.microban()),
                    new Fixtures.Recorder() {
                        @Override
                        public void progress(String source, int boards) {
                            if (seenDuring[0] < 0) {
                                seenDuring[0] = new Inventory(reader).compute().boards();
                            }
                        }
                    });
            assertEquals(0, seenDuring[0], "an unfinished source is invisible to other connections");
            assertEquals(new Inventory(writer).compute(), new Inventory(reader).compute());
        }
        try (Catalog again = TestCatalogs.openExisting(location)) {
            assertEquals(Fixtures.read(List.of(Fixtures.microban())).size(), new Inventory(again).compute().boards());
        }
    }
}
