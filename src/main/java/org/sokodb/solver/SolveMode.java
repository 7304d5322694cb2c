package org.sokodb.solver;

/** What a solve is asked for. */
public enum SolveMode {
    /** Any solution, as fast as the solver can find one. */
    FAST,
    /** Only a solution proved to have the fewest pushes (A*); gives up sooner on big levels. */
    PUSH_OPTIMAL
}
