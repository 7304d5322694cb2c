package org.sokodb.near;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Numbers that {@code dups --similar} keeps on disk instead of in the heap
 * (docs/similar.md#memory): a band's entries sorted by the top bits of their keys into one
 * file a slice, and the pairs found as one sorted run a band. Each file is appended to by
 * any thread (in whole blocks, under the file's lock: the order of the blocks does not
 * matter to its readers, which sort a slice and merge runs), then read back whole or in
 * order. The files live in a directory of their own under the JVM's temporary directory
 * ({@code java.io.tmpdir}) and go with {@link #close}. Where the system lets an open file
 * lose its name (Linux, macOS), the files are nameless from the start and their directory goes
 * at once, so a run stopped by Ctrl-C, or killed, leaves nothing behind in the temporary
 * directory.
 */
final class Spill implements AutoCloseable {
    /** The start of the name of the files' directory. */
    private static final String PREFIX = "sokodb-similar-";
    /** Longs a file's write buffer holds. */
    private static final int BUFFER_LONGS = 4096;

    private final Path dir;
    private final FileChannel[] files;
    private final ByteBuffer[] buffers;
    /** Each buffer as longs, from its start: what is written so far is up to its position. */
    private final LongBuffer[] longs;
    private final long[] counts;

    /** {@code count} empty files, under the JVM's temporary directory. */
    Spill(int count) {
        this(null, count);
    }

    /** {@code count} empty files, in a directory of their own under {@code parent} (null: the JVM's temporary directory). */
    Spill(Path parent, int count) {
        try {
            dir = parent == null ? Files.createTempDirectory(PREFIX) : Files.createTempDirectory(parent, PREFIX);
            files = new FileChannel[count];
            buffers = new ByteBuffer[count];
            longs = new LongBuffer[count];
            counts = new long[count];
            for (int f = 0; f < count; f++) {
                files[f] = FileChannel.open(dir.resolve(f + ".longs"), StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.READ, StandardOpenOption.WRITE, StandardOpenOption.DELETE_ON_CLOSE);
                buffers[f] = ByteBuffer.allocate(8 * BUFFER_LONGS).order(ByteOrder.nativeOrder());
                longs[f] = buffers[f].asLongBuffer();
            }
            removeIfEmpty(dir);
        } catch (IOException e) {
            throw failed("making files for the near-duplicate search", e);
        }
    }

    /** Deletes the directory when its files have no names left in it; else {@link #close} does. */
    private static void removeIfEmpty(Path dir) throws IOException {
        try {
            Files.deleteIfExists(dir);
        } catch (DirectoryNotEmptyException stillNamed) {
            // the files are deleted when they close, their directory after them
        }
    }

    int files() {
        return files.length;
    }

    /** Appends {@code values[from..to)} to file {@code f}, as one block. */
    void append(int f, long[] values, int from, int to) {
        LongBuffer buffer = longs[f];
        synchronized (buffers[f]) {
            for (int at = from; at < to;) {
                if (!buffer.hasRemaining()) {
                    drain(f);
                }
                int n = Math.min(to - at, buffer.remaining());
                buffer.put(values, at, n);
                at += n;
            }
            counts[f] += to - from;
        }
    }

    /** Longs in file {@code f}, written out. */
    long size(int f) {
        synchronized (buffers[f]) {
            drain(f);
            return counts[f];
        }
    }

    /** Empties file {@code f}. */
    void clear(int f) {
        synchronized (buffers[f]) {
            try {
                longs[f].clear();
                files[f].truncate(0);
                files[f].position(0);
                counts[f] = 0;
            } catch (IOException e) {
                throw failed("emptying " + dir, e);
            }
        }
    }

    /** Reads file {@code f} whole into the front of {@code into}; returns how many longs. */
    int readAll(int f, long[] into) {
        int n = (int) size(f);
        Reader r = reader(f);
        for (int at = 0; at < n;) {
            at += r.next(into, at, n - at);
        }
        return n;
    }

    /** A reader of file {@code f} from its start (after its writes). */
    Reader reader(int f) {
        return new Reader(files[f], 0, size(f));
    }

    /** A reader of the {@code count} longs of file {@code f} from its {@code from}th on (after its writes). */
    Reader reader(int f, long from, long count) {
        size(f);
        return new Reader(files[f], from, count);
    }

    /** File {@code f}'s longs in the order they were written. */
    final class Reader {
        private final FileChannel file;
        private final long start;
        private final long count;
        private final ByteBuffer buffer = ByteBuffer.allocate(8 * BUFFER_LONGS).order(ByteOrder.nativeOrder());
        private LongBuffer view = LongBuffer.allocate(0);
        private long read;

        private Reader(FileChannel file, long start, long count) {
            this.file = file;
            this.start = start;
            this.count = count;
        }

        boolean hasNext() {
            return read < count || view.hasRemaining();
        }

        long next() {
            if (!view.hasRemaining()) {
                fill();
            }
            return view.get();
        }

        /** Up to {@code n} view into {@code into[at..]}; how many. */
        int next(long[] into, int at, int n) {
            if (!view.hasRemaining()) {
                fill();
            }
            int k = Math.min(n, view.remaining());
            view.get(into, at, k);
            return k;
        }

        private void fill() {
            buffer.clear();
            buffer.limit((int) Math.min(buffer.capacity(), 8 * (count - read)));
            try {
                while (buffer.hasRemaining()) {
                    if (file.read(buffer, 8 * (start + read) + buffer.position()) < 0) {
                        throw new IOException("the file ended early");
                    }
                }
            } catch (IOException e) {
                throw failed("reading " + dir, e);
            }
            buffer.flip();
            view = buffer.asLongBuffer();
            read += view.remaining();
        }
    }

    private void drain(int f) {
        ByteBuffer buffer = buffers[f];
        buffer.clear().limit(8 * longs[f].position());
        try {
            while (buffer.hasRemaining()) {
                files[f].write(buffer);
            }
        } catch (IOException e) {
            throw failed("writing to " + dir, e);
        }
        longs[f].clear();
    }

    /** The failure as the command line tells it: what was being done, and the system's reason. */
    private static UncheckedIOException failed(String what, IOException e) {
        String reason = e instanceof NoSuchFileException f ? "no such directory: " + f.getFile()
                : e instanceof AccessDeniedException f ? "permission denied: " + f.getFile()
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new UncheckedIOException(new IOException(what + ": " + reason, e));
    }

    /** Deletes the files and their directory. */
    @Override
    public void close() {
        IOException first = null;
        for (FileChannel f : files) {
            try {
                if (f != null) {
                    f.close();
                }
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            first = first == null ? e : first;
        }
        if (first != null) {
            throw failed("removing " + dir, first);
        }
    }
}
