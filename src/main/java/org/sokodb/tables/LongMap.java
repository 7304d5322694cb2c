package org.sokodb.tables;

import java.util.Arrays;

/**
 * A map from 64-bit keys to 64-bit values in two primitive arrays (open addressing, linear
 * probing): the ids of a million levels in 32 MB where a {@code HashMap<String, Long>}
 * takes ten times that (a bulk import), or the set of positions one expansion has listed,
 * emptied and filled again without allocating (FESS). No removal of one key: its users only
 * add, or empty the whole map. Every key is allowed (0 is kept aside, since it marks an empty
 * slot).
 */
public final class LongMap {
    private long[] keys;
    private long[] values;
    private int size;
    private boolean hasZero;
    private long zeroValue;

    public LongMap(int expected) {
        int capacity = 16;
        while (capacity * 3L / 4 < expected) {
            capacity <<= 1;
        }
        keys = new long[capacity];
        values = new long[capacity];
    }

    public int size() {
        return size + (hasZero ? 1 : 0);
    }

    public boolean contains(long key) {
        return key == 0 ? hasZero : find(key) >= 0;
    }

    /** The value of {@code key}, or {@code missing} when there is none. */
    public long getOrDefault(long key, long missing) {
        if (key == 0) {
            return hasZero ? zeroValue : missing;
        }
        int i = find(key);
        return i < 0 ? missing : values[i];
    }

    public void put(long key, long value) {
        if (key == 0) {
            hasZero = true;
            zeroValue = value;
            return;
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != 0) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        if (++size > keys.length * 3L / 4) {
            grow();
        }
    }

    /**
     * Adds {@code key} (with the value 0) unless it is there.
     *
     * @return whether it was there already
     */
    public boolean addKey(long key) {
        if (contains(key)) {
            return true;
        }
        put(key, 0);
        return false;
    }

    /** Empties the map, keeping its capacity. */
    public void clear() {
        Arrays.fill(keys, 0);
        size = 0;
        hasZero = false;
    }

    /** Every key, in no particular order. */
    public long[] keys() {
        long[] out = new long[size()];
        int n = 0;
        if (hasZero) {
            out[n++] = 0;
        }
        for (long k : keys) {
            if (k != 0) {
                out[n++] = k;
            }
        }
        return out;
    }

    /** The slot of a key other than 0, or -1. */
    private int find(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); keys[i] != 0; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return i;
            }
        }
        return -1;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != 0) {
                int i = slot(oldKeys[j], mask);
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    /** MD5 sums and Zobrist keys are uniform already; the mix guards against keys that are not. */
    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}
