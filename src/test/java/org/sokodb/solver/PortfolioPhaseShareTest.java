package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.search.SearchOptions;

/**
 * How long the race's forward turn gives the phase search at most (docs/solver.md, "Phase
 * search"): after the push search's eighth of the time, an eighth without {@code phaseshare} or
 * {@code phaseslot}; a quarter with {@code phaseslot}; half the time with {@code phaseshare} (on in
 * the plain solve, and taking precedence), past its eighth only while it makes progress.
 */
class PortfolioPhaseShareTest {
    private static final long START = 5_000;
    /** 8 s: the push search's eighth ends at 1 s. */
    private static final long TIME = 8_000_000_000L;

    @Test
    void withoutPhaseshareOrPhaseslotItHasAnEighthAfterThePushSearchs() {
        SearchOptions eighth = SearchOptions.FAST.switched(Set.of(), Set.of("phaseshare"));
        assertEquals(START + 2_000_000_000L, Portfolio.phaseDeadline(eighth, START, TIME));
    }

    @Test
    void thePlainSolveMayGoOnForHalfTheTimeAfterThePushSearchs() {
        assertEquals(START + 5_000_000_000L, Portfolio.phaseDeadline(SearchOptions.FAST, START, TIME));
    }

    @Test
    void withPhaseslotItHasAQuarterAfterThePushSearchs() {
        SearchOptions slot = SearchOptions.FAST.switched(Set.of("phaseslot"), Set.of("phaseshare"));
        assertEquals(START + 3_000_000_000L, Portfolio.phaseDeadline(slot, START, TIME));
    }

    @Test
    void withPhaseshareItMayGoOnForHalfTheTimeAfterThePushSearchs() {
        SearchOptions share = SearchOptions.FAST.switched(Set.of("phaseshare"), Set.of());
        assertEquals(START + 5_000_000_000L, Portfolio.phaseDeadline(share, START, TIME));
        SearchOptions both = SearchOptions.FAST.switched(Set.of("phaseshare", "phaseslot"), Set.of());
        assertEquals(START + 5_000_000_000L, Portfolio.phaseDeadline(both, START, TIME));
    }
}
