package org.sokodb.solver;

import java.time.Duration;

/**
 * Limits for tests that assert a verdict: a budget of positions per search, which gives the
 * same verdict on any machine under any load, and no wall clock to speak of (a day: the
 * budget or the memory cap ends every search long before).
 */
public final class NodeBudget {
    /** A time limit that never decides whether a test passes. */
    public static final Duration NO_CLOCK = Duration.ofDays(1);

    private NodeBudget() {
    }

    /** {@code nodes} positions per search, {@code memoryBytes} for its tables, {@code threads} searches. */
    public static SolverLimits of(long nodes, long memoryBytes, int threads) {
        return new SolverLimits(NO_CLOCK, memoryBytes, threads, nodes);
    }
}
