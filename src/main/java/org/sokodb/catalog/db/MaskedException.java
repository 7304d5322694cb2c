package org.sokodb.catalog.db;

/**
 * A database failure as a debug trace may show it: the same class name, message, stack and
 * causes as the driver's exception, with every password of the catalog location masked. The
 * drivers put the URL in their messages ({@code No suitable driver found for
 * jdbc:postgresql://u:secret@host/db}); a {@link CatalogException} keeps this copy as its
 * cause instead, so not even {@code SOKODB_DEBUG=1} prints a password.
 */
final class MaskedException extends RuntimeException {
    private MaskedException(String message, MaskedException cause, StackTraceElement[] stack) {
        super(message, cause, false, true);
        setStackTrace(stack);
    }

    /** {@code t} and its causes, masked; null for null. */
    public static MaskedException of(Throwable t, DatabaseLocation location) {
        return of(t, location, 0);
    }

    private static MaskedException of(Throwable t, DatabaseLocation location, int depth) {
        if (t == null || depth > 20) {
            return null;
        }
        String message = t.getClass().getName() + (t.getMessage() == null ? "" : ": " + location.mask(t.getMessage()));
        return new MaskedException(message, of(t.getCause(), location, depth + 1), t.getStackTrace());
    }

    @Override
    public String toString() {
        // the message already starts with the original class name
        return getMessage();
    }
}
