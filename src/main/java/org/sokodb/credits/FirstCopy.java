package org.sokodb.credits;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which copy of a level came first: the copy imported first, unless its file declares a date;
 * then the copy with the earliest date its file declares (among equal dates, the one imported
 * first). A date says when a copy was made, no date says nothing: a copy that declares none is
 * placed by import order alone, so a later republication that carries a date (an editor's
 * {@code Date Created:} of the day it wrote the file) does not go before an undated original
 * imported before it; and a copy that declares none is not in the running against dated ones.
 */
public final class FirstCopy {
    /** How the first copy was told. */
    public enum Basis {
        /** By the earliest date the files declare: the copy imported first declares one. */
        DATE,
        /** By import order: the copy imported first declares no date. */
        IMPORT;

        /** The word the {@code first} column writes. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The first of some copies: its position among them, and how it was told. */
    public record Choice(int index, Basis basis) {
    }

    private static final Comparator<Copy> BY_DATE = Comparator.comparing((Copy c) -> c.date().orElseThrow())
            .thenComparingLong(Copy::order);

    private FirstCopy() {
    }

    /** The first of {@code copies} (at least one). */
    public static Choice of(List<Copy> copies) {
        if (copies.isEmpty()) {
            throw new IllegalArgumentException("no copies");
        }
        int imported = 0;
        for (int i = 1; i < copies.size(); i++) {
            if (copies.get(i).order() < copies.get(imported).order()) {
                imported = i;
            }
        }
        if (copies.get(imported).date().isEmpty()) {
            return new Choice(imported, Basis.IMPORT);
        }
        int best = imported;
        for (int i = 0; i < copies.size(); i++) {
            Copy c = copies.get(i);
            if (c.date().isPresent() && BY_DATE.compare(c, copies.get(best)) < 0) {
                best = i;
            }
        }
        return new Choice(best, Basis.DATE);
    }
}
