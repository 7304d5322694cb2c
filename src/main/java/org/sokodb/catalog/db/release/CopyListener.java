package org.sokodb.catalog.db.release;

import java.nio.file.Path;

/**
 * Told of a catalog file's copy into the running H2 release's own ({@link ReleaseCopy}): its
 * start, once, then how far it got, from a thread of its own while the copy runs.
 */
public interface CopyListener {
    /** A listener that is told nothing. */
    CopyListener NONE = new CopyListener() {
        @Override
        public void copying(Path file, H2Release writtenBy, long bytes) {
        }

        @Override
        public void copied(long bytes) {
        }
    };

    /**
     * The copy of {@code file}, last written by {@code writtenBy}, begins; it holds about
     * {@code bytes} bytes of live pages (what the new file will be, near enough).
     */
    void copying(Path file, H2Release writtenBy, long bytes);

    /** The new file holds {@code bytes} bytes so far. */
    void copied(long bytes);
}
