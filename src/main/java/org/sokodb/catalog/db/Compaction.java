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
     * When a file is worth compacting: at least {@code fromBytes} large, and either less than
     * {@code belowLive} percent of it live, or at least {@code grownPercent} percent of it
     * written since it was opened.
     *
     * <p>Why the second: H2's {@code SHUTDOWN COMPACT} does not only leave the dead pages out,
     * it writes the live ones compressed (LZF), while a running store writes them as they
     * are. A file the command has just written (a large import into a fresh file) may count
     * 84–89 % live and still shrink by half: the first 100 Boxoban files, 58 MB at 84 % live,
     * become 45 MB rewritten uncompressed and 32 MB compacted. H2's live count is right about
     * the dead pages; it cannot see what compression will save, and what it saves is in what
     * was written since the last compaction. A small import into a large compacted file writes
     * little of it, and is left as it is.
     */
    public record Rule(long fromBytes, int belowLive, int grownPercent) {

        /** The file, when this rule says it is worth compacting; empty otherwise. */
        public Optional<Sparse> judge(long bytes, int livePercent, long openedAtBytes) {
            long grown = Math.max(0, bytes - openedAtBytes);
            boolean worth = bytes >= fromBytes
                    && (livePercent < belowLive || grown * 100 >= (long) grownPercent * bytes);
            return worth ? Optional.of(new Sparse(bytes, livePercent, grown)) : Optional.empty();
        }
    }
}
