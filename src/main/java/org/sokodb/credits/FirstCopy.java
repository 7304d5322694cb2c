package org.sokodb.credits;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which copy of a level came first: where some copies' files declare a date, the copy with the
 * earliest date (copies without one are not in the running: nothing says when they were made);
 * among equal dates, and where no file declares one, the copy imported first.
 */
public final class FirstCopy {
    /** How the first copy was told. */
    public enum Basis {
        /** By the earliest date the files declare. */
        DATE,
        /** By import order: no copy's file declares a date. */
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
        int best = -1;
        for (int i = 0; i < copies.size(); i++) {
            Copy c = copies.get(i);
            if (c.date().isPresent() && (best < 0 || BY_DATE.compare(c, copies.get(best)) < 0)) {
                best = i;
            }
        }
        if (best >= 0) {
            return new Choice(best, Basis.DATE);
        }
        for (int i = 0; i < copies.size(); i++) {
            if (best < 0 || copies.get(i).order() < copies.get(best).order()) {
                best = i;
            }
        }
        return new Choice(best, Basis.IMPORT);
    }
}
