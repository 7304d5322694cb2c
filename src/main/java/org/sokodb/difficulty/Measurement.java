package org.sokodb.difficulty;

import java.util.Properties;

/**
 * How an estimator version measures the quantities it rates: which form of a solution
 * ({@code as-written}, or {@code kept-together}: the better of it as written and with its pushes
 * reordered by box) and which {@link Decomposition}. Quantities stored by a version measured
 * alike are rated again as they are; others are measured again from the solution.
 *
 * @param solutions {@code as-written} or {@code kept-together}
 * @param decomposition the decomposition variant
 */
record Measurement(String solutions, Decomposition decomposition) {
    static final String AS_WRITTEN = "as-written";
    static final String KEPT_TOGETHER = "kept-together";

    Measurement {
        if (!solutions.equals(AS_WRITTEN) && !solutions.equals(KEPT_TOGETHER)) {
            throw new IllegalArgumentException("solutions are measured " + AS_WRITTEN + " or " + KEPT_TOGETHER
                    + ", not " + solutions);
        }
    }

    /** The weights file's {@code solutions=} and {@code decomposition=}. */
    static Measurement of(Properties p) {
        String solutions = p.getProperty("solutions");
        String decomposition = p.getProperty("decomposition");
        if (solutions == null || decomposition == null) {
            throw new IllegalArgumentException("a weights file names its solutions= and decomposition=");
        }
        return new Measurement(solutions.trim(), Decomposition.valueOf(decomposition.trim()));
    }
}
