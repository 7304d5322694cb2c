package org.sokodb.solver.fess;

/**
 * How long FESS has gone without packing further: the positions weighed since the most steps
 * of the packing plan done by a position it expanded last rose. The groundwork advisor
 * ({@link Groundwork}) stands down while the search has stalled this way for {@link #STALL}
 * positions and comes back when the count rises again: it is there to start the plan's next
 * step, and where a million positions of its proposals have not done that, the search goes
 * on as it would without it (at no cost for the count), until a step is done again. Off in the
 * plain solve ({@code standdown} is in {@code SearchOptions.FAST}'s off set): at 10 s it solves
 * XSokoban 18 and loses BoxWorld 40, which FESS alone then no longer solves in 12M positions
 * (4.74M without it; measured: journal/solver.md entry 52).
 */
final class PackingStall {
    /** Positions weighed with no rise of the best packed count after which the advisor stands down. */
    static final long STALL = 1_000_000;

    private int best = -1;
    private long risenAt;

    /** Notes a position expanded with {@code packed} steps done, {@code nodes} positions weighed so far. */
    void expanded(int packed, long nodes) {
        if (packed > best) {
            best = packed;
            risenAt = nodes;
        }
    }

    /** Whether {@link #STALL} positions or more have been weighed since the best packed count last rose. */
    boolean stalled(long nodes) {
        return nodes - risenAt >= STALL;
    }
}
