package org.sokodb.near;

/**
 * A band's keys of one packed window at every move of {@link CandidatePairs#SHIFTS} at once, for
 * {@link BandEntries} (docs/similar.md): the keys {@link Sketch#key(long, long, long, int)} gives
 * the window moved by {@link Packed#move}, without moving it.
 *
 * <p>Moved by (dx, dy), the window shows at a sampled square (x, y) its square (x − dx, y − dy)
 * as it stands, or wall where that is outside it. So each move reads the band's squares moved
 * back, and one byte of a plane (a row of the window) tells for every move at once which of
 * those squares hold a 1 there: a table of the band, the row and the byte holds them, a bit a
 * sampled square (at most {@link #MOST_ROWS}), the first four moves in one long and the fifth in
 * a second. A plane's 8 bytes looked up give its bits of all five keys, and each key then spreads
 * the three planes' bits to the 3 bits a square of the key ({@link Sketch#finish}): 48 lookups an
 * orientation and 30 to spread, where moving the window and looking it up a move at a time took
 * 15 moves and 120 lookups. {@code SketchTest} checks every key against the moved window's.
 */
final class MovedKeys {
    /** The most squares a band may sample here: a bit each, four moves in a long. */
    static final int MOST_ROWS = 16;
    private static final int[][] SHIFTS = CandidatePairs.SHIFTS;
    /** Longs a band's table takes: two for each row and byte. */
    private static final int BAND = 8 * 256 * 2;
    /** Each byte's 8 bits spread to every third bit. */
    private static final long[] SPREAD = new long[256];

    static {
        for (int v = 0; v < 256; v++) {
            for (int b = 0; b < 8; b++) {
                SPREAD[v] |= (long) (v >>> b & 1) << 3 * b;
            }
        }
    }

    private final Sketch sketch;
    /**
     * Per band, row of the window and byte of that row, at {@code band * BAND + (row * 256 + byte) * 2}:
     * the sampled squares a 1 there shows at moves 0 to 3 (16 bits each, square r at bit
     * {@code rows − 1 − r}, as the key orders them), and then at move 4.
     */
    private final long[] table;

    MovedKeys(Sketch sketch) {
        if (!fits(sketch) || SHIFTS.length != 5) {
            throw new IllegalArgumentException("a band of " + sketch.rows() + " squares");
        }
        this.sketch = sketch;
        int rows = sketch.rows();
        this.table = new long[sketch.bands() * BAND];
        for (int band = 0; band < sketch.bands(); band++) {
            for (int r = 0; r < rows; r++) {
                int place = sketch.place(band, r);
                for (int t = 0; t < SHIFTS.length; t++) {
                    int column = (place & 0xFF) - 1 - SHIFTS[t][0];
                    int row = (place >> 8) - 1 - SHIFTS[t][1];
                    if (column < 0 || column >= Sketch.WINDOW || row < 0 || row >= Sketch.WINDOW) {
                        continue; // wall: no plane has a 1 there
                    }
                    int slot = t < 4 ? 0 : 1;
                    long bit = 1L << (t < 4 ? 16 * t : 0) + rows - 1 - r;
                    for (int v = 0; v < 256; v++) {
                        if ((v >>> column & 1) != 0) {
                            table[band * BAND + (row * 256 + v) * 2 + slot] |= bit;
                        }
                    }
                }
            }
        }
    }

    /** Whether this way of keying takes {@code sketch}'s bands. */
    static boolean fits(Sketch sketch) {
        return sketch.rows() <= MOST_ROWS;
    }

    /**
     * Band {@code band}'s keys of the window of planes {@code p0}, {@code p1}, {@code p2} moved
     * by each of {@link CandidatePairs#SHIFTS}, in that order, into {@code out} from {@code at}.
     */
    void keys(long p0, long p1, long p2, int band, long[] out, int at) {
        long low0 = 0;
        long low1 = 0;
        long low2 = 0;
        long high0 = 0;
        long high1 = 0;
        long high2 = 0;
        for (int row = 0, from = band * BAND; row < Sketch.WINDOW; row++, from += 512) {
            int a = from + 2 * ((int) (p0 >>> 8 * row) & 0xFF);
            int b = from + 2 * ((int) (p1 >>> 8 * row) & 0xFF);
            int c = from + 2 * ((int) (p2 >>> 8 * row) & 0xFF);
            low0 |= table[a];
            high0 |= table[a + 1];
            low1 |= table[b];
            high1 |= table[b + 1];
            low2 |= table[c];
            high2 |= table[c + 1];
        }
        for (int t = 0; t < 4; t++) {
            out[at + t] = key(low0 >>> 16 * t, low1 >>> 16 * t, low2 >>> 16 * t, band);
        }
        out[at + 4] = key(high0, high1, high2, band);
    }

    /** The key of the squares whose plane bits are the low 16 bits of {@code m0}, {@code m1}, {@code m2}. */
    private long key(long m0, long m1, long m2, int band) {
        return sketch.finish(spread(m0) | spread(m1) << 1 | spread(m2) << 2, band);
    }

    /** The low 16 bits of {@code m} spread to every third bit. */
    private static long spread(long m) {
        return SPREAD[(int) m & 0xFF] | SPREAD[(int) (m >>> 8) & 0xFF] << 24;
    }
}
