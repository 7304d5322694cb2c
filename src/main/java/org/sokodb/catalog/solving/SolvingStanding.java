package org.sokodb.catalog.solving;

/**
 * Where the catalog's solving stands ({@code solve --catalog --status}): the Unique-Id groups
 * with a playable level, those with a solution in some member (imported or found), those
 * solved by {@code solve --catalog}, and the groups by their last attempt's other verdicts.
 */
public record SolvingStanding(long groups, long withSolution, long solvedBySearch, long unsolvable, long timeout,
        long memory, long failed) {
}
