package org.sokodb.similar;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Many small levels packed side by side (docs/similar.md): per level its catalog row id, its
 * size and the three window planes of {@link Packed} as it stands (identity orientation).
 * {@link #bytes} and {@link #read} turn a run of them into one compact value for storing (27
 * bytes a level after the first: id gap, size, planes), so a whole catalog loads in a few
 * reads.
 */
public final class PackedLevels {
    private long[] ids;
    private long[] planes;
    private byte[] sizes;
    private int size;

    public PackedLevels() {
        this(1024);
    }

    private PackedLevels(int capacity) {
        ids = new long[capacity];
        planes = new long[3 * capacity];
        sizes = new byte[capacity];
    }

    public int size() {
        return size;
    }

    public long id(int i) {
        return ids[i];
    }

    long plane(int i, int k) {
        return planes[3 * i + k];
    }

    int width(int i) {
        return (sizes[i] >> 4 & 15) + 1;
    }

    int height(int i) {
        return (sizes[i] & 15) + 1;
    }

    /** Adds a level; ids must come in increasing order. */
    public void add(long id, Packed p) {
        add(id, p.plane(0), p.plane(1), p.plane(2), (byte) ((p.width() - 1) << 4 | (p.height() - 1)));
    }

    private void add(long id, long p0, long p1, long p2, byte sizeByte) {
        if (size > 0 && id <= ids[size - 1]) {
            throw new IllegalArgumentException("level ids must increase: " + id + " after " + ids[size - 1]);
        }
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, 2 * size);
            planes = Arrays.copyOf(planes, 6 * size);
            sizes = Arrays.copyOf(sizes, 2 * size);
        }
        ids[size] = id;
        planes[3 * size] = p0;
        planes[3 * size + 1] = p1;
        planes[3 * size + 2] = p2;
        sizes[size] = sizeByte;
        size++;
    }

    /** Appends every level of a stored value ({@link #bytes}); their ids must follow ours. */
    public void read(byte[] stored) {
        ByteBuffer in = ByteBuffer.wrap(stored);
        long id = in.getLong();
        int n = in.getInt();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                id += gap(in);
            }
            byte s = in.get();
            add(id, in.getLong(), in.getLong(), in.getLong(), s);
        }
    }

    /** The levels as one value: the first id and the count, then per level the id gap (7 bits a byte), size and planes. */
    public byte[] bytes() {
        ByteBuffer out = ByteBuffer.allocate(12 + size * 35);
        out.putLong(size == 0 ? 0 : ids[0]);
        out.putInt(size);
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                long gap = ids[i] - ids[i - 1];
                while (gap >= 0x80) {
                    out.put((byte) (gap & 0x7F | 0x80));
                    gap >>>= 7;
                }
                out.put((byte) gap);
            }
            out.put(sizes[i]);
            out.putLong(planes[3 * i]);
            out.putLong(planes[3 * i + 1]);
            out.putLong(planes[3 * i + 2]);
        }
        return Arrays.copyOf(out.array(), out.position());
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
}
