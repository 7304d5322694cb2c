package org.sokodb.near;

/**
 * The scan's innermost loop ({@link PackedScan}): the first placement of a list at which a stored
 * window differs from the block of the level asked about in no more squares than the margin
 * left there. It runs tens of millions of times an answer, under C1 (the compiler the launcher
 * gives {@code similar}), which calls {@link Long#bitCount} rather than inlining it: so the count
 * is written out here (docs/performance.md).
 */
final class WithinMargin {
    private WithinMargin() {
    }

    /**
     * The index in {@code list} (four longs a placement: the block's planes 0–2 and the margin) of
     * the first placement the window {@code b0 b1 b2} is within the margin of, or
     * {@code list.length} when there is none.
     */
    static int first(long[] list, long b0, long b1, long b2) {
        int i = 0;
        for (; i < list.length; i += 4) {
            long x = (list[i] ^ b0) | (list[i + 1] ^ b1) | (list[i + 2] ^ b2);
            x -= x >>> 1 & 0x5555555555555555L;
            x = (x & 0x3333333333333333L) + (x >>> 2 & 0x3333333333333333L);
            x = x + (x >>> 4) & 0x0F0F0F0F0F0F0F0FL;
            if ((x * 0x0101010101010101L) >>> 56 <= list[i + 3]) {
                break;
            }
        }
        return i;
    }
}
