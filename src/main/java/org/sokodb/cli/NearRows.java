package org.sokodb.cli;

import java.util.Locale;

/** How near-duplicate numbers are written in tables. */
final class NearRows {
    private NearRows() {
    }

    /** A similarity with one decimal, a point whatever the locale: {@code 93.8}. */
    static String percent(double p) {
        return String.format(Locale.ROOT, "%.1f", p);
    }
}
