package org.sokodb;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.pg.PgCredentials;
import org.sokodb.catalog.db.pg.PgUrl;

/**
 * A test schema on PostgreSQL written out by {@code pg_dump} (its tables, indexes, constraints
 * and rows, as INSERTs) and replayed into another, empty one: PostgreSQL copies no schema, and
 * a catalog a test would otherwise build again for each of its tests (Flyway's migrations of a
 * new one, an import) is made once and replayed. The script names the schema by a placeholder;
 * {@link #replayInto} puts the target's name there and runs it in one transaction, so a copy
 * is whole or not there. Where {@code pg_dump} cannot be run (not installed, another major
 * version than the server's), {@link #of} is empty and the caller builds its catalog itself.
 */
public final class SchemaDump {
    /** What stands for the schema's name in the script. */
    private static final String NAME = "\u0000schema\u0000";
    private final String script;

    private SchemaDump(String script) {
        this.script = script;
    }

    /** The dump of the schema of {@code url} (a URL of {@link TestPostgres#freshSchema}), or empty with why on stderr. */
    public static Optional<SchemaDump> of(String url) {
        String schema = TestPostgres.parameter(url, "currentSchema").orElseThrow();
        DatabaseLocation location = DatabaseLocation.of(url);
        PgUrl pg = PgUrl.parse(url).orElseThrow();
        PgCredentials who = location.credentials();
        List<String> command = List.of("pg_dump", "--no-owner", "--no-privileges", "--inserts", "--no-password",
                "--schema=" + schema, "--host=" + pg.host(), "--port=" + pg.port(), "--username=" + who.user(),
                pg.database());
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
            who.password().ifPresent(pw -> builder.environment().put("PGPASSWORD", pw));
            Process p = builder.start();
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return none("pg_dump ended with exit " + (p.isAlive() ? "(none)" : p.exitValue()));
            }
            StringBuilder sql = new StringBuilder();
            for (String line : out.split("\n", -1)) {
                // psql's own commands (\restrict), comments, and the schema's creation: the target exists
                if (line.startsWith("\\") || line.startsWith("--") || line.equals("CREATE SCHEMA " + schema + ";")) {
                    continue;
                }
                sql.append(line).append('\n');
            }
            String text = sql.toString();
            if (!text.contains("CREATE TABLE " + schema + ".")) {
                return none("pg_dump's output of " + schema + " holds no table");
            }
            return Optional.of(new SchemaDump(text.replace(schema, NAME)));
        } catch (IOException e) {
            return none("pg_dump could not be run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return none("interrupted");
        }
    }

    private static Optional<SchemaDump> none(String why) {
        System.err.println("[sokodb] a test schema is not copied but built again: " + why);
        return Optional.empty();
    }

    /**
     * Replays the dump into the schema of {@code url}, in one transaction, when it holds no
     * table; returns false, changing nothing, when it holds one.
     */
    public boolean replayInto(String url) {
        String schema = TestPostgres.parameter(url, "currentSchema").orElseThrow();
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            try (PreparedStatement tables = c.prepareStatement(
                    "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = ?")) {
                tables.setString(1, schema);
                try (ResultSet r = tables.executeQuery()) {
                    r.next();
                    if (r.getInt(1) != 0) {
                        c.rollback();
                        return false;
                    }
                }
            }
            try (Statement s = c.createStatement()) {
                s.execute(script.replace(NAME, schema));
            }
            c.commit();
            return true;
        } catch (SQLException e) {
            throw new IllegalStateException("test server: cannot copy a schema into " + schema + ": " + e.getMessage(), e);
        }
    }
}
