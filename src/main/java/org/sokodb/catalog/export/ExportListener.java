package org.sokodb.catalog.export;

import org.sokodb.format.source.SourceLocation;

/** Hears how the export goes. Calls come from the exporting thread. */
public interface ExportListener {
    /** {@code levels} levels have been written so far. */
    default void progress(long levels) {
    }

    /** Something about one level that the user should know: makes the run exit 1. */
    default void problem(SourceLocation where, String reason) {
    }
}
