package org.sokodb.web;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.NearGroup;
import org.sokodb.catalog.near.NearMode;
import org.sokodb.catalog.sources.SourceEntry;

/**
 * The near-duplicate groups the server shows (docs/web.md): those of {@code dups --similar P},
 * {@code --walls} and {@code --normalized}, computed by the server when it is first asked for
 * them, on a catalog of at most {@link Config#maxLevels} levels (a few seconds' work at most),
 * and kept until the catalog changes. A larger catalog is {@link TooLarge}: its page says which
 * command groups it, since a request must not take minutes.
 *
 * <p>A grouping takes seconds, so none may stall the rest of the server: one is computed at a
 * time, and a request waiting for its turn (or for the same groups another request is
 * computing) holds no catalog connection, and waits {@link Config#waitMillis} at most, then
 * answers 503. One client (an address) may have one grouping started at a time, waiting or
 * running: a second is 429 at once. Groups already known are answered at once, by no turn.
 */
final class NearGroups {
    /** The largest catalog the server groups itself, in levels. */
    static final long MAX_LEVELS = 25_000;
    /** How long a request waits for its grouping's turn, or for the groups another request computes. */
    static final long WAIT_MILLIS = 30_000;
    /** The threshold of {@code /near-duplicates} and of the near mark on source pages, as {@code dups --similar} needs one given. */
    public static final double DEFAULT_THRESHOLD = 90;
    /** Answers kept: enough for the near mark and a few filters looked at in turn. */
    private static final int KEPT = 4;

    /** What is asked: a way of grouping, its threshold (for {@link NearMode#SIMILAR}), a filter as {@code dups} takes it. */
    public record Ask(NearMode mode, double threshold, DuplicateFilter filter) {
        static final Ask MARK = new Ask(NearMode.SIMILAR, DEFAULT_THRESHOLD, DuplicateFilter.ALL);
    }

    /** The groups, or why there are none to show. */
    public sealed interface Answer permits Grouped, TooLarge {
    }

    /**
     * Every group, in the order of {@code dups}.
     *
     * @param withoutNearIds levels left out of {@code --walls} and {@code --normalized} because
     *     their ids are not computed yet (a catalog imported before they existed)
     */
    public record Grouped(List<NearGroup> groups, long levels, long withoutNearIds) implements Answer {
        /** The Unique-Ids that are in a group. */
        Set<String> uniqueIds() {
            Set<String> out = new HashSet<>();
            groups.forEach(g -> g.members().forEach(m -> out.add(m.uniqueId())));
            return out;
        }
    }

    /** The catalog has more levels than the server groups in a request. */
    public record TooLarge(long levels) implements Answer {
    }

    /** How a grouping is computed: from the catalog, as {@code dups}; a test holds it to see the server meanwhile. */
    interface Grouping {
        Grouped group(OpenCatalog catalog, Ask ask, long levels);

        Grouping FROM_CATALOG = (c, ask, levels) -> new Grouped(c.nearDuplicates().groupList(ask.mode(),
                ask.threshold(), ask.filter()), levels,
                ask.mode().measured() ? 0 : c.nearDuplicates().levelsWithoutNearIds());
    }

    /** The server's bounds: the largest catalog it groups, how long a request waits, how it groups. */
    record Config(long maxLevels, long waitMillis, Grouping grouping) {
        static final Config DEFAULT = new Config(MAX_LEVELS, WAIT_MILLIS, Grouping.FROM_CATALOG);

        Config maxLevels(long levels) {
            return new Config(levels, waitMillis, grouping);
        }
    }

    /** When the catalog was last seen the same: its levels, sources and boards. */
    private record State(long levels, int sources, long boards) {
    }

    private record Key(Ask ask, State state) {
    }

    private final Map<Key, Grouped> kept = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Grouped> eldest) {
            return size() > KEPT;
        }
    };
    /** The groupings started and not yet done, each with whoever waits for it. */
    private final Map<Key, CompletableFuture<Grouped>> underWay = new HashMap<>();
    /** The clients with a grouping started (waiting for its turn or computing). */
    private final Set<String> starters = new HashSet<>();

    private final CatalogGate gate;
    private final Turns slow;
    private final Config config;
    private final Turns turns;

    NearGroups(CatalogGate gate, Turns slow, Config config) {
        this.gate = gate;
        this.slow = slow;
        this.config = config;
        this.turns = new Turns(1, config.waitMillis(),
                "the server is busy grouping near duplicates for other requests; try again in a moment");
    }

    /** The largest catalog this server groups itself. */
    long maxLevels() {
        return config.maxLevels();
    }

    /**
     * The groups {@code ask} names for {@code client} (its address), computed now unless the
     * catalog is unchanged since they were.
     *
     * @throws HttpProblem 429 when the client has another grouping under way; 503 when the wait
     *     for a turn runs out
     */
    Answer groups(Ask ask, String client) {
        State state = gate.lend(NearGroups::state);
        if (state.levels() > config.maxLevels()) {
            return new TooLarge(state.levels());
        }
        Key key = new Key(ask, state);
        synchronized (this) {
            Grouped known = kept.get(key);
            if (known != null) {
                return known;
            }
        }
        return slow.run(() -> awaitOrCompute(key, client));
    }

    private static State state(OpenCatalog c) {
        long levels = c.inventory().levels();
        List<SourceEntry> sources = c.browsing().sources();
        return new State(levels, sources.size(), sources.stream().mapToLong(SourceEntry::boards).sum());
    }

    private Grouped awaitOrCompute(Key key, String client) {
        CompletableFuture<Grouped> pending;
        boolean mine = false;
        synchronized (this) {
            Grouped known = kept.get(key);
            if (known != null) {
                return known;
            }
            pending = underWay.get(key);
            if (pending == null) {
                if (!starters.add(client)) {
                    throw new HttpProblem(429, "other near-duplicate groups you asked for are still being computed;"
                            + " ask again when they are shown");
                }
                pending = new CompletableFuture<>();
                underWay.put(key, pending);
                mine = true;
            }
        }
        if (mine) {
            compute(key, pending, client);
        }
        return await(pending);
    }

    /** Waits for the turn (no connection held meanwhile), then computes with a connection lent for that alone. */
    private void compute(Key key, CompletableFuture<Grouped> pending, String client) {
        try {
            turns.take();
            try {
                Grouped out = gate.lendSlow(c -> config.grouping().group(c, key.ask(), key.state().levels()));
                synchronized (this) {
                    kept.put(key, out);
                }
                pending.complete(out);
            } finally {
                turns.give();
            }
        } catch (RuntimeException e) {
            pending.completeExceptionally(e);
        } finally {
            synchronized (this) {
                underWay.remove(key);
                starters.remove(client);
            }
        }
    }

    private Grouped await(CompletableFuture<Grouped> pending) {
        try {
            return pending.get(config.waitMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new HttpProblem(503, "the server is busy grouping near duplicates for other requests;"
                    + " try again in a moment");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HttpProblem(503, "the server is stopping");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The clients with a grouping started and the groupings under way (tests: everyone is waiting). */
    synchronized int underWay() {
        return underWay.size();
    }
}
