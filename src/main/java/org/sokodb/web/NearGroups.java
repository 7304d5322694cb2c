package org.sokodb.web;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.catalog.front.CatalogQueries;
import org.sokodb.catalog.front.view.DuplicateFilter;
import org.sokodb.catalog.front.view.NearGroup;
import org.sokodb.catalog.front.view.NearMode;
import org.sokodb.catalog.front.view.SourceEntry;

/**
 * The near-duplicate groups the server shows (docs/web.md): those of {@code dups --similar P},
 * {@code --walls} and {@code --normalized}, computed by the server when it is first asked for
 * them, on a catalog of at most {@link #MAX_LEVELS} levels (a few seconds' work at most), and
 * kept until the catalog changes. A larger catalog is {@link TooLarge}: its page says which
 * command groups it, since a request must not take minutes.
 */
public final class NearGroups {
    /** The largest catalog the server groups itself, in levels. */
    static final long MAX_LEVELS = 25_000;
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

    private final CatalogGate gate;
    private final long maxLevels;

    NearGroups(CatalogGate gate, long maxLevels) {
        this.gate = gate;
        this.maxLevels = maxLevels;
    }

    /** The largest catalog this server groups itself. */
    long maxLevels() {
        return maxLevels;
    }

    /** The groups {@code ask} names, computed now unless the catalog is unchanged since they were. */
    Answer groups(Ask ask) {
        return gate.lend(c -> {
            CatalogQueries q = c.queries();
            long levels = q.levelCount();
            if (levels > maxLevels) {
                return new TooLarge(levels);
            }
            List<SourceEntry> sources = q.sources();
            Key key = new Key(ask, new State(levels, sources.size(),
                    sources.stream().mapToLong(SourceEntry::boards).sum()));
            // one computation at a time: a second request for the same groups waits for the first
            synchronized (this) {
                Grouped known = kept.get(key);
                if (known != null) {
                    return known;
                }
                long without = ask.mode() == NearMode.SIMILAR ? 0 : q.levelsWithoutNearIds();
                Grouped out = new Grouped(q.nearGroupList(ask.mode(), ask.threshold(), ask.filter()), levels, without);
                kept.put(key, out);
                return out;
            }
        });
    }
}
