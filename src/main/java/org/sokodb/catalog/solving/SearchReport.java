package org.sokodb.catalog.solving;

import java.util.Locale;
import java.util.Optional;

/**
 * What a search of one level found, as the catalog stores it.
 *
 * @param lurd the solution, for {@link Outcome#SOLVED}; replayed again before it is stored
 * @param seconds what the search took
 * @param pushOptimal the search proved no solution has fewer pushes
 */
record SearchReport(Outcome verdict, Optional<String> lurd, double seconds, long nodes, boolean pushOptimal) {

    /** How a search ended; the names are the {@code verdict} column of {@code solve_attempt}. */
    public enum Outcome {
        SOLVED, UNSOLVABLE, TIMEOUT, MEMORY, FAILED;

        public String column() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
