package org.sokodb.cli.output;

import java.util.Locale;

/** How near-duplicate numbers are written in tables. */
public final class NearRows {
    private NearRows() {
    }

    /** A similarity with one decimal, a point whatever the locale: {@code 93.8}. */
    public static String percent(double p) {
        return String.format(Locale.ROOT, "%.1f", p);
    }
}
