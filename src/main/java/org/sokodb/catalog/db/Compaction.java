package org.sokodb.catalog.db;

import java.util.Optional;

/** An H2 file rewritten without its dead pages: its size before and after, in bytes (-1: unknown). */
public record Compaction(long before, long after) {

    /**
     * A file worth compacting: its size in bytes, the share of its chunks that is live
     * (percent, by H2's count), and the bytes it grew by since the command opened it.
     */
    public record Sparse(long bytes, int livePercent, long grown) {
    }

    /**
     * When a file is worth compacting: at least {@code fromBytes} large, and less than
     * {@code belowLive} percent of it live.
     *
     * <p>H2 writes the pages compressed as it writes them ({@code COMPRESS},
     * {@link DatabaseLocation}), so a rewrite saves the dead pages only, which H2's live count
     * sees. (Before, the pages were written uncompressed and a rewrite compressed them: a file an
     * import had just written was compacted whatever its live count.) {@code SHUTDOWN COMPACT}
     * writes the new file beside the whole old one until it swaps them: a file {@code L} live
     * peaks at {@code 1 + 1/L} times the file it leaves (docs/import-cost.md, Disk).
     */
    public record Rule(long fromBytes, int belowLive) {

        /** The file, when this rule says it is worth compacting; empty otherwise. */
        public Optional<Sparse> judge(long bytes, int livePercent, long openedAtBytes) {
            long grown = Math.max(0, bytes - openedAtBytes);
            boolean worth = bytes >= fromBytes && livePercent < belowLive;
            return worth ? Optional.of(new Sparse(bytes, livePercent, grown)) : Optional.empty();
        }
    }
}
