package org.sokodb.catalog.near;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.catalog.near.NearGroupsAnswer.Grouped;
import org.sokodb.catalog.near.NearGroupsAnswer.Refused;
import org.sokodb.catalog.near.NearGroupsAnswer.TooLarge;

/**
 * The near-duplicate groups a long-running reader shows (the web server, docs/web.md): those of
 * {@code dups --similar P}, {@code --walls} and {@code --normalized}, computed when first asked
 * for, on a catalog of at most {@link Config#maxLevels} levels (a few seconds' work at most), and
 * kept until the catalog changes. A larger catalog is {@link TooLarge}: {@code dups} groups it,
 * since a request must not take minutes.
 *
 * <p>It outlives the catalogs it reads: each question borrows one from the {@link Lender} for
 * that question alone. A grouping takes seconds, so none may stall the other readers: one is
 * computed at a time, and whoever waits for its turn (or for the same groups another is
 * computing) holds no catalog, and waits {@link Config#waitMillis} at most, then is
 * {@link Refused}. One asker (a client's address) may have one grouping started at a time,
 * waiting or running: a second is refused at once. Groups already known are answered at once, by
 * no turn.
 */
public final class NearGroupCache {
    /** The largest catalog grouped on demand, in levels. */
    public static final long MAX_LEVELS = 25_000;
    /** How long a question waits for its grouping's turn, or for the groups another question computes. */
    public static final long WAIT_MILLIS = 30_000;
    /** Answers kept: enough for the near mark and a few filters looked at in turn. */
    private static final int KEPT = 4;
    private static final String BUSY = "the server is busy grouping near duplicates for other requests;"
            + " try again in a moment";

    /**
     * How the cache reaches the catalog, which it does not hold: each call lends an open catalog's
     * near-duplicate face to one question, and the reader bounds the questions that wait.
     */
    public interface Lender {
        /** Answers a quick question (the catalog's size). */
        <T> T quick(Function<NearDuplicates, T> question);

        /** Answers the grouping itself, which may take seconds. */
        <T> T slow(Function<NearDuplicates, T> question);

        /** Runs {@code wait}: a question that waits for groups not known yet, as many at once as the reader allows. */
        <T> T waiting(Supplier<T> wait);
    }

    /** How a grouping is computed: from the catalog, as {@code dups}; a test holds it to see the reader meanwhile. */
    public interface Grouping {
        Grouped group(NearDuplicates near, NearAsk ask, long levels);

        Grouping FROM_CATALOG = (near, ask, levels) -> new Grouped(near.groupList(ask.mode(), ask.threshold(),
                ask.filter()), levels, ask.mode().measured() ? 0 : near.levelsWithoutNearIds());
    }

    /** The bounds: the largest catalog grouped on demand, how long a question waits, how it groups. */
    public record Config(long maxLevels, long waitMillis, Grouping grouping) {
        public static final Config DEFAULT = new Config(MAX_LEVELS, WAIT_MILLIS, Grouping.FROM_CATALOG);

        public Config maxLevels(long levels) {
            return new Config(levels, waitMillis, grouping);
        }
    }

    private record Key(NearAsk ask, NearDuplicates.Size size) {
    }

    private final Map<Key, Grouped> kept = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Grouped> eldest) {
            return size() > KEPT;
        }
    };
    /** The groupings started and not yet done, each with whoever waits for it. */
    private final Map<Key, CompletableFuture<NearGroupsAnswer>> underWay = new HashMap<>();
    /** The askers with a grouping started (waiting for its turn or computing). */
    private final Set<String> starters = new HashSet<>();
    /** One grouping at a time. */
    private final Semaphore turn = new Semaphore(1, true);
    private final Config config;

    public NearGroupCache(Config config) {
        this.config = config;
    }

    /** The largest catalog grouped on demand. */
    public long maxLevels() {
        return config.maxLevels();
    }

    /**
     * The groups {@code ask} names for {@code asker} (a client's address), computed now unless the
     * catalog is unchanged since they were.
     */
    public NearGroupsAnswer groups(NearAsk ask, String asker, Lender lender) {
        NearDuplicates.Size size = lender.quick(NearDuplicates::size);
        if (size.levels() > config.maxLevels()) {
            return new TooLarge(size.levels());
        }
        Key key = new Key(ask, size);
        synchronized (this) {
            Grouped known = kept.get(key);
            if (known != null) {
                return known;
            }
        }
        return lender.waiting(() -> awaitOrCompute(key, asker, lender));
    }

    private NearGroupsAnswer awaitOrCompute(Key key, String asker, Lender lender) {
        CompletableFuture<NearGroupsAnswer> pending;
        boolean mine = false;
        synchronized (this) {
            Grouped known = kept.get(key);
            if (known != null) {
                return known;
            }
            pending = underWay.get(key);
            if (pending == null) {
                if (!starters.add(asker)) {
                    return new Refused(true, "other near-duplicate groups you asked for are still being computed;"
                            + " ask again when they are shown");
                }
                pending = new CompletableFuture<>();
                underWay.put(key, pending);
                mine = true;
            }
        }
        if (mine) {
            compute(key, pending, asker, lender);
        }
        return await(pending);
    }

    /** Waits for the turn (no catalog held meanwhile), then computes with a catalog lent for that alone. */
    private void compute(Key key, CompletableFuture<NearGroupsAnswer> pending, String asker, Lender lender) {
        try {
            if (!turn.tryAcquire(config.waitMillis(), TimeUnit.MILLISECONDS)) {
                pending.complete(new Refused(false, BUSY));
                return;
            }
            try {
                Grouped out = lender.slow(near -> config.grouping().group(near, key.ask(), key.size().levels()));
                synchronized (this) {
                    kept.put(key, out);
                }
                pending.complete(out);
            } finally {
                turn.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            pending.complete(new Refused(false, "the server is stopping"));
        } catch (RuntimeException | Error e) {
            // those waiting for the same groups learn of it now, not at the end of their wait
            pending.completeExceptionally(e);
            if (e instanceof Error error) {
                throw error;
            }
        } finally {
            synchronized (this) {
                underWay.remove(key);
                starters.remove(asker);
            }
        }
    }

    private NearGroupsAnswer await(CompletableFuture<NearGroupsAnswer> pending) {
        try {
            return pending.get(config.waitMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return new Refused(false, BUSY);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Refused(false, "the server is stopping");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The groupings under way (tests: everyone is waiting). */
    public synchronized int underWay() {
        return underWay.size();
    }
}
