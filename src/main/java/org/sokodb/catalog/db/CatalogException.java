package org.sokodb.catalog.db;

/**
 * The catalog cannot be used: unreachable, locked by another process, a schema this build
 * does not know, a failed write, a statement that ran past its time limit. The message is
 * one human line, passwords already masked.
 */
public final class CatalogException extends RuntimeException {
    private final boolean timedOut;

    public CatalogException(String message) {
        this(message, null, false);
    }

    public CatalogException(String message, Throwable cause) {
        this(message, cause, false);
    }

    private CatalogException(String message, Throwable cause, boolean timedOut) {
        super(message, cause, false, false);
        this.timedOut = timedOut;
    }

    /** A statement ran past the limit {@link Database#limitStatements} set: the catalog itself is fine. */
    public static CatalogException timedOut(String message, Throwable cause) {
        return new CatalogException(message, cause, true);
    }

    /**
     * True when a statement was ended by its time limit ({@link Database#limitStatements}):
     * the question was too costly, the connection is fine, and asking again later may be
     * answered.
     */
    public boolean timedOut() {
        return timedOut;
    }
}
