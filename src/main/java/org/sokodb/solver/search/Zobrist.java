package org.sokodb.solver.search;

import java.util.SplittableRandom;

/** Random keys per square for boxes and for the man's normalised square; a position's key is their xor. */
public final class Zobrist {
    private final long[] box;
    private final long[] man;

    public Zobrist(int squares) {
        SplittableRandom random = new SplittableRandom(0x5EED_B0C5L); // fixed: runs repeat exactly
        box = new long[squares];
        man = new long[squares];
        for (int i = 0; i < squares; i++) {
            box[i] = random.nextLong();
            man[i] = random.nextLong();
        }
    }

    public long box(int square) {
        return box[square];
    }

    public long man(int square) {
        return man[square];
    }

    /** The boxes' key {@code boxKey} with one box moved from {@code from} to {@code to}. */
    public long moved(long boxKey, int from, int to) {
        return boxKey ^ box[from] ^ box[to];
    }

    /**
     * The key of the position a push or a macro move leads to: the boxes' key {@code boxKey} with
     * one box moved from {@code from} to {@code to}, the man's normalised square {@code manSquare}.
     */
    public long pushed(long boxKey, int from, int to, int manSquare) {
        return moved(boxKey, from, to) ^ man[manSquare];
    }

    public long boxes(int[] squares, int count) {
        long k = 0;
        for (int i = 0; i < count; i++) {
            k ^= box[squares[i]];
        }
        return k;
    }
}
