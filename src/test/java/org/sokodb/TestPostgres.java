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
        }
        return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
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

    private static void dropAll() {
        List<String> schemas;
        synchronized (CREATED) {
            schemas = List.copyOf(CREATED);
        }
        if (schemas.isEmpty() || url().isEmpty()) {
            return;
        }
        try (Connection c = DriverManager.getConnection(url().get()); Statement s = c.createStatement()) {
            for (String schema : schemas) {
                s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            }
        } catch (SQLException e) {
            System.err.println("could not drop the test schemas " + schemas + ": " + e.getMessage());
        }
    }
}
