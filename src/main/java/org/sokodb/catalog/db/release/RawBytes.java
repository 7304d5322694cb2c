package org.sokodb.catalog.db.release;

import java.nio.ByteBuffer;
import java.util.Arrays;

import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.BasicDataType;

/**
 * A page's keys or values as the bytes they are stored as, whatever their type: enough to open
 * any map of a file and count its entries (a leaf's count is in its header), read-only, or to
 * remove a map, which needs to read only its inner pages ({@code H2SortLeftovers}).
 */
public final class RawBytes extends BasicDataType<byte[]> {
    public static final RawBytes INSTANCE = new RawBytes();

    private RawBytes() {
    }

    @Override
    public int getMemory(byte[] obj) {
        return obj == null ? 0 : obj.length;
    }

    @Override
    public byte[][] createStorage(int size) {
        return new byte[size][];
    }

    @Override
    public void write(WriteBuffer buff, byte[] obj) {
        if (obj != null) {
            buff.put(obj);
        }
    }

    @Override
    public byte[] read(ByteBuffer buff) {
        byte[] data = new byte[buff.remaining()];
        buff.get(data);
        return data;
    }

    @Override
    public int compare(byte[] a, byte[] b) {
        return Arrays.compare(a, b);
    }
}
