package org.sokodb.catalog.sources;

import org.sokodb.catalog.ResultPage;

/**
 * A board pasted into the web's search, as {@link Browsing#pasted} answers: identified as
 * {@code sokodb id} identifies a file's first board, and, when it is a level, the catalog's
 * boards of its Unique-Id a page at a time.
 */
public sealed interface Pasted permits Pasted.Identified, Pasted.NotALevel {

    /**
     * The first board of the text is a level with these ids ({@code board}: normalised);
     * {@code boards}: the page asked of the catalog's boards with its Unique-Id.
     */
    record Identified(String exactId, String uniqueId, String board, ResultPage<BoardEntry> boards) implements Pasted {
    }

    /** The text holds no board that is a level; {@code reason} says why. */
    record NotALevel(String reason) implements Pasted {
    }
}
