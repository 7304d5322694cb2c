package org.sokodb.near;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Many small levels packed side by side for {@link PackedScan} (docs/similar.md): per level
 * its catalog row id and the three window planes of {@link Packed} as it stands (identity
 * orientation), grouped by grid size, so that a scan meets a run of levels with the same
 * placements and the same allowances one after the other. {@link Run} writes a run of
 * levels as one compact value for storing (about 26 bytes a level: id gap, size, planes);
 * {@link #read} takes such values back.
 */
public final class PackedLevels {
    /** Per size byte ({@code (width − 1) << 4 | (height − 1)}), the levels of that size. */
    private final Size[] sizes = new Size[256];
    private int count;

    /** The levels of one grid size, in the order they were read. */
    static final class Size {
        final int width;
        final int height;
        long[] ids = new long[64];
        /** Planes 0, 1, 2 of level k at 3k, 3k + 1, 3k + 2. */
        long[] planes = new long[3 * 64];
        int n;

        Size(int width, int height) {
            this.width = width;
            this.height = height;
        }

        void add(long id, long p0, long p1, long p2) {
            if (n == ids.length) {
                ids = Arrays.copyOf(ids, 2 * n);
                planes = Arrays.copyOf(planes, 6 * n);
            }
            ids[n] = id;
            planes[3 * n] = p0;
            planes[3 * n + 1] = p1;
            planes[3 * n + 2] = p2;
            n++;
        }
    }

    public int size() {
        return count;
    }

    /** The sizes that hold levels. */
    Size[] sizes() {
        return Arrays.stream(sizes).filter(s -> s != null && s.n > 0).toArray(Size[]::new);
    }

    /**
     * Forgets every level and keeps the arrays, for the next {@link #read}: a scan reads tens
     * of thousands of stored values one after the other ({@link PackedScan#matchesByRun}), and
     * arrays made anew for each were a third of what an answer allocated. Nothing a scan
     * finds keeps a reference to them.
     */
    void clear() {
        for (Size s : sizes) {
            if (s != null) {
                s.n = 0;
            }
        }
        count = 0;
    }

    /** Appends every level of a stored value ({@link Run#bytes}). */
    public void read(byte[] stored) {
        ByteBuffer in = ByteBuffer.wrap(stored);
        long id = in.getLong();
        int n = in.getInt();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                id += gap(in);
            }
            int s = in.get() & 0xFF;
            if (sizes[s] == null) {
                sizes[s] = new Size((s >> 4) + 1, (s & 15) + 1);
            }
            sizes[s].add(id, in.getLong(), in.getLong(), in.getLong());
            count++;
        }
    }

    private static long gap(ByteBuffer in) {
        long gap = 0;
        int shift = 0;
        while (true) {
            byte b = in.get();
            gap |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return gap;
            }
            shift += 7;
        }
    }

    /**
     * The group of a packed window by its count of open squares and of squares the man reaches
     * (categories {@link Grid#MAN} and {@link Grid#MAN_ON_GOAL}: plane 2 with plane 0 or 1), each
     * cut every {@link #GROUP_WIDTH}: {@code (open / 4) * 17 + reached / 4}, below {@link #GROUPS}.
     * {@link PackedScan#groups} says which groups an answer must read.
     */
    public static int group(long p0, long p1, long p2) {
        return group(Long.bitCount(p0 | p1 | p2), Long.bitCount(p2 & (p0 | p1)));
    }

    /** The group of a window with {@code open} open squares, {@code reached} of them the man's. */
    static int group(int open, int reached) {
        return open / GROUP_WIDTH * (64 / GROUP_WIDTH + 1) + reached / GROUP_WIDTH;
    }

    /** The width of a group in open squares and in squares the man reaches. */
    static final int GROUP_WIDTH = 4;
    /** Groups: every value of {@link #group} is below. */
    public static final int GROUPS = (64 / GROUP_WIDTH + 1) * (64 / GROUP_WIDTH + 1);

    /**
     * The levels of a stored value ({@link Run#bytes}) split by {@link #group}: per group that
     * holds any, its levels as a value of the same form, in the same order. A scan of every
     * group's value finds what a scan of the whole does.
     */
    public static SortedMap<Integer, byte[]> groups(byte[] stored) {
        ByteBuffer in = ByteBuffer.wrap(stored);
        long id = in.getLong();
        int n = in.getInt();
        SortedMap<Integer, Run> runs = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                id += gap(in);
            }
            int size = in.get() & 0xFF;
            long p0 = in.getLong();
            long p1 = in.getLong();
            long p2 = in.getLong();
            runs.computeIfAbsent(group(p0, p1, p2), g -> new Run()).add(id, size, p0, p1, p2);
        }
        SortedMap<Integer, byte[]> out = new TreeMap<>();
        runs.forEach((g, run) -> out.put(g, run.bytes()));
        return out;
    }

    /** The levels of a stored value by row id (increasing), each with its {@link #group}. */
    public record Grouped(long[] ids, int[] groups) {
        /** The group of level {@code id}; {@code -1} when the value does not hold it (a level too large to pack). */
        public int groupOf(long id) {
            int at = Arrays.binarySearch(ids, id);
            return at >= 0 ? groups[at] : -1;
        }
    }

    /** The row id and {@link #group} of every level of a stored value ({@link Run#bytes}). */
    public static Grouped grouped(byte[] stored) {
        ByteBuffer in = ByteBuffer.wrap(stored);
        long id = in.getLong();
        int n = in.getInt();
        long[] ids = new long[n];
        int[] groups = new int[n];
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                id += gap(in);
            }
            in.get(); // the size
            ids[i] = id;
            groups[i] = group(in.getLong(), in.getLong(), in.getLong());
        }
        return new Grouped(ids, groups);
    }

    /** A run of levels in increasing id order, written as one value for storing. */
    public static final class Run {
        /**
         * Grown by doubling from a small start: a run of 4,000 levels is split into up to
         * {@link #GROUPS} of these ({@link #groups}), most of them holding a few levels.
         */
        private ByteBuffer out = ByteBuffer.allocate(256);
        private long first;
        private long last;
        private int n;

        /** Adds a level; ids must increase. */
        public void add(long id, Packed.Window p) {
            add(id, (p.width() - 1) << 4 | (p.height() - 1), p.p0(), p.p1(), p.p2());
        }

        /** Adds a level by its size byte and planes, as a stored value holds it. */
        void add(long id, int size, long p0, long p1, long p2) {
            if (n > 0 && id <= last) {
                throw new IllegalArgumentException("level ids must increase: " + id + " after " + last);
            }
            if (out.remaining() < 40) {
                ByteBuffer larger = ByteBuffer.allocate(2 * out.capacity());
                larger.put(out.array(), 0, out.position());
                out = larger;
            }
            if (n == 0) {
                first = id;
            } else {
                long gap = id - last;
                while (gap >= 0x80) {
                    out.put((byte) (gap & 0x7F | 0x80));
                    gap >>>= 7;
                }
                out.put((byte) gap);
            }
            out.put((byte) size);
            out.putLong(p0);
            out.putLong(p1);
            out.putLong(p2);
            last = id;
            n++;
        }

        public int size() {
            return n;
        }

        /** The levels as one value: the first id and the count, then per level the id gap (7 bits a byte), size and planes. */
        public byte[] bytes() {
            ByteBuffer all = ByteBuffer.allocate(12 + out.position());
            all.putLong(first);
            all.putInt(n);
            all.put(out.array(), 0, out.position());
            return all.array();
        }
    }
}
