package org.sokodb.optimizer;

/**
 * Open addressing from a 64-bit key to a row of a table ({@link Layouts}, {@link Positions}):
 * a slot holds a key and its row + 1 (0: empty), side by side. The index is kept at most
 * half full and doubles by rehashing its own slots, so it never reads the table. Several rows
 * may share a key (a layout's key is a hash of its boxes): a lookup walks the slots from
 * {@link #first} with {@link #next} until {@link #row} is {@link #END}, and the table says
 * which row is the one.
 */
final class KeyIndex {
    static final int END = -1;
    /** Bytes one row costs here at the worst moment: four slots of 12 bytes (half full, the old slots still there while it doubles). */
    static final long BYTES = 4 * 12;

    private long[] slotKey = new long[1 << 10];
    private int[] slotRow = new int[1 << 10];
    private int size;

    /** The first slot to look at for {@code key}. */
    int first(long key) {
        return mix(key) & (slotRow.length - 1);
    }

    /** The slot after {@code slot}. */
    int next(int slot) {
        return (slot + 1) & (slotRow.length - 1);
    }

    /** The row in {@code slot}, or {@link #END} where the slot is empty (no further row of the key). */
    int row(int slot) {
        return slotRow[slot] - 1;
    }

    /** The key in {@code slot}. */
    long key(int slot) {
        return slotKey[slot];
    }

    /** Adds {@code row} under {@code key} (the caller found it absent). */
    void add(long key, int row) {
        if ((size + 1) * 2L > slotRow.length) {
            grow();
        }
        put(slotKey, slotRow, key, row + 1);
        size++;
    }

    private void grow() {
        long[] oldKeys = slotKey;
        int[] oldRows = slotRow;
        slotKey = new long[oldKeys.length * 2];
        slotRow = new int[oldRows.length * 2];
        for (int s = 0; s < oldRows.length; s++) {
            if (oldRows[s] != 0) {
                put(slotKey, slotRow, oldKeys[s], oldRows[s]);
            }
        }
    }

    private static void put(long[] keys, int[] rows, long key, int entry) {
        int mask = rows.length - 1;
        int slot = mix(key) & mask;
        while (rows[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        rows[slot] = entry;
    }

    static int mix(long key) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        return (int) key;
    }
}
