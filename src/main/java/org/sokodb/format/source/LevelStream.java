package org.sokodb.format.source;

import java.io.Closeable;
import java.util.Iterator;

/**
 * The boards of one source, read lazily in file order. A problem that ends the whole
 * source (unreadable bytes, not a level file at all) surfaces as a {@link SourceException}
 * from {@link #hasNext()} or {@link #next()}; problems with single boards are carried by
 * {@link LevelRecord#rejection()} and reading goes on.
 */
public interface LevelStream extends Iterator<LevelRecord>, Closeable {

    /** Text of the file header (SOK "file notes", leading comment prose); complete once the stream is exhausted. */
    String fileNotes();

    /** The format this stream reads, for the catalog: "xsb", "sok", "slc", "pusher.exe". */
    String format();

    @Override
    void close();
}
