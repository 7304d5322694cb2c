package org.sokodb.catalog.imports.bulk;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Each level's Unique-Id (its 64 bits, {@link org.sokodb.catalog.HexIds#keyOf}) by the level's row id, as a bulk
 * load learns them: the group census at its end ({@link GroupCensus}) then reads the boards
 * alone instead of looking every board's level up in the level table (half of the census of a
 * second corpus). Row ids come from an identity column, so they are dense: 8 bytes a level
 * (12 MB for Boxoban's 1.5 million), where a hash map would take four times that.
 */
final class LevelRows {
    private long[] uniqueIds;
    private final BitSet present = new BitSet();

    /** @param expected about how many levels (the array grows past it) */
    LevelRows(long expected) {
        uniqueIds = new long[(int) Math.min(Integer.MAX_VALUE - 8, Math.max(16, expected + 1))];
    }

    /**
     * Level {@code row} has the Unique-Id {@code uniqueId}. A row id beyond an array's reach
     * is not kept: {@link #has} says so, and the census then reads the level table.
     */
    void put(long row, long uniqueId) {
        if (row < 0 || row >= Integer.MAX_VALUE - 8) {
            return;
        }
        if (row >= uniqueIds.length) {
            uniqueIds = Arrays.copyOf(uniqueIds, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(row + 1, uniqueIds.length * 2L)));
        }
        uniqueIds[(int) row] = uniqueId;
        present.set((int) row);
    }

    /** Whether level {@code row} was learned. */
    boolean has(long row) {
        return row >= 0 && row < uniqueIds.length && present.get((int) row);
    }

    /** The Unique-Id of level {@code row}; {@link #has} it first. */
    long uniqueId(long row) {
        return uniqueIds[(int) row];
    }
}
