package org.sokodb.catalog.sources;

import java.util.Locale;

import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.difficulty.Band;

/** A {@link SearchFilter} as {@link BrowseDao#search} binds it (that method documents the values). */
public final class SearchBinding {
    private final SearchFilter f;

    SearchBinding(SearchFilter f) {
        this.f = f;
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
