package org.sokodb.catalog.db;

import java.util.Locale;
import java.util.Optional;

/**
 * The database engines a catalog can live in. The schema and nearly every query are the
 * same on both; what differs is asked of the engine's {@link Dialect}: how an
 * import takes its turn (the catalog's {@code PostgresDao.tryLockImports}), how boards reach
 * the tables (JDBC batches or COPY, the catalog's {@code BoardWriter}), and the error codes a
 * connection fails with.
 */
public enum DatabaseEngine {
    /** Embedded H2: one process at a time per file (H2's file lock). */
    H2("jdbc:h2:"),
    /** A PostgreSQL server: a catalog shared by many users and processes at once. */
    POSTGRESQL("jdbc:postgresql:");

    private final String urlPrefix;

    DatabaseEngine(String urlPrefix) {
        this.urlPrefix = urlPrefix;
    }

    /** The engine a JDBC URL names, or empty for a URL of any other database. */
    public static Optional<DatabaseEngine> ofUrl(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        for (DatabaseEngine e : values()) {
            if (lower.startsWith(e.urlPrefix)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** How URLs of this engine begin, e.g. {@code jdbc:postgresql:}. */
    public String urlPrefix() {
        return urlPrefix;
    }
}
