package org.sokodb;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Assumptions;

/**
 * The PostgreSQL server the tests may use: {@code SOKODB_TEST_PG_URL}, a JDBC URL of a
 * database the user may create schemas in. Without it, tests of PostgreSQL are skipped with
 * a message that says how to run them.
 *
 * <p>Every catalog a test asks for is a schema of its own ({@code currentSchema=} in the URL),
 * created empty here and dropped when the test JVM ends, so that tests never see each
 * other's rows and can run against a database that holds anything else.
 */
public final class TestPostgres {
    public static final String VARIABLE = "SOKODB_TEST_PG_URL";
    static final String HOW = "PostgreSQL variant skipped: set " + VARIABLE
            + "=jdbc:postgresql://localhost:5432/DATABASE?user=USER&password=PASSWORD to run it"
            + " (see docs/postgresql.md, 'Running the tests against PostgreSQL')";
    private static final List<String> CREATED = new ArrayList<>();
    private static final int DROP_BATCH = 8;
    /** The schemas {@link #freshSchema} made that no one has asked {@link #firstUse} of yet. */
    private static final java.util.Set<String> UNUSED = new java.util.HashSet<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(TestPostgres::dropAll, "drop test schemas"));
    }

    private TestPostgres() {
    }

    /** The server's URL, or empty when the tests of PostgreSQL are not to run. */
    public static Optional<String> url() {
        String url = System.getenv(VARIABLE);
        return url == null || url.isBlank() ? Optional.empty() : Optional.of(url.strip());
    }

    /** Set (CI sets it): a test of PostgreSQL without a server fails instead of being skipped. */
    public static final String REQUIRE = "SOKODB_REQUIRE_PG";

    /**
     * Skips the calling test (with the message saying how to run it) unless a server is
     * configured; fails it instead when {@value #REQUIRE} is set.
     */
    public static String require() {
        return require(System.getenv());
    }

    /** {@link #require()} in the environment {@code env}. */
    static String require(java.util.Map<String, String> env) {
        String value = env.get(VARIABLE);
        Optional<String> url = value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
        if (url.isEmpty() && env.get(REQUIRE) != null) {
            throw new AssertionError(REQUIRE + " is set but " + VARIABLE + " is not: the PostgreSQL variant must run");
        }
        if (url.isEmpty()) {
            sayOnce();
        }
        Assumptions.assumeTrue(url.isPresent(), HOW);
        return url.get();
    }

    private static boolean said;

    /** Maven's summary only counts skipped tests; the console gets the reason once per test run. */
    private static synchronized void sayOnce() {
        if (!said) {
            said = true;
            System.out.println(HOW);
        }
    }

    /** A URL of a new, empty schema on the test server; skips the test when there is none. */
    public static String freshSchema() {
        String url = require();
        String schema = "sokodb_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        execute(url, "CREATE SCHEMA " + schema);
        synchronized (CREATED) {
            CREATED.add(schema);
            UNUSED.add(schema);
        }
        return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    /**
     * True the first time it is asked of a schema {@link #freshSchema} made, false after and for
     * any other: a new empty catalog is put in a schema only once ({@code EmptyCatalogSchema}).
     */
    public static boolean firstUse(String schema) {
        synchronized (CREATED) {
            return UNUSED.remove(schema);
        }
    }

    /**
     * {@code url} with its connections named {@code name} in {@code pg_stat_activity}, so that
     * a test can cut exactly those ({@link #cutConnectionsNamed}) and no other process's working
     * in the same database: a developer's benchmark or another build's suite.
     */
    public static String named(String url, String name) {
        return url + (url.contains("?") ? "&" : "?") + "ApplicationName=" + name;
    }

    /** Ends every connection a URL of {@link #named} opened; returns how many there were. */
    public static int cutConnectionsNamed(String url, String name) {
        return count(url, "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database()"
                + " AND pid <> pg_backend_pid() AND application_name = '" + name.replace("'", "''") + "'");
    }

    /**
     * A role that may only read the catalog in the schema of {@code schemaUrl} (a URL of
     * {@link #freshSchema}): LOGIN, USAGE on the schema and SELECT on its tables, nothing more.
     * Made by the test user, which needs CREATEROLE for it ({@code .ci/run} gives its role that);
     * without it the test is skipped, or fails under {@value #REQUIRE}. Call {@link Reader#close}
     * when done: roles belong to the whole server, not to the database.
     */
    public static Reader readerRole(String schemaUrl) {
        String schema = parameter(schemaUrl, "currentSchema").orElseThrow();
        String role = "sokodb_test_reader_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        String password = UUID.randomUUID().toString().replace("-", "");
        try (Connection c = DriverManager.getConnection(schemaUrl); Statement s = c.createStatement()) {
            java.sql.ResultSet may = s.executeQuery("SELECT rolcreaterole OR rolsuper FROM pg_roles"
                    + " WHERE rolname = CURRENT_USER");
            if (!may.next() || !may.getBoolean(1)) {
                String why = "the test user of " + VARIABLE + " may not create roles (ALTER ROLE … CREATEROLE):"
                        + " a test with a role that may only read needs it";
                if (System.getenv(REQUIRE) != null) {
                    throw new AssertionError(why);
                }
                Assumptions.abort(why);
            }
            s.execute("CREATE ROLE " + role + " LOGIN PASSWORD '" + password + "'");
            s.execute("GRANT USAGE ON SCHEMA " + schema + " TO " + role);
            s.execute("GRANT SELECT ON ALL TABLES IN SCHEMA " + schema + " TO " + role);
        } catch (SQLException e) {
            throw new IllegalStateException("test server: cannot make a reader role: " + e.getMessage(), e);
        }
        String url = schemaUrl.replaceAll("(?i)([?&]user=)[^&]*", "$1" + role)
                .replaceAll("(?i)([?&]password=)[^&]*", "$1" + password);
        return new Reader(role, url, schemaUrl, schema);
    }

    /** A role that may only read one test schema, and the URL that logs in as it. */
    public record Reader(String role, String url, String ownerUrl, String schema) implements AutoCloseable {
        /** Takes SELECT on {@code table} away from the role (a catalog the role can no longer read). */
        public void revoke(String table) {
            execute(ownerUrl, "REVOKE SELECT ON " + schema + "." + table + " FROM " + role);
        }

        /** Drops the role (its grants first: a role that holds any cannot be dropped). */
        @Override
        public void close() {
            execute(ownerUrl, "REVOKE ALL ON ALL TABLES IN SCHEMA " + schema + " FROM " + role);
            execute(ownerUrl, "REVOKE ALL ON SCHEMA " + schema + " FROM " + role);
            execute(ownerUrl, "DROP ROLE IF EXISTS " + role);
        }
    }

    /** The test URL without its {@code user=} and {@code password=} parameters. */
    public static String withoutCredentials(String url) {
        String out = url.replaceAll("(?i)([?&])(user|password)=[^&]*", "$1").replaceAll("[?&]+$", "");
        return out.replaceAll("\\?&+", "?").replaceAll("&&+", "&");
    }

    /** The value of one parameter of a URL, when it has it. */
    public static Optional<String> parameter(String url, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)[?&]" + name + "=([^&]*)").matcher(url);
        return m.find() ? Optional.of(java.net.URLDecoder.decode(m.group(1), java.nio.charset.StandardCharsets.UTF_8))
                : Optional.empty();
    }

    /** Runs one statement on the test server, outside any catalog (as an administrator would). */
    public static void execute(String url, String sql) {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("test server: " + sql + ": " + e.getMessage(), e);
        }
    }

    /** The first column of the first row {@code sql} gives on the test server, as a number. */
    public static int count(String url, String sql) {
        return Integer.parseInt(one(url, sql));
    }

    /** The first column of the first row {@code sql} gives on the test server. */
    public static String one(String url, String sql) {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                java.sql.ResultSet r = s.executeQuery(sql)) {
            if (!r.next()) {
                throw new IllegalStateException("test server: " + sql + ": no row");
            }
            return r.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException("test server: " + sql + ": " + e.getMessage(), e);
        }
    }

    private static void dropAll() {
        List<String> schemas;
        synchronized (CREATED) {
            schemas = List.copyOf(CREATED);
        }
        if (schemas.isEmpty() || url().isEmpty()) {
            return;
        }
        try (Connection c = DriverManager.getConnection(url().get()); Statement s = c.createStatement()) {
            // Several schemas a statement: one commit (one flush of the server's log) for each
            // batch rather than for each schema, few enough tables a batch for the server's locks.
            for (int from = 0; from < schemas.size(); from += DROP_BATCH) {
                List<String> batch = schemas.subList(from, Math.min(schemas.size(), from + DROP_BATCH));
                s.execute("DROP SCHEMA IF EXISTS " + String.join(", ", batch) + " CASCADE");
            }
        } catch (SQLException e) {
            System.err.println("could not drop the test schemas " + schemas + ": " + e.getMessage());
        }
    }
}
