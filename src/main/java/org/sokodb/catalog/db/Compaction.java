package org.sokodb.catalog.db;

/** An H2 file rewritten without its dead pages: its size before and after, in bytes (-1: unknown). */
public record Compaction(long before, long after) {

    /** A file worth compacting: its size in bytes, and the share of its chunks that is live (percent). */
    public record Sparse(long bytes, int livePercent) {
    }
}
