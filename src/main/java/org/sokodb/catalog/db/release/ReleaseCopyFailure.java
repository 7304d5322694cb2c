package org.sokodb.catalog.db.release;

/**
 * A copy ({@link ReleaseCopy}) that could not be made, checked or swapped in: the old file is
 * as it was, and the catalog is not to be opened until a later copy succeeds.
 */
public final class ReleaseCopyFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Whether another process holds the file (or copies it): trying again later may succeed. */
    private final boolean inUse;

    ReleaseCopyFailure(String message, boolean inUse, Throwable cause) {
        super(message, cause);
        this.inUse = inUse;
    }

    /** Whether another process has the file open or is copying it. */
    public boolean inUse() {
        return inUse;
    }
}
