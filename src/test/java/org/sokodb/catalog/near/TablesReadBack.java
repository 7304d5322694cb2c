package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;

/**
 * What the streamed contracts compare with: a catalog that imported its sources the ordinary way
 * and then filled its similarity index from the tables alone; and an import that must end without
 * a problem.
 */
final class TablesReadBack {
    private TablesReadBack() {
    }

    /** A fresh catalog in {@code dir} of {@code engine}, {@code sources} imported, its index filled from the tables. */
    static Catalog filled(DatabaseEngine engine, Path dir, Path sources) {
        Catalog catalog = Fixtures.freshCatalog(engine, dir);
        importPath(new Importer(catalog), sources);
        new NearIndex(catalog).fillIndex(IndexProgress.NONE);
        return catalog;
    }

    /** Imports {@code path} with {@code importer}, asserting that no problem was reported. */
    static void importPath(Importer importer, Path path) {
        Fixtures.Recorder recorder = new Fixtures.Recorder();
        importer.importPaths(List.of(path.toString()), recorder);
        assertEquals(List.of(), recorder.problems, path.toString());
    }
}
