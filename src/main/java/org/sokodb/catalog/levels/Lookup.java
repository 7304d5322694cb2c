package org.sokodb.catalog.levels;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.format.source.WholeNumber;

/**
 * {@code sokodb show ID}: finds levels by Exact-Id, by Unique-Id, or by {@code source#index}.
 */
public final class Lookup {
    private static final Pattern HEX16 = Pattern.compile("[0-9A-Fa-f]{16}");

    private final Catalog catalog;

    public Lookup(Catalog catalog) {
        this.catalog = catalog;
    }

    /** What {@code id} names, or empty when the catalog has nothing by that name. */
    public Optional<Found> find(String id) {
        return catalog.read("looking up " + id, () -> {
            String query = id.strip();
            if (HEX16.matcher(query).matches()) {
                return byId(query.toUpperCase(Locale.ROOT));
            }
            int hash = query.lastIndexOf('#');
            if (hash > 0 && hash < query.length() - 1) {
                Optional<Integer> index = parseIndex(query.substring(hash + 1));
                if (index.isPresent()) {
                    return byPosition(query.substring(0, hash), index.get());
                }
            }
            return Optional.empty();
        });
    }

    /** The board at {@code index} (1-based) of {@code source}, as {@code SOURCE#INDEX} names it; empty when there is none. */
    public Optional<Found> at(String source, int index) {
        return catalog.read("looking up " + source + "#" + index, () -> byPosition(source, index));
    }

    private Optional<Found> byId(String hex) {
        LevelDao levels = catalog.dao(LevelDao.class);
        Optional<StoredLevel> exact = levels.withExactId(hex);
        List<StoredLevel> found = new ArrayList<>();
        exact.ifPresent(found::add);
        for (StoredLevel l : levels.withUniqueId(hex)) {
            if (exact.isEmpty() || l.id() != exact.get().id()) {
                found.add(l);
            }
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Found.Levels(found.stream().map(this::view).toList()));
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

    private static Optional<Integer> parseIndex(String s) {
        java.util.OptionalInt index = WholeNumber.parseInt(s, Integer.MAX_VALUE);
        return index.isPresent() ? Optional.of(index.getAsInt()) : Optional.empty();
    }
}
