package org.sokodb.solver.packing;

/**
 * Who watches a {@link PhaseSearch} as it runs: the trace of the search along a known solution
 * (a test tool, issue 82), which asks how many positions the search takes between a path
 * position's expansion and its path child's, and makes it take the child when it would not.
 * In a solve nobody watches ({@link #NONE}): each hook is then one call that does nothing.
 */
interface PhaseWatch {
    /** Watches nothing, forces nothing. */
    PhaseWatch NONE = new PhaseWatch() {
    };

    /**
     * Before the search takes its next position, {@code nodes} expanded so far ({@code stuck}:
     * with nothing queued, where it would end): a position it must take instead (a stored
     * position, expanded again when it was before), or -1 to let it choose.
     */
    default int force(long nodes, boolean stuck) {
        return -1;
    }

    /**
     * Position {@code id} is being expanded, the {@code nodes}-th. Returns whether the search
     * should forget the positions it has queued first (so that what it takes next is measured
     * from this position alone, as if it had come straight along the watched path).
     */
    default boolean expanding(int id, long nodes) {
        return false;
    }

    /**
     * The push {@code from * 4 + direction} of position {@code parent} made child {@code child}
     * (stored now, or stored before), scored {@code score} in phase {@code phase}; {@code
     * lowest} is the open list's best score then ({@code Integer.MAX_VALUE}: empty); {@code
     * queued}: whether the search queued it now (a new position, or a shorter way to one).
     */
    default void child(int parent, int push, int child, int phase, int score, int lowest, boolean queued) {
    }

    /** Child {@code child} was scored, its score's terms {@code terms} (read by a person). */
    default void scored(int child, String terms) {
    }

    /**
     * The push ({@code from * 4 + direction}) position {@code id} must make even when a cut
     * or the PI-corral's restriction would not (the path's push, not made yet), or -1.
     */
    default int missing(int id) {
        return -1;
    }
}
