package org.sokodb.catalog;

import java.sql.SQLException;
import java.util.function.Supplier;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;

/**
 * An open catalog: one connection for the life of a command, the schema brought up to date
 * by Flyway on open. The use cases ({@link Importer}, {@link Duplicates}, {@link Lookup},
 * {@link Statistics}) work through it; SQL lives only in {@code migrations/} and the DAOs.
 *
 * <p>An embedded H2 file is locked by the process that has it open (H2's default
 * {@code FILE_LOCK=FILE}); a second process is refused at once and told so, and never
 * writes to the file.
 */
public final class Catalog implements AutoCloseable {
    /** H2: "Database may be already in use" — the file lock is held by another process. */
    private static final int H2_DATABASE_ALREADY_OPEN = 90020;
    /** H2: the database does not exist and IFEXISTS=TRUE was given. */
    private static final int H2_DATABASE_NOT_FOUND = 90146;
    /** H2: wrong user name or password. */
    private static final int H2_WRONG_PASSWORD = 28000;

    /**
     * The version of the newest file in {@code migrations/}: raise it with every new
     * migration ({@code CatalogTest} checks that it matches).
     */
    static final String SCHEMA_VERSION = "2";

    private final DatabaseLocation location;
    private final Handle handle;

    private Catalog(DatabaseLocation location, Handle handle) {
        this.location = location;
        this.handle = handle;
    }

    /** Opens the catalog, creating it when it does not exist (for commands that write). */
    public static Catalog open(DatabaseLocation location) {
        return connect(location, location);
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static Catalog openExisting(DatabaseLocation location) {
        return connect(location, location.existingOnly());
    }

    private static Catalog connect(DatabaseLocation location, DatabaseLocation connectTo) {
        if (location.embeddedFile() && connectTo == location) {
            NewCatalogFile.createIfMissing(location, url -> migrate(location, new UrlDataSource(url), () -> { }));
        }
        UrlDataSource dataSource = new UrlDataSource(connectTo.url());
        Jdbi jdbi = Jdbi.create(dataSource);
        jdbi.installPlugin(new SqlObjectPlugin());
        Handle handle;
        try {
            handle = jdbi.open();
        } catch (JdbiException e) {
            throw cannotOpen(location, e);
        }
        if (!schemaIsCurrent(handle)) {
            migrate(location, dataSource, handle::close);
        }
        return new Catalog(location, handle);
    }

    /** Brings the schema up to date; on failure runs {@code cleanUp} and says why. */
    private static void migrate(DatabaseLocation location, UrlDataSource dataSource, Runnable cleanUp) {
        try {
            Flyway.configure()
                    .dataSource(dataSource)
                    .locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .loggers("slf4j")
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            cleanUp.run();
            throw failure(location, "cannot prepare the catalog schema in " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(e.getMessage()))), e);
        }
    }

    /**
     * True when Flyway's history says the newest migration this build carries is applied
     * (then Flyway would only validate). Any doubt, and Flyway decides.
     */
    private static boolean schemaIsCurrent(Handle handle) {
        try {
            SchemaDao schema = handle.attach(SchemaDao.class);
            return schema.historyTables() == 1 && schema.succeededAt(SCHEMA_VERSION) == 1;
        } catch (JdbiException e) {
            return false;
        }
    }

    private static CatalogException cannotOpen(DatabaseLocation location, Exception e) {
        SQLException sql = sqlCause(e);
        if (sql != null) {
            switch (sql.getErrorCode()) {
                case H2_DATABASE_ALREADY_OPEN:
                    return failure(location, "catalog in use by another sokodb process: " + location.shown()
                            + " (wait until it has finished, then try again)", e);
                case H2_DATABASE_NOT_FOUND:
                    return failure(location, "no catalog at " + location.shown()
                            + " (create one with 'sokodb import PATH…', or choose another with --db)", e);
                case H2_WRONG_PASSWORD:
                    return failure(location, "cannot open catalog " + location.shown()
                            + ": wrong user name or password", e);
                default:
                    break;
            }
            if ("08001".equals(sql.getSQLState()) && String.valueOf(sql.getMessage()).contains("No suitable driver")) {
                return failure(location, "no database driver for " + location.shown()
                        + " (this build includes the H2 driver only)", e);
            }
        }
        String detail = sql != null ? sql.getMessage() : e.getMessage();
        return failure(location, "cannot open catalog " + location.shown() + ": "
                + firstLine(location.mask(String.valueOf(detail))), e);
    }

    /** A failure whose cause, if a debug trace shows it, carries no password. */
    private static CatalogException failure(DatabaseLocation location, String message, Exception cause) {
        return new CatalogException(message, MaskedException.of(cause, location));
    }

    private static SQLException sqlCause(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SQLException s) {
                return s;
            }
        }
        return null;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }

    /** Where this catalog is, as messages show it (passwords masked). */
    public DatabaseLocation location() {
        return location;
    }

    Handle handle() {
        return handle;
    }

    <T> T dao(Class<T> type) {
        return handle.attach(type);
    }

    /**
     * Runs one piece of catalog work, turning a database failure into a one-line
     * {@link CatalogException} that says what was being done.
     */
    <T> T work(String what, Supplier<T> body) {
        try {
            return body.get();
        } catch (JdbiException e) {
            SQLException sql = sqlCause(e);
            String detail = sql != null ? sql.getMessage() : e.getMessage();
            throw failure(location, what + " failed in " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(detail))), e);
        }
    }

    @Override
    public void close() {
        try {
            handle.close();
        } catch (JdbiException e) {
            throw failure(location, "cannot close catalog " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(e.getMessage()))), e);
        }
    }
}
