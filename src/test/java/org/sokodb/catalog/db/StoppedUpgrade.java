package org.sokodb.catalog.db;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.sokodb.catalog.db.migration.DenseValuesStoredAsIs;
import org.sokodb.catalog.db.migration.IdsAsNumbers;

/**
 * An upgrade of a catalog's schema run as a process of its own ({@link #main}) that stops after
 * its N-th step, makes what it committed durable, says so on stdout and waits to be killed
 * (SIGKILL): a kill at an exact statement boundary, with no clock involved. A step is a statement
 * that changes the catalog (an {@code ALTER TABLE} or an {@code UPDATE}, Flyway's own history
 * aside), counted as the JDBC driver receives it, whatever the migration is written in. From
 * schema 13 the steps are migration 14's two (the column, its filling) and then migration 15's
 * nine (a column each, {@link IdsAsNumbers#COLUMNS}).
 *
 * <p>With {@code earlier}, the upgrade is the one the sokodb before this class had: migrations 14
 * and 15 as the files {@code earlier/V14__sources_with_author.sql} and
 * {@code earlier/V15__ids_as_numbers.sql} (the test resources beside this class), which ran
 * their statements again from the top after a kill ({@link #earlierFlyway}).
 */
public final class StoppedUpgrade {
    /** What the process prints once it stopped and waits for its kill. */
    public static final String STOPPED = "stopped";
    /** What it prints when the upgrade had fewer steps than asked and ended. */
    public static final String FINISHED = "finished";
    /** The steps of an upgrade from schema 13 to 15. */
    public static final int STEPS_FROM_13 = 2 + IdsAsNumbers.COLUMNS.size();

    private StoppedUpgrade() {
    }

    /** {@code DB STEPS [earlier]}: upgrades the catalog at {@code DB}, stopping after {@code STEPS} steps. */
    public static void main(String[] args) throws Exception {
        DatabaseLocation location = DatabaseLocation.of(args[0]);
        int steps = Integer.parseInt(args[1]);
        UrlDataSource plain = dataSource(location);
        DataSource counted = counting(plain, steps, () -> stop(location, plain));
        if (args.length > 2 && args[2].equals("earlier")) {
            earlierFlyway(location, counted, "15").migrate();
        } else {
            Schema.migrate(location, counted, () -> { });
        }
        System.out.println(FINISHED);
        System.out.flush();
    }

    /**
     * Flyway as the sokodb before migration 15 was in Java configured it, up to {@code target}:
     * the files it had for 14 and 15, its two migrations in Java. The files before 14 are not
     * here (the catalog has them applied already, and Flyway is told so much).
     */
    public static Flyway earlierFlyway(DatabaseLocation location, DataSource dataSource, String target) {
        return Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:org/sokodb/catalog/db/earlier")
                .javaMigrations(new DenseValuesStoredAsIs(location.dialect().compressesLongValues()),
                        new H2Reader(location.dialect()))
                .ignoreMigrationPatterns("*:missing")
                .target(target)
                .failOnMissingLocations(true)
                .loggers("slf4j")
                .load();
    }

    /** The earlier sokodb's upgrade of {@code db}, run once to its end or its failure; the failure's message, if any. */
    public static String earlierUpgrade(String db) {
        DatabaseLocation location = DatabaseLocation.of(db);
        try {
            earlierFlyway(location, dataSource(location), "15").migrate();
            return "";
        } catch (RuntimeException e) {
            return String.valueOf(e.getMessage());
        }
    }

    /** The types of the columns migration 15 converts, in its order, upper case (BIGINT, CHARACTER VARYING). */
    public static List<String> idColumnTypes(String db) throws SQLException {
        List<String> types = new ArrayList<>();
        try (Connection c = connect(db)) {
            for (String column : IdsAsNumbers.COLUMNS) {
                types.add(one(c, "SELECT data_type FROM information_schema.columns WHERE table_schema = CURRENT_SCHEMA"
                        + " AND LOWER(table_name) = '" + column.substring(0, column.indexOf('.')) + "'"
                        + " AND LOWER(column_name) = '" + column.substring(column.indexOf('.') + 1) + "'")
                        .toUpperCase(Locale.ROOT));
            }
        }
        return types;
    }

