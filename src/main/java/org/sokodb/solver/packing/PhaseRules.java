package org.sokodb.solver.packing;

import org.sokodb.solver.search.SearchOptions;

/**
 * Which of YASS's rules of order the {@link PhaseSearch} follows beyond its plain score, each a
 * technique of {@link SearchOptions} (packing-order.md §2.4 and §3 describe them).
 *
 * @param keepFrozen a box frozen on a later phase's goal costs every position after it while
 *     one is left, not only the push's child ({@code phasefrozen})
 * @param corralCap a child reached by a push the PI-corral's restriction forced scores no worse
 *     than its parent ({@code phasecorral})
 * @param frozenWalls a target's distances see as walls only the goals filled before it whose
 *     boxes would stand frozen there, not every goal filled before it ({@code phasewalls})
 */
public record PhaseRules(boolean keepFrozen, boolean corralCap, boolean frozenWalls) {
    /** None of them: the plain score. */
    public static final PhaseRules PLAIN = new PhaseRules(false, false, false);

    /** The rules {@code options} switch on. */
    public static PhaseRules of(SearchOptions options) {
        return new PhaseRules(options.uses("phasefrozen"), options.uses("phasecorral"), options.uses("phasewalls"));
    }
}
