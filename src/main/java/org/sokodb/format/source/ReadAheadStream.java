package org.sokodb.format.source;

import java.util.NoSuchElementException;

/**
 * A {@link LevelStream} whose reader only learns that a level is complete by reading past it:
 * it reads one level ahead, so {@link #hasNext()} can answer. Subclasses say where the input
 * ends by returning null from {@link #advance()} or by calling {@link #endOfInput()} while
 * they return the last level (the text after a board may be all that completes it).
 */
public abstract class ReadAheadStream implements LevelStream {

    private LevelRecord next;
    private boolean ended;

    /** Reads up to the end of the next level; null when there is none. */
    protected abstract LevelRecord advance();

    /** Called by a subclass when the input is used up: {@link #advance()} is not called again. */
    protected final void endOfInput() {
        ended = true;
    }

    @Override
    public final boolean hasNext() {
        if (next == null && !ended) {
            next = advance();
            if (next == null) {
                ended = true;
            }
        }
        return next != null;
    }

    @Override
    public final LevelRecord next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        LevelRecord r = next;
        next = null;
        return r;
    }
}
