package org.sokodb.catalog.sources;

import java.util.Objects;

import org.sokodb.catalog.solutions.SolutionCounts;

/**
 * What an import found in one source, or in all of them.
 *
 * @param boards every board read
 * @param levels boards that are levels (parsed, with ids, and not an Exact-Id collision)
 * @param newLevels levels whose Exact-Id was not in the catalog yet
 * @param invalid boards stored without a level: rejected boards and Exact-Id collisions
 * @param duplicates levels whose Unique-Id was already in the catalog, or earlier in the same source
 * @param collisions boards whose Exact-Id belongs to a different board already (counted in {@code invalid})
 * @param solutions what became of the solution blocks under the boards, and of carrying them
 */
public record BoardCounts(int boards, int levels, int newLevels, int invalid, int duplicates, int collisions,
        SolutionCounts solutions) {
    public static final BoardCounts NONE = new BoardCounts(0, 0, 0, 0, 0, 0);

    public BoardCounts {
        Objects.requireNonNull(solutions);
    }

    /** Counts of a source without solutions. */
    public BoardCounts(int boards, int levels, int newLevels, int invalid, int duplicates, int collisions) {
        this(boards, levels, newLevels, invalid, duplicates, collisions, SolutionCounts.NONE);
    }

    /** Levels whose Exact-Id was already in the catalog. */
    public int alreadyKnown() {
        return levels - newLevels;
    }

    public BoardCounts plus(BoardCounts o) {
        return new BoardCounts(boards + o.boards, levels + o.levels, newLevels + o.newLevels, invalid + o.invalid,
                duplicates + o.duplicates, collisions + o.collisions, solutions.plus(o.solutions));
    }
}
