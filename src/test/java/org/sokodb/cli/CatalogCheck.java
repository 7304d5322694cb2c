package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Looks inside an H2 catalog file with plain JDBC, independently of the catalog code, and
 * checks what a crash must never break: each source is there with all its boards or not at
 * all, no level or duplicate group outlives or misses its boards.
 */
final class CatalogCheck {
    private CatalogCheck() {
    }

    /** The sources in the catalog at {@code base} ({@code base.mv.db}), after checking it; empty when there is no file. */
    static Set<String> sources(Path base) throws SQLException {
        if (!Files.exists(Path.of(base + ".mv.db"))) {
            return Set.of();
        }
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base.toAbsolutePath()
                + ";IFEXISTS=TRUE;TRACE_LEVEL_FILE=0");
                Statement s = c.createStatement()) {
            if (!hasTable(c, "COLLECTION")) {
                return Set.of();
            }
            Set<String> sources = new TreeSet<>();
            try (ResultSet r = s.executeQuery("""
                    SELECT c.source, c.boards, c.levels, c.invalid,
                           (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id = c.id),
                           (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id = c.id AND o.level_id IS NOT NULL)
                    FROM collection c""")) {
                while (r.next()) {
                    String source = r.getString(1);
                    sources.add(source);
                    assertEquals(r.getInt(2), r.getInt(5), source + ": boards recorded vs occurrences stored");
                    assertEquals(r.getInt(3), r.getInt(6), source + ": levels recorded vs occurrences with a level");
                    assertEquals(r.getInt(2) - r.getInt(3), r.getInt(4), source + ": invalid = boards - levels");
                }
            }
            assertEquals(0, count(s, "SELECT COUNT(*) FROM level l WHERE NOT EXISTS"
                    + " (SELECT 1 FROM occurrence o WHERE o.level_id = l.id)"), "levels without a board");
            assertEquals(groups(s, "SELECT l.unique_id, COUNT(*) FROM occurrence o JOIN level l ON o.level_id = l.id"
                    + " GROUP BY l.unique_id HAVING COUNT(*) > 1"),
                    groups(s, "SELECT unique_id, members FROM duplicate_group"), "duplicate groups vs boards");
            return sources;
        }
    }

    private static boolean hasTable(Connection c, String name) throws SQLException {
        try (var q = c.prepareStatement("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = ?")) {
            q.setString(1, name);
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getInt(1) > 0;
            }
        }
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
