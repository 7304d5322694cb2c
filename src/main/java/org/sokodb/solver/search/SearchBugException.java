package org.sokodb.solver.search;

/** A search produced moves that the verifier refuses: a bug in the solver, never in the level. */
public final class SearchBugException extends RuntimeException {
    public SearchBugException(String message) {
        super(message);
    }
}
