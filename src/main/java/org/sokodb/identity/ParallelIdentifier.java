package org.sokodb.identity;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import org.sokodb.format.LevelRecord;

/**
 * Identifies levels on worker threads while the caller keeps reading, and hands the
 * results back in input order on the caller's thread (so the consumer needs no locks and
 * output order never depends on timing). Records go in batches, so the hand-off costs
 * little per level; at most a few batches are in flight, so memory stays bounded.
 */
public final class ParallelIdentifier implements AutoCloseable {
    private static final int BATCH = 512;

    private final Consumer<IdentifiedLevel> sink;
    private final ExecutorService pool;
    private final ThreadLocal<Identifier> identifiers = ThreadLocal.withInitial(Identifier::new);
    private final Identifier inline;
    private final ArrayDeque<CompletableFuture<List<IdentifiedLevel>>> inFlight = new ArrayDeque<>();
    private final int maxInFlight;
    private List<LevelRecord> batch = new ArrayList<>(BATCH);

    /**
     * @param threads worker threads; 1 or less identifies on the caller's thread
     * @param sink receives every result, in the order the records were added
     */
    public ParallelIdentifier(int threads, Consumer<IdentifiedLevel> sink) {
        this.sink = sink;
        if (threads <= 1) {
            pool = null;
            inline = new Identifier();
            maxInFlight = 0;
        } else {
            pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "sokodb-identity");
                t.setDaemon(true);
                return t;
            });
            inline = null;
            maxInFlight = threads * 2;
        }
    }

    /** Threads worth using on this machine: every core, the reading thread shares one. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    public void add(LevelRecord record) {
        if (pool == null) {
            sink.accept(inline.identify(record));
            return;
        }
        batch.add(record);
        if (batch.size() == BATCH) {
            submit();
        }
    }

    /** Returns once every record added so far has reached the sink. */
    public void flush() {
        if (pool == null) {
            return;
        }
        if (!batch.isEmpty()) {
            submit();
        }
        while (!inFlight.isEmpty()) {
            deliver();
        }
    }

    private void submit() {
        List<LevelRecord> work = batch;
        batch = new ArrayList<>(BATCH);
        inFlight.add(CompletableFuture.supplyAsync(() -> {
            Identifier id = identifiers.get();
            List<IdentifiedLevel> out = new ArrayList<>(work.size());
            for (LevelRecord r : work) {
                out.add(id.identify(r));
            }
            return out;
        }, pool));
        while (inFlight.size() > maxInFlight) {
            deliver();
        }
    }

    private void deliver() {
        List<IdentifiedLevel> results;
        try {
            results = inFlight.removeFirst().join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
        for (IdentifiedLevel level : results) {
            sink.accept(level);
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
