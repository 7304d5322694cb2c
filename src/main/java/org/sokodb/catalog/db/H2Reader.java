package org.sokodb.catalog.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

import org.flywaydb.core.api.migration.Context;
import org.sokodb.catalog.db.migration.CodeMigration;

/**
 * Migration 13, for H2 alone (so in Java, as {@code catalog.db.migration.DenseValuesStoredAsIs}): a user of the
 * catalog file who may only read it, {@value #USER}, with the right to SELECT from the
 * catalog's schema. A read-only server connects as that user ({@link Database#openForReading}),
 * so that H2 itself refuses a write that slipped past sokodb's own rules. H2 has no read-only
 * connection (JDBC's read-only flag is a hint it ignores), and opening the file read-only
 * ({@code ACCESS_MODE_DATA=r}) makes every connection of the process read-only, writers'
 * too. The user has no secret worth keeping: whoever can read the file can read the catalog;
 * the password only satisfies H2. PostgreSQL needs nothing here: a read-only session is a
 * setting of the session ({@link Dialect#readOnly}).
 */
public final class H2Reader extends CodeMigration {
    /** The migration's version, which no file in {@code migrations/} has ({@code CatalogTest} checks it). */
    public static final int VERSION = 13;
    static final String USER = "SOKODB_READER";
    private static final String PASSWORD = "sokodb-reader";

    /** The engine the catalog is on: nothing to do on one that a session can make read-only itself. */
    private final Dialect dialect;

    H2Reader(Dialect dialect) {
        super(VERSION, "h2 reader");
        this.dialect = dialect;
    }

    /**
     * The settings of sokodb's H2 URLs that only the database's owner may give, and the owner's
     * name and password where a {@code --db jdbc:h2:…} URL writes them: the reader gives its own.
     */
    private static final List<String> OWNERS_SETTINGS = List.of("CACHE_SIZE", "TRACE_LEVEL_FILE",
            "MAX_COMPACT_TIME", "OPTIMIZE_REUSE_RESULTS", "AUTO_COMPACT_FILL_RATE", "COMPRESS", "USER", "PASSWORD");

    /**
     * {@code url} without the settings only the owner may give: the reader joins a database its
     * owner opened with them ({@link Dialect#openAsOwner}).
     */
    static String withoutOwnersSettings(String url) {
        String[] parts = url.split(";");
        StringBuilder kept = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            String key = parts[i].contains("=") ? parts[i].substring(0, parts[i].indexOf('=')) : parts[i];
            if (!OWNERS_SETTINGS.contains(key.strip().toUpperCase(Locale.ROOT))) {
                kept.append(';').append(parts[i]);
            }
        }
        return kept.toString();
    }

    /** The properties of a connection as the reader, beside those of the catalog's URL. */
    static void as(Properties properties) {
        properties.setProperty("user", USER);
        properties.setProperty("password", PASSWORD);
    }

    @Override
    public void migrate(Context context) throws Exception {
        if (dialect.sharedByProcesses()) {
            return; // PostgreSQL: roles belong to the server, and a session can be made read-only
        }
        Connection connection = context.getConnection();
        try (Statement s = connection.createStatement()) {
            String schema;
            try (ResultSet r = s.executeQuery("SELECT CURRENT_SCHEMA")) {
                r.next();
                schema = r.getString(1);
            }
            s.execute("CREATE USER IF NOT EXISTS " + USER + " PASSWORD '" + PASSWORD + "'");
            s.execute("GRANT SELECT ON SCHEMA \"" + schema.replace("\"", "\"\"") + "\" TO " + USER);
        }
    }
}
