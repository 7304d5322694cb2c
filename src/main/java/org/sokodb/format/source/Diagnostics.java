package org.sokodb.format.source;

/**
 * Where the problems and notes of a run go: the one callback that reading, checking and
 * importing report through, so a caller passes the same receiver down every layer instead of
 * forwarding from one look-alike interface to the next. The command line prints each as one
 * line on stderr ({@code source:line: level N: reason}).
 */
public interface Diagnostics {
    /** A problem with the input that makes the run fail (exit 1): a rejected board or source, an invalid solution. */
    void problem(SourceLocation where, String reason);

    /** Something the user may want to know that is not a failure: a file skipped on purpose, a correction. */
    void note(String where, String message);

    /**
     * A receiver that passes problems and notes on to {@link #diagnostics()}: a listener that
     * extends {@code Diagnostics} and adds calls of its own implements this beside it (as
     * {@code LevelSources.Handler.Passing} does) and writes only its own calls.
     */
    interface Passing extends Diagnostics {
        /** Where problems and notes go. */
        Diagnostics diagnostics();

        @Override
        default void problem(SourceLocation where, String reason) {
            diagnostics().problem(where, reason);
        }

        @Override
        default void note(String where, String message) {
            diagnostics().note(where, message);
        }
    }
}
