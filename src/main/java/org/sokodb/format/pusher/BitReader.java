package org.sokodb.format.pusher;

/**
 * Reads bits most significant first from a slice of a byte array, and refuses to read past
 * the end of the slice: packed data that claims more bits than it has is damage, not
 * something to read out of the neighbouring bytes.
 */
final class BitReader {

    /** A read would have gone past the end of the slice. */
    static final class PastLimitException extends Exception {
        PastLimitException() {
            super("past the limit", null, false, false);
        }
    }

    private final byte[] bytes;
    private final int limit;
    private long position;

    /**
     * @param start file offset of the first byte to read
     * @param limit file offset just past the last byte that may be read
     */
    BitReader(byte[] bytes, int start, int limit) {
        if (start < 0 || limit > bytes.length || start > limit) {
            throw new IllegalArgumentException("slice " + start + ".." + limit + " of " + bytes.length + " bytes");
        }
        this.bytes = bytes;
        this.limit = limit;
        this.position = (long) start * 8;
    }

    /** The next bit, 0 or 1. */
    int bit() throws PastLimitException {
        if (position >= (long) limit * 8) {
            throw new PastLimitException();
        }
        int b = bytes[(int) (position >>> 3)] >> (7 - (int) (position & 7)) & 1;
        position++;
        return b;
    }

    /** The next {@code n} bits (at most 31) as an unsigned number, first bit most significant. */
    int bits(int n) throws PastLimitException {
        int value = 0;
        for (int i = 0; i < n; i++) {
            value = value << 1 | bit();
        }
        return value;
    }

    /** File offset of the byte holding the next bit. */
    int byteOffset() {
        return (int) (position >>> 3);
    }

    /** File offset of the first whole byte after the bits read so far (skips the padding bits). */
    int nextByteBoundary() {
        return (int) ((position + 7) >>> 3);
    }
}
