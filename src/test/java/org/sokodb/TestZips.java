package org.sokodb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes zip archives for tests, hostile ones included, in milliseconds and without big files
 * in the repository: an entry of a GiB of spaces is written from one deflated MiB repeated
 * (each block is flushed in full, so it does not refer back to the one before), never by
 * deflating a GiB.
 *
 * <p>Entries are written in the order added; no zip64, so an entry stays under 4 GiB.
 */
public final class TestZips {
    private static final int CHUNK = 1 << 20;

    private record Entry(String name, long size, long crc, List<byte[]> compressed, int repeat, byte[] tail) {
        long compressedSize() {
            long n = tail.length;
            for (int i = 0; i < compressed.size(); i++) {
                n += (long) compressed.get(i).length * (i == compressed.size() - 1 ? repeat : 1);
            }
            return n;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    public static TestZips create() {
        return new TestZips();
    }

    /** An entry holding {@code text} (UTF-8). */
    public TestZips text(String name, String text) {
        return bytes(name, text.getBytes(StandardCharsets.UTF_8));
    }

    /** An entry holding {@code bytes}, deflated. */
    public TestZips bytes(String name, byte[] bytes) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        d.setInput(bytes);
        d.finish();
        byte[] data = drain(d, Deflater.NO_FLUSH, true);
        d.end();
        CRC32 crc = new CRC32();
        crc.update(bytes);
        entries.add(new Entry(name, bytes.length, crc.getValue(), List.of(), 0, data));
        return this;
    }

    /** An entry whose deflated data is {@code garbage}: the central directory is fine, inflating fails. */
    public TestZips damaged(String name, byte[] garbage, long claimedSize) {
        entries.add(new Entry(name, claimedSize, 0, List.of(), 0, garbage.clone()));
        return this;
    }

    /** An entry of {@code mib} MiB of spaces and nothing else, about 1 KiB per MiB in the archive. */
    public TestZips spaces(String name, int mib) {
        byte[] chunk = new byte[CHUNK];
        Arrays.fill(chunk, (byte) ' ');
        Deflater d = new Deflater(Deflater.BEST_COMPRESSION, true);
        List<byte[]> blocks = new ArrayList<>();
        blocks.add(flushed(d, chunk));
        byte[] steady = flushed(d, chunk);
        if (!Arrays.equals(steady, flushed(d, chunk))) {
            throw new IllegalStateException("this zlib does not repeat a fully flushed block");
        }
        blocks.add(steady);
        d.finish();
        byte[] end = drain(d, Deflater.NO_FLUSH, true);
        d.end();
        CRC32 crc = new CRC32();
        for (int i = 0; i < mib; i++) {
            crc.update(chunk);
        }
        if (mib == 1) {
            blocks.remove(1);
        }
        entries.add(new Entry(name, (long) mib * CHUNK, crc.getValue(), blocks, Math.max(1, mib - 1), end));
        return this;
    }

    /** Writes the archive to {@code file} and returns it. */
    public Path write(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(toBytes());
        }
        return file;
    }

    /** The whole archive; only for small archives (an entry of spaces is small too). */
    public byte[] toBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Long> offsets = new ArrayList<>();
        for (Entry e : entries) {
            offsets.add((long) out.size());
            byte[] name = e.name().getBytes(StandardCharsets.UTF_8);
            int32(out, 0x04034b50);
            header(out, e, name);
            out.writeBytes(name);
            for (int i = 0; i < e.compressed().size(); i++) {
                int times = i == e.compressed().size() - 1 ? e.repeat() : 1;
                for (int t = 0; t < times; t++) {
                    out.writeBytes(e.compressed().get(i));
                }
            }
            out.writeBytes(e.tail());
        }
        long directory = out.size();
        for (int k = 0; k < entries.size(); k++) {
            Entry e = entries.get(k);
            byte[] name = e.name().getBytes(StandardCharsets.UTF_8);
            int32(out, 0x02014b50);
            int16(out, 20);
            header(out, e, name);
            int16(out, 0); // comment length
            int16(out, 0); // disk
            int16(out, 0); // internal attributes
            int32(out, 0); // external attributes
            int32(out, offsets.get(k));
            out.writeBytes(name);
        }
        long directorySize = out.size() - directory;
        int32(out, 0x06054b50);
        int16(out, 0);
        int16(out, 0);
        int16(out, entries.size());
        int16(out, entries.size());
        int32(out, directorySize);
        int32(out, directory);
        int16(out, 0);
        return out.toByteArray();
    }

    /** The fields a local header and a central directory record share, from "version needed" to "extra length". */
    private static void header(ByteArrayOutputStream out, Entry e, byte[] name) {
        int16(out, 20); // version needed
        int16(out, 0x0800); // names in UTF-8
        int16(out, 8); // deflated
        int16(out, 0); // time
        int16(out, 0x21); // date: 1980-01-01
        int32(out, e.crc());
        int32(out, e.compressedSize());
        int32(out, e.size());
        int16(out, name.length);
        int16(out, 0); // extra length
    }

    private static byte[] flushed(Deflater d, byte[] input) {
        d.setInput(input);
        return drain(d, Deflater.FULL_FLUSH, false);
    }

    private static byte[] drain(Deflater d, int flush, boolean untilFinished) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        while (true) {
            int n = d.deflate(buf, 0, buf.length, flush);
            out.write(buf, 0, n);
            if (untilFinished ? d.finished() : n < buf.length && d.needsInput()) {
                return out.toByteArray();
            }
        }
    }

    private static void int16(ByteArrayOutputStream out, int v) {
        out.write(v & 0xff);
        out.write(v >>> 8 & 0xff);
    }

    private static void int32(ByteArrayOutputStream out, long v) {
        int16(out, (int) (v & 0xffff));
        int16(out, (int) (v >>> 16 & 0xffff));
    }
}
