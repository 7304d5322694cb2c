package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.search.SearchOptions;

/**
 * How long the race's forward turn gives the phase search at most (docs/solver.md, "Phase
 * search"): after the push search's eighth of the time, an eighth without {@code phaseshare}; half
 * the time with it (on in the plain solve), past its eighth only while it makes progress.
 */
class PortfolioPhaseShareTest {
    private static final long START = 5_000;
    /** 8 s: the push search's eighth ends at 1 s. */
    private static final long TIME = 8_000_000_000L;

    @Test
    void withoutPhaseshareItHasAnEighthAfterThePushSearchs() {
        SearchOptions eighth = SearchOptions.FAST.switched(Set.of(), Set.of("phaseshare"));
        assertEquals(START + 2_000_000_000L, Portfolio.phaseDeadline(eighth, START, TIME));
    }

    @Test
    void thePlainSolveMayGoOnForHalfTheTimeAfterThePushSearchs() {
        assertEquals(START + 5_000_000_000L, Portfolio.phaseDeadline(SearchOptions.FAST, START, TIME));
    }

    @Test
    void withPhaseshareItMayGoOnForHalfTheTimeAfterThePushSearchs() {
        SearchOptions share = SearchOptions.FAST.switched(Set.of("phaseshare"), Set.of());
        assertEquals(START + 5_000_000_000L, Portfolio.phaseDeadline(share, START, TIME));
    }
}
