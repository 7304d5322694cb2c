package org.sokodb.catalog.sources;

import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.sources.SearchTextDao.Span;

/**
 * Where the boards a text search can find lie: the span of board row ids that holds every
 * board whose title, author or source's name holds the text. From {@code search_text} for
 * titles and authors (a narrow table of the distinct texts), from the sources themselves for
 * their names. A text nothing holds has no span, and the search reads no board at all.
 */
final class TextSpan {
    /** Every board. */
    static final Span EVERY = new Span(Long.MIN_VALUE, Long.MAX_VALUE);
    /**
     * The boards of the sources whose name matches are looked up (by the index on source and
     * position) when they are at most this many; more, and the search reads every board as it
     * did before (it then meets a matching source soon enough).
     */
    static final long MAX_SOURCE_BOARDS = 100_000;

    private TextSpan() {
    }

    /** The span for {@code f}'s text (every board when there is none); empty when no board can hold it. */
    static Optional<Span> of(BrowseDao dao, SearchBinding f) {
        if (f.anyText()) {
            return Optional.of(EVERY);
        }
        Optional<Span> texts = dao.textSpan(f.text());
        List<BrowseDao.SourceBoards> named = f.named();
        Optional<Span> sources = Optional.empty();
        if (!named.isEmpty()) {
            long boards = named.stream().mapToLong(BrowseDao.SourceBoards::boards).sum();
            sources = boards > MAX_SOURCE_BOARDS ? Optional.of(EVERY)
                    : dao.boardsOfSources(named.stream().map(BrowseDao.SourceBoards::id).toArray(Long[]::new));
        }
        if (texts.isEmpty()) {
            return sources;
        }
        if (sources.isEmpty()) {
            return texts;
        }
        return Optional.of(new Span(Math.min(texts.get().first(), sources.get().first()),
                Math.max(texts.get().last(), sources.get().last())));
    }
}
