package org.sokodb.catalog.export;

import org.sokodb.format.source.SourceLocation;

/** Hears how the export goes. Calls come from the exporting thread. */
public interface ExportListener {
    /** {@code levels} levels have been written so far. */
    default void progress(long levels) {
    }

    /** Something about the writing the user should know that is no failure (a directory not synced). */
    default void note(String message) {
    }

    /** Something about one level that the user should know: makes the run exit 1. */
    default void problem(SourceLocation where, String reason) {
    }
}
