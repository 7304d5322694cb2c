package org.sokodb.catalog.imports;

import java.util.List;
import java.util.function.IntFunction;

/**
 * Row ids drawn from a table's sequence a block at a time, so that the importing thread asks
 * the server for ids once every {@link #SIZE} rows, not once a batch (during a PostgreSQL bulk
 * load every question waits for the writer's hand-overs before it: {@link ConnectionWriter}).
 * The ids a run leaves unused are gaps in the sequence, as a rolled-back source leaves.
 */
final class IdBlock {
    /** Ids drawn per round trip. */
    static final int SIZE = 10_000;

    private final IntFunction<List<Long>> draw;
    private List<Long> block = List.of();
    private int next;

    /** @param draw {@code count} fresh ids from the sequence, in order (called on the connection's thread) */
    IdBlock(IntFunction<List<Long>> draw) {
        this.draw = draw;
    }

    /** True when the next {@code count} ids are in hand, without a round trip. */
    boolean holds(int count) {
        return block.size() - next >= count;
    }

    /** The next {@code count} ids: what is left of the block, then blocks drawn as needed. */
    long[] take(int count) {
        long[] ids = new long[count];
        for (int i = 0; i < count; i++) {
            if (next == block.size()) {
                block = draw.apply(Math.max(SIZE, count - i));
                next = 0;
            }
            ids[i] = block.get(next++);
        }
        return ids;
    }
}
