package org.sokodb.catalog.levels;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.format.source.WholeNumber;

/**
 * Levels and their pages: {@code sokodb show ID} and the web's {@code /levels/ID} find levels
 * by Exact-Id, by Unique-Id, or by {@code source#index}; {@code similar ID} starts from the
 * level an id names; {@code generate} asks whether a Unique-Id is known.
 */
public final class Levels {
    private static final Pattern HEX16 = Pattern.compile("[0-9A-Fa-f]{16}");

    private final Catalog catalog;

    public Levels(Catalog catalog) {
        this.catalog = catalog;
    }

    /** {@code show ID}: what {@code id} names (an Exact-Id, a Unique-Id or {@code SOURCE#INDEX}), or empty. */
    public Optional<Found> find(String id) {
        return catalog.read("looking up " + id, () -> named(id));
    }

    /** The board at {@code index} (1-based) of {@code source}, as {@code SOURCE#INDEX} names it; empty when there is none. */
    public Optional<Found> at(String source, int index) {
        return catalog.read("looking up " + source + "#" + index, () -> byPosition(source, index));
    }

    /**
     * A level's page, in one snapshot: what {@code id} names (as {@link #find}); for a level, the
     * other Exact-Ids of its Unique-Id come after it, each with its occurrences and solutions;
     * and the number of every source those occurrences are in. Empty when nothing is called
     * {@code id}.
     */
    public Optional<LevelPage> page(String id) {
        return catalog.read("reading the level " + id, () -> named(id).map(this::page));
    }

    /** The page of the board at {@code index} (1-based) of the source named {@code source}, or empty. */
    public Optional<LevelPage> page(String source, int index) {
        return catalog.read("reading board " + index + " of " + source,
                () -> byPosition(source, index).map(this::page));
    }

    /** The level a near-duplicate question starts from, when {@code id} names one (the first, for a Unique-Id). */
    public Optional<StoredLevel> level(String id) {
        return find(id).flatMap(f -> f instanceof Found.Levels l && !l.levels().isEmpty()
                ? Optional.of(l.levels().get(0).level()) : Optional.empty());
    }

    /** Whether the catalog holds a level of this Unique-Id: how {@code generate} tells a copy from a new level. */
    public boolean hasUniqueId(String uniqueId) {
        return catalog.work("looking up " + uniqueId,
                () -> !catalog.dao(LevelDao.class).withUniqueIds(new String[] {uniqueId}).isEmpty());
    }

    private Optional<Found> named(String id) {
        String query = id.strip();
        if (HEX16.matcher(query).matches()) {
            return byId(query.toUpperCase(Locale.ROOT));
        }
        int hash = query.lastIndexOf('#');
        if (hash > 0 && hash < query.length() - 1) {
            OptionalInt index = WholeNumber.parseInt(query.substring(hash + 1), Integer.MAX_VALUE);
            if (index.isPresent()) {
                return byPosition(query.substring(0, hash), index.getAsInt());
            }
        }
        return Optional.empty();
    }

    private Optional<Found> byId(String hex) {
        List<StoredLevel> found = named(catalog.dao(LevelDao.class), hex);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Found.Levels(found.stream().map(this::view).toList()));
    }

    /** The level whose Exact-Id is {@code hex}, then every other level whose Unique-Id it is. */
    private static List<StoredLevel> named(LevelDao levels, String hex) {
        Optional<StoredLevel> exact = levels.withExactId(hex);
        List<StoredLevel> found = new ArrayList<>();
        exact.ifPresent(found::add);
        for (StoredLevel l : levels.withUniqueId(hex)) {
            if (exact.isEmpty() || l.id() != exact.get().id()) {
                found.add(l);
            }
        }
        return found;
    }

    /**
     * The page of what was found: after a level named by its Exact-Id or its position, the
     * other levels of its Unique-Id (those levels read once, the ones found already not again);
     * then the numbers of the sources.
     */
    private LevelPage page(Found found) {
        Found f = found;
        if (f instanceof Found.Levels l && !l.levels().isEmpty()) {
            List<LevelView> all = new ArrayList<>(l.levels());
            for (StoredLevel same : named(catalog.dao(LevelDao.class), l.levels().get(0).level().uniqueId())) {
                if (all.stream().noneMatch(a -> a.level().id() == same.id())) {
                    all.add(view(same));
                }
            }
            f = new Found.Levels(all);
        }
        Map<String, Long> numbers = new HashMap<>();
        List<Appearance> seen = f instanceof Found.Levels l
                ? l.levels().stream().flatMap(v -> v.appearances().stream()).toList()
                : List.of(((Found.NotALevel) f).appearance());
        CollectionDao collections = catalog.dao(CollectionDao.class);
        for (Appearance a : seen) {
            if (!numbers.containsKey(a.source())) {
                collections.idOfSource(a.source()).ifPresent(n -> numbers.put(a.source(), n));
            }
        }
        return new LevelPage(f, numbers);
    }

    private Optional<Found> byPosition(String source, int index) {
        Optional<Appearance> at = catalog.dao(OccurrenceDao.class).at(source, index);
        if (at.isEmpty()) {
            return Optional.empty();
        }
        Appearance a = at.get();
        if (a.levelId().isEmpty()) {
            return Optional.of(new Found.NotALevel(a));
        }
        StoredLevel level = catalog.dao(LevelDao.class).withId(a.levelId().get());
        return Optional.of(new Found.Levels(List.of(view(level))));
    }

    private LevelView view(StoredLevel level) {
        return new LevelView(level, catalog.dao(OccurrenceDao.class).ofLevel(level.id()),
                catalog.dao(SolutionDao.class).ofLevel(level.id()));
    }
}
