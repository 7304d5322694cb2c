package org.sokodb.catalog;

/**
 * A verified solution kept for a level, with its metrics and where it came from
 * (the {@code solution} table; the solutions work fills it).
 */
public record StoredSolution(String lurd, int moves, int pushes, int boxLines, int boxChanges, int pushingSessions,
        int playerLines, String source, String blockTitle, String notes) {
}
