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
     * <p>H2's {@code SHUTDOWN COMPACT} writes the new file beside the whole old one until it
     * swaps them, so the disk holds both at once: a file {@code live} percent live peaks at
     * {@code 1 + live/100} times its size for a file {@code live/100} of it. Its pages are
     * written compressed as they are written ({@code COMPRESS}, {@link DatabaseLocation}), so a
     * compaction saves only the dead pages: a file the import has just written (80–88 % live)
     * is left as it is, and the disk never holds more than that file; a mostly dead one (an
     * older build's uncompressed file, rows replaced) is worth its copy.
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
