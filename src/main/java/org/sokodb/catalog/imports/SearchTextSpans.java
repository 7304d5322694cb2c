package org.sokodb.catalog.imports;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.sources.SearchTextDao;

/**
 * Keeps {@code search_text} in step with the boards an import writes: after each batch, the
 * distinct titles and authors of the batch get (or widen) the span of the batch's board row
 * ids. Two statements a batch whatever its size: a Boxoban file of 1,000 boards brings 1,000
 * titles, which the whole catalog shares.
 *
 * <p>A span grows a {@link #BLOCK} of board rows at a time: its ends are rounded out to whole
 * blocks, so a text every source repeats (Boxoban's titles "0" to "999") has its row rewritten
 * once per block of boards instead of once per batch (docs/web.md, "Search by text", has
 * what each costs the import of the zip). A search then reads at most a block more on each
 * side of a text's boards; the span stays a bound, never too narrow.
 */
final class SearchTextSpans {
    /** Characters of a text that key it (the migration's {@code LEFT(…, 200)}); a longer one is cut. */
    static final int KEY_CHARS = 200;
    /** The board rows a span grows by at least. */
    static final long BLOCK = 16_384;

    private final SearchTextDao dao;

    SearchTextSpans(Catalog catalog) {
        this.dao = catalog.dao(SearchTextDao.class);
    }

    /** Records the texts of {@code rows}, boards of one source just written in this transaction. */
    void written(List<OccurrenceDao.New> rows) {
        if (rows.isEmpty()) {
            return;
        }
        Set<String> whole = new LinkedHashSet<>();
        Set<String> cut = new LinkedHashSet<>();
        int from = Integer.MAX_VALUE;
        int to = Integer.MIN_VALUE;
        for (OccurrenceDao.New r : rows) {
            add(r.title(), whole, cut);
            add(r.author(), whole, cut);
            from = Math.min(from, r.index());
            to = Math.max(to, r.index());
        }
        if (whole.isEmpty() && cut.isEmpty()) {
            return;
        }
        Optional<SearchTextDao.Span> span = dao.boardsOf(rows.get(0).collectionId(), from, to);
        if (span.isPresent()) {
            record(whole, false, span.get());
            record(cut, true, span.get());
        }
    }

    private void record(Set<String> keys, boolean isCut, SearchTextDao.Span span) {
        if (keys.isEmpty()) {
            return;
        }
        long first = Math.floorDiv(span.first(), BLOCK) * BLOCK;
        long last = Math.floorDiv(span.last(), BLOCK) * BLOCK + BLOCK - 1;
        String[] contents = keys.toArray(new String[0]);
        dao.widen(contents, isCut, first, last);
        dao.addNew(contents, isCut, first, last);
    }

    /** An empty text is never searched for; a long one is keyed by its start (H2's {@code LEFT}: UTF-16 units). */
    private static void add(String text, Set<String> whole, Set<String> cut) {
        if (text.isEmpty()) {
            return;
        }
        if (text.length() <= KEY_CHARS) {
            whole.add(text);
        } else {
            cut.add(text.substring(0, KEY_CHARS));
        }
    }
}
