package org.sokodb.cli.output;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** How near-duplicate numbers are written in tables. */
public final class NearRows {
    /**
     * Similarities kept formatted: an answer of {@code similar} or {@code dups --similar} has
     * thousands of rows and a few dozen similarities (fractions of small square counts), and
     * {@code String.format} was a third of the time spent writing a row. Bounded, for levels
     * so large that their fractions hardly repeat.
     */
    private static final int KEPT = 4_096;
    private static final Map<Double, String> WRITTEN = new ConcurrentHashMap<>();

    private NearRows() {
    }

    /** A similarity with one decimal, a point whatever the locale: {@code 93.8}. */
    public static String percent(double p) {
        String written = WRITTEN.get(p);
        if (written == null) {
            written = String.format(Locale.ROOT, "%.1f", p);
            if (WRITTEN.size() < KEPT) {
                WRITTEN.put(p, written);
            }
        }
        return written;
    }
}