    /** Whether the catalog's {@code collection} has migration 14's column. */
    public static boolean hasWithAuthor(String db) throws SQLException {
        try (Connection c = connect(db)) {
            return !one(c, "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = CURRENT_SCHEMA"
                    + " AND LOWER(table_name) = 'collection' AND LOWER(column_name) = 'with_author'").equals("0");
        }
    }

    /** Flyway's history from version 14 on: "version type success" per row, in the order applied. */
    public static List<String> historyFrom14(String db) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = connect(db); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT \"version\", \"type\", \"success\" FROM \"flyway_schema_history\""
                        + " WHERE \"version\" IN ('14', '15') ORDER BY \"installed_rank\"")) {
            while (r.next()) {
                rows.add(r.getString(1) + " " + r.getString(2) + " " + r.getBoolean(3));
            }
        }
        return rows;
    }

    private static String one(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getString(1);
        }
    }

    private static Connection connect(String db) throws SQLException {
        return dataSource(DatabaseLocation.of(db)).getConnection();
    }

    private static UrlDataSource dataSource(DatabaseLocation location) {
        Properties properties = location.dialect().connectionProperties(location);
        return new UrlDataSource(location.url(), properties);
    }

    /** Stopped: what was committed is made durable, said, and the process waits for its kill. */
    private static void stop(DatabaseLocation location, UrlDataSource plain) {
        try {
            if (!location.dialect().rollsBackDdl()) {
                // an H2 commit reaches the file up to a second later: the kill is at this step, not before it
                Handle handle = Jdbi.open(plain.getConnection());
                H2Durability.commitToDisk(handle);
            }
            System.out.println(STOPPED);
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        } catch (SQLException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code plain}, calling {@code stop} once its connections have run {@code steps} steps. */
    private static DataSource counting(UrlDataSource plain, int steps, Runnable stop) {
        int[] done = {0};
        Runnable step = () -> {
            done[0]++;
            if (done[0] == steps) {
                stop.run();
            }
        };
        return proxy(DataSource.class, plain, (method, args, result) -> result instanceof Connection c
                ? proxy(Connection.class, c, (m, a, r) -> statement(m, a, r, step)) : result);
    }

    private static Object statement(Method method, Object[] args, Object result, Runnable step) {
        if (result instanceof PreparedStatement p && method.getName().equals("prepareStatement")) {
            String sql = (String) args[0];
            return proxy(PreparedStatement.class, p, (m, a, r) -> {
                if (m.getName().startsWith("execute") && (a == null || a.length == 0) && isStep(sql)) {
                    step.run();
                }
                return r;
            });
        }
        if (result instanceof Statement s && method.getName().equals("createStatement")) {
            return proxy(Statement.class, s, (m, a, r) -> {
                if (m.getName().startsWith("execute") && a != null && a.length > 0 && a[0] instanceof String sql
                        && isStep(sql)) {
                    step.run();
                }
                return r;
            });
        }
        return result;
    }

    /** Whether {@code sql} changes the catalog: an ALTER TABLE or an UPDATE, not of Flyway's history. */
    private static boolean isStep(String sql) {
        String s = sql.replaceAll("(?m)^\\s*--.*$", "").strip().toUpperCase(Locale.ROOT);
        return (s.startsWith("ALTER TABLE") || s.startsWith("UPDATE ")) && !s.contains("FLYWAY_SCHEMA_HISTORY");
    }

    /** What is done with each call's result, after the real call returned it. */
    private interface After {
        Object apply(Method method, Object[] args, Object result);
    }

    private static <T> T proxy(Class<T> type, Object real, After after) {
        InvocationHandler handler = (self, method, args) -> {
            Object result;
            try {
                result = method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            return after.apply(method, args, result);
        };
        return type.cast(Proxy.newProxyInstance(StoppedUpgrade.class.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
