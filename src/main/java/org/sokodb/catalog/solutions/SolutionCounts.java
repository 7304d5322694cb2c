package org.sokodb.catalog.solutions;

/**
 * What an import did with solutions.
 *
 * @param stored valid solutions new to their level, now in the catalog
 * @param alreadyKnown valid solutions the level had already (the same moves, after case
 *     correction and RLE expansion), from an earlier import or earlier in the same input
 * @param invalid solutions refused: illegal, unsolved (saved games excepted), malformed
 * @param carried solutions carried to duplicate levels (same Unique-Id) and stored there
 */
public record SolutionCounts(int stored, int alreadyKnown, int invalid, int carried) {
    public static final SolutionCounts NONE = new SolutionCounts(0, 0, 0, 0);

    public SolutionCounts plus(SolutionCounts o) {
        return new SolutionCounts(stored + o.stored, alreadyKnown + o.alreadyKnown, invalid + o.invalid,
                carried + o.carried);
    }

    /** True when there is anything to say: some solution was read or carried. */
    public boolean any() {
        return stored > 0 || alreadyKnown > 0 || invalid > 0 || carried > 0;
    }
}
