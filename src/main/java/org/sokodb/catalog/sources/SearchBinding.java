package org.sokodb.catalog.sources;

import java.util.List;
import java.util.Locale;

import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.difficulty.Band;

/**
 * A {@link SearchFilter} as {@link BrowseDao#search} binds it (that method documents the values),
 * with the sources whose name holds its text, looked up once: the search names them by their ids
 * rather than asking for them again on each board it reads (with H2's reuse of a statement's
 * last result off, as on H2 2.4, that subquery read every source again for each board: a page of
 * the Boxoban titles holding "6" was stopped at a statement's 2 s limit, and takes 15-16 ms of CPU
 * with the ids ({@code bench/SearchCost.java}; docs/web.md, "Search by text").
 */
public final class SearchBinding {
    private final SearchFilter f;
    private final List<BrowseDao.SourceBoards> named;

    private SearchBinding(SearchFilter f, List<BrowseDao.SourceBoards> named) {
        this.f = f;
        this.named = List.copyOf(named);
    }

    /** {@code f} with the sources whose name holds its text (none without a text). */
    static SearchBinding of(BrowseDao dao, SearchFilter f) {
        SearchBinding plain = new SearchBinding(f, List.of());
        return plain.anyText() ? plain : new SearchBinding(f, dao.sourcesNamed(plain.text()));
    }

    /** The sources whose name holds the text, with their boards. */
    List<BrowseDao.SourceBoards> named() {
        return named;
    }

    /** The ids of {@link #named}. */
    public Long[] sources() {
        return named.stream().map(BrowseDao.SourceBoards::id).toArray(Long[]::new);
    }

    public boolean anyText() {
        return f.text().isEmpty();
    }

    public String text() {
        return "%" + Duplicates.likeLiteral(f.text().toLowerCase(Locale.ROOT)) + "%";
    }

    public int minBoxes() {
        return f.boxes().min();
    }

    public int maxBoxes() {
        return f.boxes().max();
    }

    public int minWidth() {
        return f.width().min();
    }

    public int maxWidth() {
        return f.width().max();
    }

    public int minHeight() {
        return f.height().min();
    }

    public int maxHeight() {
        return f.height().max();
    }

    public int solved() {
        return f.solved().ordinal();
    }

    public int duplicated() {
        return f.duplicated().ordinal();
    }

    /** The band's key ({@code easy} … {@code unrated}); empty for any. */
    public String band() {
        return f.band().map(Band::key).orElse("");
    }
}
