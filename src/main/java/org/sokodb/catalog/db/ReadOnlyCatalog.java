package org.sokodb.catalog.db;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;

/**
 * A write the catalog refused because it takes none, said as a person would rather than in the
 * engine's words ({@code The database is read only; SQL statement: }). H2 opens a file it
 * may not write read-only (not writable for the process: its permissions, an immutable file,
 * a read-only mount) or when the URL asks ({@code ACCESS_MODE_DATA=r}), and then refuses every
 * write with error 90097; PostgreSQL refuses a write in a read-only session (a standby, or
 * {@code default_transaction_read_only}) with SQLSTATE 25006, and one on a table the user has
 * no right to write with 42501.
 */
public final class ReadOnlyCatalog {
    /** H2's {@code ErrorCode.DATABASE_IS_READ_ONLY}. */
    static final int H2_READ_ONLY = 90097;
    /** PostgreSQL's {@code read_only_sql_transaction}. */
    static final String PG_READ_ONLY = "25006";
    /** PostgreSQL's {@code insufficient_privilege}. */
    static final String PG_NO_PRIVILEGE = "42501";

    private ReadOnlyCatalog() {
    }

    /**
     * The line for {@code what} failing on {@code sql} when the catalog refused it as read-only
     * ("the catalog /x/c.mv.db is read-only: import failed (the file is not writable …)"), else
     * {@code otherwise}. A connection opened to read alone passes no {@code sql}: a write refused
     * there is sokodb's own rule broken ({@link Database#openForReading}), not a catalog that takes none.
     */
    static String or(DatabaseLocation location, String what, SQLException sql, String otherwise) {
        return sql == null ? otherwise : why(location, sql).map(why -> line(location, what, why)).orElse(otherwise);
    }

    /**
     * Stops {@code what} before it begins when the catalog takes no writes (an H2 file this
     * process may not write, a read-only PostgreSQL session, a user without the right to
     * write), in one line that says so. A write refused later all the same is said the same
     * way by {@link Database#work}.
     *
     * @throws CatalogException when the catalog is read-only
     */
    public static void require(Database db, String what) {
        Optional<String> refused = db.work("checking that the catalog can be written", () -> check(db, what));
        if (refused.isPresent()) {
            throw new CatalogException(refused.get());
        }
    }

    /**
     * The same line before {@code what} began, asked of the catalog ({@link WritableDao}), so that
     * a command that writes at its end ({@code solve --catalog}) stops before its work, not after.
     */
    static Optional<String> check(Database db, String what) {
        DatabaseLocation location = db.location();
        WritableDao asked = db.handle().attach(WritableDao.class);
        Optional<String> why = Optional.empty();
        if (location.engine() == DatabaseEngine.H2 && asked.h2ReadOnly()) {
            why = Optional.of(h2(location));
        } else if (location.engine() == DatabaseEngine.POSTGRESQL && asked.pgReadOnlySession()) {
            why = Optional.of(PG_SESSION);
        } else if (location.engine() == DatabaseEngine.POSTGRESQL && !asked.pgMayWrite()) {
            why = Optional.of(pgUser(location, "it has no right to add to the catalog's tables"));
        }
        return why.map(w -> line(location, what, w));
    }

    private static final String PG_SESSION = "the server takes no writes in this session: a standby, or"
            + " default_transaction_read_only is on; give a catalog that can be written with --db";

    private static String line(DatabaseLocation location, String what, String why) {
        return "the catalog " + where(location) + " is read-only: " + what + " failed (" + why + ")";
    }

    private static String h2(DatabaseLocation location) {
        if (location.embeddedFile() && !Files.isWritable(file(location))) {
            return "the file is not writable for this user: make it writable, or choose another catalog with --db";
        }
        return "H2 opened it read-only: the file, or the URL's ACCESS_MODE_DATA=r; give a catalog that can be"
                + " written with --db";
    }

    private static String pgUser(DatabaseLocation location, String detail) {
        return "user \"" + location.credentials().user() + "\" may not write to it: " + detail
                + "; ask its owner for the right, or give another catalog with --db";
    }

    private static Optional<String> why(DatabaseLocation location, SQLException sql) {
        if (location.engine() == DatabaseEngine.H2 && sql.getErrorCode() == H2_READ_ONLY) {
            return Optional.of(h2(location));
        }
        if (location.engine() == DatabaseEngine.POSTGRESQL && PG_READ_ONLY.equals(sql.getSQLState())) {
            return Optional.of(PG_SESSION);
        }
        if (location.engine() == DatabaseEngine.POSTGRESQL && PG_NO_PRIVILEGE.equals(sql.getSQLState())) {
            return Optional.of(pgUser(location, DatabaseFailure.firstLine(location.mask(String.valueOf(sql.getMessage())))));
        }
        return Optional.empty();
    }

    /** An H2 file by its absolute path, as the user finds it; a URL masked. */
    private static String where(DatabaseLocation location) {
        return location.embeddedFile() ? file(location).toString() : location.shown();
    }

    private static Path file(DatabaseLocation location) {
        return Path.of(location.embeddedBase() + ".mv.db");
    }
}
