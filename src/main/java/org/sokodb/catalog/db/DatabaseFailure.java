package org.sokodb.catalog.db;

import java.sql.SQLException;

/**
 * How a failure of the database becomes the one line a user reads: the engine's own reason
 * (the first {@link SQLException} among the causes, not a wrapper's words such as jdbi's
 * "Unable to close Connection"), its first line, passwords masked, and a cause that carries
 * no password either if a debug trace shows it.
 */
final class DatabaseFailure {
    private DatabaseFailure() {
    }

    /** A failure whose cause, if a debug trace shows it, carries no password. */
    static CatalogException of(DatabaseLocation location, String message, Exception cause) {
        return new CatalogException(message, MaskedException.of(cause, location));
    }

    /** "cannot {@code doing} catalog LOCATION: REASON", the engine's reason when there is one. */
    static CatalogException cannot(DatabaseLocation location, String doing, Exception e) {
        SQLException sql = sqlCause(e);
        String detail = sql != null ? sql.getMessage() : e.getMessage();
        return of(location, "cannot " + doing + " catalog " + location.shown() + ": "
                + firstLine(location.mask(String.valueOf(detail))), e);
    }

    /** The first {@link SQLException} among {@code t} and its causes; null when there is none. */
    static SQLException sqlCause(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SQLException s) {
                return s;
            }
        }
        return null;
    }

    static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
