package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;

/**
 * What the streamed contracts compare with: a catalog that imported its sources the ordinary way
 * and then filled its similarity index from the tables alone; and an import that must end without
 * a problem.
 */
final class TablesReadBack {
    private TablesReadBack() {
    }

    /** {@code catalog}'s index filled from the tables. */
    static Catalog filled(Catalog catalog) {
        new NearIndex(catalog).fillIndex(IndexProgress.NONE);
        return catalog;
    }

    /** Imports {@code path} with {@code importer}, asserting that no problem was reported. */
    static void importPath(Importer importer, Path path) {
        Fixtures.Recorder recorder = new Fixtures.Recorder();
        importer.importPaths(List.of(path.toString()), recorder);
        assertEquals(List.of(), recorder.problems, path.toString());
    }

    /**
     * Sources imported the ordinary way into a fresh catalog, for the catalogs of a class that
     * each begin so: on H2 imported once, the file closed and copied for each of them (the same
     * file, byte for byte, that the import would make again); on PostgreSQL, which copies no
     * schema, imported again for each.
     */
    static final class Imported {
        private static final String FILE = "catalog.mv.db";
        private final DatabaseEngine engine;
        private final Path sources;
        /** The H2 file imported into, closed; none on PostgreSQL. */
        private final Path file;

        private Imported(DatabaseEngine engine, Path sources, Path file) {
            this.engine = engine;
            this.sources = sources;
            this.file = file;
        }

        /** {@code sources} to import into each catalog; on H2 imported now, into a file in {@code dir}. */
        static Imported of(DatabaseEngine engine, Path dir, Path sources) {
            if (engine != DatabaseEngine.H2) {
                return new Imported(engine, sources, null);
            }
            Path made = dir.resolve("imported");
            try (Catalog c = Fixtures.freshCatalog(engine, made)) {
                importPath(new Importer(c), sources);
            }
            return new Imported(engine, sources, made.resolve(FILE));
        }

        /** A catalog in {@code dir} that holds the sources imported the ordinary way, open. */
        Catalog copyIn(Path dir) {
            if (file == null) {
                Catalog c = Fixtures.freshCatalog(engine, dir);
                importPath(new Importer(c), sources);
                return c;
            }
            try {
                Files.copy(file, Files.createDirectories(dir).resolve(FILE));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return TestCatalogs.openExisting(DatabaseLocation.of(dir.resolve("catalog").toString()));
        }
    }
}
