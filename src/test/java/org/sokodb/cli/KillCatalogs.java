package org.sokodb.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.sokodb.catalog.EmptyCatalog;
import org.sokodb.catalog.EmptyCatalogSchema;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * Where the crash harness ({@link ImportKills}) keeps its catalogs: H2 files in its work
 * directory, or schemas of a PostgreSQL database. A catalog is named by a path in the work
 * directory either way (its run's stderr goes beside it); on PostgreSQL the path's last two
 * names make the schema's, after a random prefix of the harness's own.
 */
interface KillCatalogs {
    /** What {@code import --db} gets for this catalog. */
    String db(Path catalog);

    /** Makes the catalog ready for a first import: nothing for a file, an empty schema on PostgreSQL (or empty catalogs: {@link #h2StartingEmpty}, {@link #postgresStartingEmpty}). */
    void prepare(Path catalog);

    /**
     * The sources in the catalog and their boards, after checking it as sokodb opens it
     * ({@link CatalogCheck}); empty when it does not exist yet.
     */
    Map<String, Integer> boards(Path catalog);

    /** Keeps what the catalog is now, for study, under {@code name} in {@code dir}; returns where. */
    String keep(Path catalog, Path dir, String name) throws IOException;

    /** Removes the catalog. */
    void delete(Path catalog);

    /**
     * H2 files. The check reads a copy of the file, so that the next run finds the catalog as
     * the kill left it and repairs it itself.
     */
    static KillCatalogs h2() {
        return h2(false);
    }

    /**
     * H2 files, each put in place as a copy of an empty catalog ({@link EmptyCatalog}) before
     * its first run, which then opens it rather than creates it: the short harness's tests,
     * where {@code ImportCrashTest} kills the creation itself. {@code bench/crash.sh} keeps
     * the creation in its kills ({@link #h2()}), and may run another build's sokodb.
     */
    static KillCatalogs h2StartingEmpty() {
        return h2(true);
    }

    private static KillCatalogs h2(boolean startEmpty) {
        return new KillCatalogs() {
            @Override
            public String db(Path catalog) {
                return catalog.toString();
            }

            @Override
            public void prepare(Path catalog) {
                if (startEmpty) {
                    EmptyCatalog.placeAt(catalog);
                }
            }

            @Override
            public Map<String, Integer> boards(Path catalog) {
                Path file = Path.of(catalog + ".mv.db");
                if (!Files.exists(file)) {
                    return Map.of();
                }
                Path copy = Path.of(catalog + "-check");
                try {
                    Files.copy(file, Path.of(copy + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
                    return CatalogCheck.boards(copy);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } finally {
                    delete(copy);
                }
            }

            @Override
            public String keep(Path catalog, Path dir, String name) throws IOException {
                Path file = Path.of(catalog + ".mv.db");
                if (Files.exists(file)) {
                    Files.copy(file, dir.resolve(name + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
                }
                return dir.resolve(name + ".mv.db").toString();
            }

            @Override
            public void delete(Path catalog) {
                Path parent = catalog.toAbsolutePath().getParent();
                String name = catalog.getFileName().toString();
                try (Stream<Path> files = Files.list(parent)) {
                    for (Path f : files.filter(f -> f.getFileName().toString().startsWith(name + ".")).toList()) {
                        Files.deleteIfExists(f);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    /**
     * Schemas of the PostgreSQL database at {@code url} (its user may create schemas). The
     * check opens the catalog itself, as every command does: what a kill left (a bulk load's
     * indexes, the foreign keys) is repaired by the check then, not by the next run.
     */
    static KillCatalogs postgres(String url) {
        return postgres(url, false);
    }

    /**
     * Schemas as {@link #postgres(String)}, each given an empty catalog's tables before its first
     * run ({@link EmptyCatalogSchema}), which then opens it rather than migrates it: the short
     * harness's test, as {@link #h2StartingEmpty} on H2.
     */
    static KillCatalogs postgresStartingEmpty(String url) {
        return postgres(url, true);
    }

    private static KillCatalogs postgres(String url, boolean startEmpty) {
        // a harness's own prefix, so that two suites on one database never meet in a schema
        String harness = Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong() & 0xffffffffL);
        return new KillCatalogs() {
            /** The schemas of catalogs that broke a promise, left in the database for study. */
            private final java.util.Set<String> kept = new java.util.HashSet<>();

            private String schema(Path catalog) {
                Path p = catalog.toAbsolutePath();
                return ("crash_" + harness + "_" + p.getParent().getFileName() + "_" + p.getFileName())
                        .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
            }

            @Override
            public String db(Path catalog) {
                return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema(catalog);
            }

            @Override
            public void prepare(Path catalog) {
                sql("DROP SCHEMA IF EXISTS " + schema(catalog) + " CASCADE", "CREATE SCHEMA " + schema(catalog));
                if (startEmpty) {
                    EmptyCatalogSchema.fill(db(catalog));
                }
            }

            @Override
            public Map<String, Integer> boards(Path catalog) {
                return CatalogCheck.boards(DatabaseLocation.of(db(catalog)));
            }

            @Override
            public String keep(Path catalog, Path dir, String name) {
                kept.add(schema(catalog));
                return "schema " + schema(catalog) + " (not dropped: the episode goes on in it, as a run left it)";
            }

            @Override
            public void delete(Path catalog) {
                if (!kept.contains(schema(catalog))) {
                    sql("DROP SCHEMA IF EXISTS " + schema(catalog) + " CASCADE");
                }
            }

            private void sql(String... statements) {
                try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                    for (String statement : statements) {
                        s.execute(statement);
                    }
                } catch (SQLException e) {
                    throw new IllegalStateException(e.getMessage(), e);
                }
            }
        };
    }
}
