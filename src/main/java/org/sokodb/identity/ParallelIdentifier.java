package org.sokodb.identity;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.format.source.LevelRecord;

/**
 * Identifies levels on worker threads while the caller keeps reading, and hands the
 * results back in input order on the caller's thread (so the consumer needs no locks and
 * output order never depends on timing). Records go in batches, so the hand-off costs
 * little per level; at most a few batches are in flight, so memory stays bounded.
 *
 * <p>Anything else that must happen in input order (a problem found by the reader, the end
 * of a source) goes in with {@link #then}: it runs on the caller's thread once every level
 * added before it has reached the sink, without stopping the workers.
 */
public final class ParallelIdentifier implements AutoCloseable {
    private static final int BATCH = 512;

    private final Consumer<IdentifiedLevel> sink;
    private final ExecutorService pool;
    private final ThreadLocal<Function<LevelRecord, IdentifiedLevel>> identifiers;
    private final Function<LevelRecord, IdentifiedLevel> inline;
    private final ArrayDeque<Step> inFlight = new ArrayDeque<>();
    private final int maxInFlight;
    private int batchesInFlight;
    private List<LevelRecord> batch = new ArrayList<>(BATCH);

    /** What waits to be delivered: a batch being identified, or an action queued behind it. */
    private sealed interface Step {
    }

    private record Batch(CompletableFuture<List<IdentifiedLevel>> results) implements Step {
    }

    private record Action(Runnable action) implements Step {
    }

    /**
     * @param threads worker threads; 1 or less identifies on the caller's thread
     * @param sink receives every result, in the order the records were added
     */
    public ParallelIdentifier(int threads, Consumer<IdentifiedLevel> sink) {
        this(threads, () -> new Identifier()::identify, sink);
    }

    /**
     * @param identifiers makes the function each thread identifies with (it need not be
     *     thread-safe: each thread gets its own)
     */
    public ParallelIdentifier(int threads, Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers,
            Consumer<IdentifiedLevel> sink) {
        this.sink = sink;
        this.identifiers = ThreadLocal.withInitial(identifiers);
        if (threads <= 1) {
            pool = null;
            inline = identifiers.get();
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
            sink.accept(inline.apply(record));
            return;
        }
        batch.add(record);
        if (batch.size() == BATCH) {
            submit();
        }
    }

    /**
     * Runs {@code action} on the caller's thread after every level added so far has reached
     * the sink: at once when nothing is in flight, otherwise during a later call.
     */
    public void then(Runnable action) {
        if (pool == null) {
            action.run();
            return;
        }
        if (!batch.isEmpty()) {
            submit();
        }
        if (inFlight.isEmpty()) {
            action.run();
        } else {
            inFlight.add(new Action(action));
        }
    }

    /** Returns once every record and action added so far has been delivered. */
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
        inFlight.add(new Batch(CompletableFuture.supplyAsync(() -> {
            Function<LevelRecord, IdentifiedLevel> id = identifiers.get();
            List<IdentifiedLevel> out = new ArrayList<>(work.size());
            for (LevelRecord r : work) {
                out.add(id.apply(r));
            }
            return out;
        }, pool)));
        batchesInFlight++;
        while (batchesInFlight > maxInFlight) {
            deliver();
        }
    }

    private void deliver() {
        Step step = inFlight.removeFirst();
        if (step instanceof Action a) {
            a.action().run();
            return;
        }
        batchesInFlight--;
        List<IdentifiedLevel> results;
        try {
            results = ((Batch) step).results().join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
        for (IdentifiedLevel level : results) {
            sink.accept(level);
        }
        // actions queued right behind this batch need nothing more to wait for
        while (!inFlight.isEmpty() && inFlight.peekFirst() instanceof Action a) {
            inFlight.removeFirst();
            a.action().run();
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
