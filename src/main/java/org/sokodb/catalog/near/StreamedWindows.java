package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.HandOver;
import org.sokodb.near.Grid;
import org.sokodb.near.Packed;
import org.sokodb.near.PackedLevels;

/**
 * The packed windows of the levels a bulk load writes, made as they are written rather than
 * read back from {@code level} after the last source: the writing thread hands each batch of
 * new levels (their row ids and the boards just stored) to a thread of their own through a
 * bounded queue, which packs them ({@link Packed#windowOf}) on the core the import leaves idle.
 * At the end the similarity index takes a run from here when every level of it is held
 * ({@link NearIndex#fillIndex(IndexProgress, Held)}), and reads it from the tables as before
 * when not: the window is made from the same board text the row holds, so the run is the same
 * bytes either way.
 *
 * <p>Only an optimisation: a failure here (a board that does not parse, ids that do not
 * increase) leaves nothing held, and the fill reads every run back, where the failure, if it is
 * one, is met again and reported.
 */
public final class StreamedWindows implements AutoCloseable {
    /** Batches of levels waiting for the packing thread: the writer waits beyond this (2,000 levels a batch). */
    private static final int QUEUED_BATCHES = 8;

    private record Batch(long[] ids, List<String> boards) {
    }

    private final Held held = new Held();
    private final HandOver<Batch> packer = new HandOver<>("sokodb-windows", QUEUED_BATCHES, this::pack);

    /**
     * New levels just written: their row ids and their boards (as stored in {@code level.board}),
     * in the same order. Waits while the packing thread is {@link #QUEUED_BATCHES} batches behind.
     */
    public void add(long[] ids, List<String> boards) {
        if (ids.length > 0) {
            packer.add(new Batch(ids.clone(), List.copyOf(boards)));
        }
    }

    /** Waits for the packing thread to pack what it was given; the windows held (none if it failed). */
    public Held finish() {
        return packer.finish() ? held : Held.NONE;
    }

    /** Stops the packing thread without waiting for its work (the import failed). */
    @Override
    public void close() {
        packer.close();
    }

    /** A failure here (a board that does not parse) is met again by the fill, which reads the tables. */
    private boolean pack(Batch batch) {
        for (int i = 0; i < batch.ids().length; i++) {
            held.add(batch.ids()[i], Packed.windowOf(Grid.of(NearIndex.board(batch.boards().get(i)))));
        }
        return true;
    }

    /**
     * The windows made, by level row id, increasing (the order a bulk load draws them in);
     * a level too large to pack is held as such, and its run read back.
     */
    public static final class Held {
        static final Held NONE = new Held();
        /** The size byte of a level too large to pack (a packed one's is (width − 1) × 16 + height − 1, at most 0x99). */
        private static final byte NOT_PACKED = (byte) 0xFF;

        private long[] ids = new long[1024];
        private byte[] sizes = new byte[1024];
        private long[] planes = new long[3 * 1024];
        private int n;
        private boolean increasing = true;
        /** Runs of the similarity index taken from here rather than read back. */
        private int runsTaken;

        void add(long id, Optional<Packed.Window> window) {
            if (n == ids.length) {
                ids = Arrays.copyOf(ids, 2 * n);
                sizes = Arrays.copyOf(sizes, 2 * n);
                planes = Arrays.copyOf(planes, 6 * n);
            }
            if (n > 0 && id <= ids[n - 1]) {
                increasing = false;
            }
            ids[n] = id;
            if (window.isPresent()) {
                Packed.Window w = window.get();
                sizes[n] = (byte) ((w.width() - 1) << 4 | (w.height() - 1));
                planes[3 * n] = w.p0();
                planes[3 * n + 1] = w.p1();
                planes[3 * n + 2] = w.p2();
            } else {
                sizes[n] = NOT_PACKED;
            }
            n++;
        }

        /** How many levels are held. */
        int size() {
            return increasing ? n : 0;
        }

        /** Runs of the similarity index made from the windows held. */
        int runsTaken() {
            return runsTaken;
        }

        void took() {
            runsTaken++;
        }

        /**
         * The run of these levels (the next ones by row id, increasing) from the windows held,
         * when every one is held and fits; else empty, and the run is read back.
         */
        Optional<PackedLevels.Run> run(long[] levels) {
            if (!increasing || levels.length == 0) {
                return Optional.empty();
            }
            int at = Arrays.binarySearch(ids, 0, n, levels[0]);
            if (at < 0) {
                return Optional.empty();
            }
            PackedLevels.Run run = new PackedLevels.Run();
            for (long id : levels) {
                // a level held and not in the table (its source rolled back) is passed over
                while (at < n && ids[at] < id) {
                    at++;
                }
                if (at == n || ids[at] != id || sizes[at] == NOT_PACKED) {
                    return Optional.empty();
                }
                int size = sizes[at] & 0xFF;
                run.add(id, new Packed.Window((size >> 4) + 1, (size & 15) + 1, planes[3 * at], planes[3 * at + 1],
                        planes[3 * at + 2]));
                at++;
            }
            return Optional.of(run);
        }
    }
}
