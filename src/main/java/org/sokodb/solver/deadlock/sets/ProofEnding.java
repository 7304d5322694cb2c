package org.sokodb.solver.deadlock.sets;

/** How a {@link DeadEndProof} of a set of boxes ended. */
enum ProofEnding {
    /** Every position taken, none with the boxes on goals: proved dead. */
    DEAD,
    /** A position with every box on a goal met: not dead. */
    HOME,
    /** The boxes fenced nothing off the man any more (a fence-only proof): given up, not proved. */
    OPEN,
    /** The proof's position cap passed: not proved. */
    CAPPED
}
