package org.sokodb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;

/**
 * Looks inside an H2 catalog file after a crash and checks what a crash must never break:
 * each source is there with all its boards or not at all, no level or duplicate group
 * outlives or misses its boards, and the open that a command makes repairs what the kill left.
 *
 * <p>The file is opened exactly as every sokodb command opens it ({@link TestCatalogs#openExisting}:
 * sokodb's H2 settings, the schema check, the repair of an interrupted import), never with
 * H2's defaults: those compact the file when it closes, which sokodb never does, and which in
 * H2 2.3.232 could itself lose committed rows (h2database#4247) — a checker that did so
 * tested H2's close, not sokodb. The questions are plain SQL of their own, independent of the
 * catalog's queries. Failures are {@link AssertionError}s, so that the crash harness
 * ({@link ImportKills}) can run without JUnit.
 */
final class CatalogCheck {
    private CatalogCheck() {
    }

    /** The sources in the catalog at {@code base} ({@code base.mv.db}), after checking it; empty when there is no file. */
    static Set<String> sources(Path base) {
        return boards(base).keySet();
    }

    /**
     * Each source in the catalog at {@code base} and its boards, after checking that every
     * source is whole and the levels and duplicate groups match the boards; empty when there
     * is no file.
     */
    static Map<String, Integer> boards(Path base) {
        if (!Files.exists(Path.of(base + ".mv.db"))) {
            return Map.of();
        }
        try (Catalog catalog = TestCatalogs.openExisting(DatabaseLocation.of(base.toAbsolutePath().toString()))) {
            repaired(catalog);
            return check(catalog.handle().getConnection());
        } catch (SQLException e) {
            throw new AssertionError("cannot read the catalog " + base + ": " + e.getMessage(), e);
        }
    }

    /** As {@link #boards(Path)}, for a catalog anywhere (a PostgreSQL schema); empty when it holds no schema yet. */
    static Map<String, Integer> boards(DatabaseLocation location) {
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            repaired(catalog);
            return check(catalog.handle().getConnection());
        } catch (SQLException e) {
            throw new AssertionError("cannot read the catalog " + location.shown() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The open repaired what the kill left: nothing is left for a later open (a bulk load's
     * indexes, on PostgreSQL the foreign keys), since no import runs beside the check.
     */
    private static void repaired(Catalog catalog) {
        InterruptedImport.left(catalog).ifPresent(left -> {
            throw new AssertionError("the open left the catalog unrepaired: " + left.what());
        });
    }

    private static Map<String, Integer> check(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            Map<String, Integer> sources = new TreeMap<>();
            try (ResultSet r = s.executeQuery("""
                    SELECT c.source, c.boards, c.levels, c.invalid,
                           (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id = c.id),
                           (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id = c.id AND o.level_id IS NOT NULL)
                    FROM collection c""")) {
                while (r.next()) {
                    String source = r.getString(1);
                    sources.put(source, r.getInt(5));
                    same(r.getInt(2), r.getInt(5), source + ": boards recorded vs occurrences stored");
                    same(r.getInt(3), r.getInt(6), source + ": levels recorded vs occurrences with a level");
                    same(r.getInt(2) - r.getInt(3), r.getInt(4), source + ": invalid = boards - levels");
                }
            }
            same(0, count(s, "SELECT COUNT(*) FROM level l WHERE NOT EXISTS"
                    + " (SELECT 1 FROM occurrence o WHERE o.level_id = l.id)"), "levels without a board");
            same(0, count(s, "SELECT COUNT(*) FROM occurrence o WHERE NOT EXISTS"
                    + " (SELECT 1 FROM collection c WHERE c.id = o.collection_id)"), "boards without a source");
            same(groups(s, "SELECT l.unique_id, COUNT(*) FROM occurrence o JOIN level l ON o.level_id = l.id"
                    + " GROUP BY l.unique_id HAVING COUNT(*) > 1"),
                    groups(s, "SELECT unique_id, members FROM duplicate_group"), "duplicate groups vs boards");
            return sources;
        }
    }

    private static void same(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected " + abbreviated(expected) + " but was " + abbreviated(actual));
        }
    }

    private static String abbreviated(Object o) {
        String s = String.valueOf(o);
        return s.length() > 300 ? s.substring(0, 300) + "…" : s;
    }

    private static int count(Statement s, String sql) throws SQLException {
        try (ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }

    private static Map<String, Integer> groups(Statement s, String sql) throws SQLException {
        Map<String, Integer> m = new TreeMap<>();
        try (ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                m.put(r.getString(1), r.getInt(2));
            }
        }
        return new HashMap<>(m);
    }
}
