package org.sokodb.solver;

/**
 * A search of the portfolio that ended with an exception (a bug in it, or the JVM out of
 * heap or stack) while another search went on: its word is lost, the others' stands, and
 * the failure is said rather than dropped.
 *
 * @param search the search that failed: {@code forward} (the push search), {@code fess},
 *     {@code backward} (the pull search)
 * @param reason the exception, as its class and message
 */
public record SearchFailure(String search, String reason) {
    static SearchFailure of(String search, Throwable cause) {
        return new SearchFailure(search, String.valueOf(cause));
    }

    /** One line: {@code the backward search failed: java.lang.IllegalStateException: …}. */
    public String message() {
        return "the " + search + " search failed: " + reason;
    }
}
