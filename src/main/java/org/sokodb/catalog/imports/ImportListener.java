package org.sokodb.catalog.imports;

import org.sokodb.format.source.Diagnostics;

/** Receives what the import does, as it does it. Calls come from the importing thread. */
public interface ImportListener extends Diagnostics {
    /**
     * A source was dealt with (stored, skipped, or left out), and what was stored of it is on
     * the disk: a kill from now on cannot take it back. Sources are heard in input order, after
     * the durable commit that covers them (about once a second, and at the end).
     */
    void source(SourceReport report);

    /** Reading {@code source} has reached {@code boards} boards. */
    default void progress(String source, int boards) {
    }

    /** After the sources: the similarity index has taken {@code done} of the {@code total} levels it lacked. */
    default void indexing(long done, long total) {
    }

    /** A listener whose problems and notes go on to {@link #diagnostics()}. */
    interface Passing extends ImportListener, Diagnostics.Passing {
    }
}
