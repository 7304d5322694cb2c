package org.sokodb.catalog.db;

/**
 * The catalog cannot be used: unreachable, locked by another process, a schema this build
 * does not know, a failed write. The message is one human line, passwords already masked.
 */
public final class CatalogException extends RuntimeException {
    public CatalogException(String message) {
        super(message, null, false, false);
    }

    public CatalogException(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
