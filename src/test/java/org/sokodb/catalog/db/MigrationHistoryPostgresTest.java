package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/**
 * On PostgreSQL a migration and the row of Flyway's history that records it commit together, so
 * that a kill at any moment of an upgrade leaves either both or neither: never a migration done
 * and not recorded, which the next open would run again and fail on ("relation … already
 * exists"). A fresh schema is brought to the newest version through a data source that writes
 * down, connection by connection, every statement that changes the catalog, every history row
 * written and every commit (an explicit one, or each statement's own while the connection is in
 * auto-commit); no commit may carry a change without a history row beside it. With Flyway's
 * default transaction lock on PostgreSQL the history rows were written on a second connection
 * and this failed at the first migration (the crash harness had found it: a kill 6.7 s into a
 * fresh catalog's creation left {@code level_listing} made and migration 10 not recorded).
 * Skipped unless SOKODB_TEST_PG_URL is set.
 */
@AlongsideOnPostgres
class MigrationHistoryPostgresTest {
    @Test
    void everyCommitThatChangesTheCatalogRecordsItsMigration() throws SQLException {
        DatabaseLocation location = DatabaseLocation.of(TestPostgres.freshSchema());
        UrlDataSource plain = new UrlDataSource(location.url(), location.dialect().connectionProperties(location));
        Journal journal = new Journal();
        Schema.migrate(location, journal.over(plain), () -> { });

        assertTrue(journal.changes >= 20, "statements that change the catalog seen: " + journal.changes);
        assertEquals(List.of(), journal.unrecorded, "commits of changes without their history row");
        try (Connection c = plain.getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT COUNT(*) FROM \"flyway_schema_history\""
                        + " WHERE \"success\" AND \"version\" IS NOT NULL")) {
            r.next();
            assertEquals(journal.historyRows, r.getInt(1), "history rows written and found");
        }
    }

    /** What each connection did since its last commit, and the commits that recorded no migration. */
    private static final class Journal {
        final List<String> unrecorded = new ArrayList<>();
        int changes;
        int historyRows;
        private final Map<Connection, Pending> open = new HashMap<>();

        /** What one connection did since its last commit. */
        private static final class Pending {
            boolean autoCommit = true;
            String change;
            boolean recorded;
        }

        DataSource over(DataSource plain) {
            return proxy(DataSource.class, plain, (name, args, result) -> result instanceof Connection c
                    ? connection(c) : result);
        }

        private Connection connection(Connection real) throws SQLException {
            Pending p = new Pending();
            p.autoCommit = real.getAutoCommit();
            Connection[] self = new Connection[1];
            self[0] = proxy(Connection.class, real, (name, args, result) -> {
                switch (name) {
                    case "commit" -> committed(p);
                    case "setAutoCommit" -> {
                        boolean on = (Boolean) args[0];
                        if (on && !p.autoCommit) {
                            committed(p); // JDBC: turning auto-commit on commits the transaction
                        }
                        p.autoCommit = on;
                    }
                    case "rollback" -> {
                        p.change = null;
                        p.recorded = false;
                    }
                    case "prepareStatement" -> {
                        String sql = (String) args[0];
                        return proxy(PreparedStatement.class, result, (n, a, r) -> executed(p, n, sql));
                    }
                    case "createStatement" -> {
                        return proxy(Statement.class, result, (n, a, r) -> a != null && a.length > 0
                                && a[0] instanceof String sql ? executed(p, n, sql) : r);
                    }
                    default -> {
                    }
                }
                return result;
            });
            open.put(self[0], p);
            return self[0];
        }

        private Object executed(Pending p, String method, String sql) {
            if (!method.startsWith("execute")) {
                return null;
            }
            String s = sql.replaceAll("(?m)^\\s*--.*$", "").strip().toUpperCase(Locale.ROOT);
            boolean history = s.contains("FLYWAY_SCHEMA_HISTORY");
            if (history && s.startsWith("INSERT")) {
                p.recorded = true;
                historyRows++;
            } else if (!history && !s.startsWith("SELECT") && !s.startsWith("SET") && !s.startsWith("SHOW")) {
                changes++;
                if (p.change == null) {
                    p.change = sql.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("--"))
                            .findFirst().orElse("");
                }
            }
            if (p.autoCommit) {
                committed(p);
            }
            return null;
        }

        private void committed(Pending p) {
            if (p.change != null && !p.recorded) {
                unrecorded.add(p.change);
            }
            p.change = null;
            p.recorded = false;
        }
    }

    /** What is done after each call on a proxied object: its result, or another object for it. */
    private interface After {
        Object apply(String method, Object[] args, Object result) throws SQLException;
    }

    private static <T> T proxy(Class<T> type, Object real, After after) {
        InvocationHandler handler = (self, method, args) -> {
            Object result;
            try {
                result = method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Object other = after.apply(method.getName(), args, result);
            return other != null ? other : result;
        };
        return type.cast(Proxy.newProxyInstance(MigrationHistoryPostgresTest.class.getClassLoader(),
                new Class<?>[] {type}, handler));
    }
}
