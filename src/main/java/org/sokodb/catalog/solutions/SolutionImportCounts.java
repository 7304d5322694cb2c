package org.sokodb.catalog.solutions;

/**
 * What {@code sokodb import-solutions} did, line by line of the solution file.
 *
 * @param lines solution lines paired with a board of the level file
 * @param stored valid solutions new to their level, now in the catalog
 * @param alreadyKnown valid solutions their level had already
 * @param invalid solutions refused: illegal, unsolved, malformed
 * @param noSuchLevel solutions for a board that is not in the catalog, or is not a level at all
 * @param empty empty lines: no solution for that level
 * @param carried solutions carried from the stored ones to duplicate levels
 */
public record SolutionImportCounts(int lines, int stored, int alreadyKnown, int invalid, int noSuchLevel, int empty,
        int carried) {
}
