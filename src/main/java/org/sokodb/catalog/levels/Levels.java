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
import org.sokodb.catalog.credits.Credits;
import org.sokodb.catalog.credits.LevelCredits;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.credits.Aliases;
import org.sokodb.format.source.WholeNumber;
import org.sokodb.identity.DuplicateRelation;

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
        return catalog.read("looking up " + id, () -> named(id).map(this::found));
    }

    /** The board at {@code index} (1-based) of {@code source}, as {@code SOURCE#INDEX} names it; empty when there is none. */
    public Optional<Found> at(String source, int index) {
        return catalog.read("looking up " + source + "#" + index, () -> byPosition(source, index).map(this::found));
    }

    /**
     * A level's page, in one snapshot and a bounded number of statements whatever the size of
     * its group: what {@code id} names (as {@link #find}); for a level, the other Exact-Ids of
     * its Unique-Id come after it, each with its occurrences, its solutions and how it relates to
     * the first; the number of every source those occurrences are in; and what the copies say of
     * who made it, names taken as {@code aliases} says. Empty when nothing is called {@code id}.
     */
    public Optional<LevelPage> page(String id, Aliases aliases) {
        return catalog.read("reading the level " + id, () -> named(id).map(f -> page(f, aliases)));
    }

    /** The page of the board at {@code index} (1-based) of the source named {@code source}, or empty. */
    public Optional<LevelPage> page(String source, int index, Aliases aliases) {
        return catalog.read("reading board " + index + " of " + source,
                () -> byPosition(source, index).map(f -> page(f, aliases)));
    }

    /**
     * The level a near-duplicate question starts from, when {@code id} names one (the first, for a
     * Unique-Id): the first level {@link #find} shows, without reading the boards and solutions
     * it shows of each.
     */
    public Optional<StoredLevel> level(String id) {
        return catalog.read("looking up " + id, () -> named(id)).flatMap(t -> t.notALevel().isEmpty()
                && !t.levels().isEmpty() ? Optional.of(t.levels().get(0)) : Optional.empty());
    }

    /**
     * Why {@code id} named nothing, when it is {@code SOURCE#INDEX} of a source the catalog holds
     * (spelled as {@link #find} takes it): how many boards that source has, in words for a
     * message ({@code "S has 12 boards, #1 to #12"}); empty for any other id.
     */
    public Optional<String> whyNothingAt(String id) {
        String query = id.strip();
        int hash = query.lastIndexOf('#');
        if (hash <= 0) {
            return Optional.empty();
        }
        String typed = query.substring(0, hash);
        return catalog.read("looking up " + typed, () -> {
            CollectionDao sources = catalog.dao(CollectionDao.class);
            String stored = typed;
            Optional<Integer> boards = sources.boardsOf(stored);
            if (boards.isEmpty()) {
                stored = new Inventory(catalog).namesAlone().resolve(typed);
                boards = sources.boardsOf(stored);
            }
            String name = stored;
            return boards.map(n -> name + " has " + (n == 1 ? "1 board, #1"
                    : n == 0 ? "no boards" : n + " boards, #1 to #" + n));
        });
    }

    /** Whether the catalog holds a level of this Unique-Id: how {@code generate} tells a copy from a new level. */
    public boolean hasUniqueId(String uniqueId) {
        return catalog.work("looking up " + uniqueId,
                () -> !catalog.dao(LevelDao.class).withUniqueIds(new String[] {uniqueId}).isEmpty());
    }

    /**
     * What an id names, before anything more of it is read: levels, or a board that is none;
     * {@code group}, the Unique-Id whose levels are among them all already (an id that is the
     * Unique-Id of the levels it names), or empty.
     */
    private record Target(List<StoredLevel> levels, Optional<Appearance> notALevel, Optional<String> group) {
    }

    private Optional<Target> named(String id) {
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

    private Optional<Target> byId(String hex) {
        List<StoredLevel> found = named(catalog.dao(LevelDao.class), hex);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        // every level whose Unique-Id is hex was read: the first's group, when hex is its Unique-Id
        Optional<String> group = Optional.of(hex).filter(h -> h.equals(found.get(0).uniqueId()));
        return Optional.of(new Target(found, Optional.empty(), group));
    }

    /** What {@code show} prints of a target: each level with its boards and solutions. */
    private Found found(Target target) {
        return target.notALevel().<Found>map(Found.NotALevel::new)
                .orElseGet(() -> new Found.Levels(target.levels().stream().map(this::view).toList()));
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
     * other levels of its Unique-Id (read once, the ones found already not again), each with
     * its relation to the first; then every level's boards and solutions, the numbers of their
     * sources and the credits line, each one statement for the whole group.
     */
    private LevelPage page(Target target, Aliases aliases) {
        if (target.notALevel().isPresent()) {
            Appearance a = target.notALevel().get();
            return new LevelPage(new Found.NotALevel(a), numbers(List.of(a)), List.of(), Optional.empty());
        }
        List<StoredLevel> group = new ArrayList<>(target.levels());
        String uniqueId = group.get(0).uniqueId();
        if (!target.group().equals(Optional.of(uniqueId))) {
            for (StoredLevel same : catalog.dao(LevelDao.class).withUniqueId(uniqueId)) {
                if (group.stream().noneMatch(a -> a.id() == same.id())) {
                    group.add(same);
                }
            }
        }
        Long[] ids = group.stream().map(StoredLevel::id).toArray(Long[]::new);
        Map<Long, List<Appearance>> boards = new HashMap<>();
        List<Appearance> seen = catalog.dao(OccurrenceDao.class).ofLevels(ids);
        seen.forEach(a -> boards.computeIfAbsent(a.levelId().orElseThrow(), k -> new ArrayList<>()).add(a));
        Map<Long, List<StoredSolution>> solutions = new HashMap<>();
        catalog.dao(SolutionDao.class).ofLevels(ids)
                .forEach(x -> solutions.computeIfAbsent(x.levelId(), k -> new ArrayList<>()).add(x));
        List<LevelView> views = new ArrayList<>();
        List<String> relations = new ArrayList<>();
        StoredLevel first = group.get(0);
        for (StoredLevel level : group) {
            views.add(new LevelView(level, boards.getOrDefault(level.id(), List.of()),
                    solutions.getOrDefault(level.id(), List.of())));
            relations.add(DuplicateRelation.describe(first.board(), first.canonical(), level.board(), level.canonical()));
        }
        Optional<LevelCredits> credits = new Credits(catalog).level(first.uniqueId(), aliases);
        return new LevelPage(new Found.Levels(views), numbers(seen), relations, credits);
    }

    /** The number of every source these boards are in, in one statement. */
    private Map<String, Long> numbers(List<Appearance> seen) {
        String[] sources = seen.stream().map(Appearance::source).distinct().toArray(String[]::new);
        Map<String, Long> numbers = new HashMap<>();
        if (sources.length > 0) {
            catalog.dao(CollectionDao.class).withSources(sources).forEach(c -> numbers.put(c.source(), c.id()));
        }
        return numbers;
    }

    /**
     * The board at {@code index} of {@code source}, the source named as stored or spelled
     * otherwise as a path ({@code ./x}, {@code a/../x}: {@link Inventory#namesAlone}, what the
     * web's {@code /levels/SOURCE#INDEX} takes; {@code show} resolved the name before, disk and all).
     */
    private Optional<Target> byPosition(String source, int index) {
        Optional<Appearance> at = catalog.dao(OccurrenceDao.class).at(source, index);
        if (at.isEmpty()) {
            String stored = new Inventory(catalog).namesAlone().resolve(source);
            if (!stored.equals(source)) {
                at = catalog.dao(OccurrenceDao.class).at(stored, index);
            }
        }
        if (at.isEmpty()) {
            return Optional.empty();
        }
        Appearance a = at.get();
        if (a.levelId().isEmpty()) {
            return Optional.of(new Target(List.of(), Optional.of(a), Optional.empty()));
        }
        StoredLevel level = catalog.dao(LevelDao.class).withId(a.levelId().get());
        return Optional.of(new Target(List.of(level), Optional.empty(), Optional.empty()));
    }

    private LevelView view(StoredLevel level) {
        return new LevelView(level, catalog.dao(OccurrenceDao.class).ofLevel(level.id()),
                catalog.dao(SolutionDao.class).ofLevel(level.id()));
    }
}
