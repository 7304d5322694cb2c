package org.sokodb.catalog.difficulty;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntConsumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.DifficultyEstimator;

/**
 * Difficulty in the catalog, the face {@code catalog.front.OpenCatalog} hands out: rating the
 * groups that want it ({@code difficulty --catalog}) or those a run just stored a solution of
 * ({@code solve --catalog}, {@code optimize --catalog}), and the stored ratings.
 *
 * <p>Groups are rated a batch at a time, each batch in one transaction with the rows it stores.
 * On PostgreSQL the batch's first level rows are locked in that transaction and rows other
 * processes hold are skipped ({@link DifficultyDao#lockWanted}): processes rating one catalog
 * at once take different groups, as {@code solve --catalog}'s workers do, without claim rows (a
 * batch is rated in milliseconds, inside the transaction that stores it; a killed process's
 * batch is rolled back and rated by the next run).
 */
public final class Difficulties {
    /** Groups rated in one transaction. */
    static final int BATCH = 200;

    private final Catalog catalog;
    private final GroupRater rater;
    private final String version;

    public Difficulties(Catalog catalog) {
        this(catalog, DifficultyEstimator.current());
    }

    Difficulties(Catalog catalog, DifficultyEstimator estimator) {
        this.catalog = catalog;
        this.rater = new GroupRater(estimator);
        this.version = estimator.version();
    }

    private DifficultyDao dao() {
        return catalog.dao(DifficultyDao.class);
    }

    /**
     * {@code difficulty --catalog}: rates every group of {@code sources} (every source when
     * empty) with a solution that has no rating, a rating by another estimator version, or a
     * solution newer than its rating; {@code progress} hears the count rated so far after each batch.
     */
    public RatingSummary rate(List<String> sources, IntConsumer progress) {
        Long[] collections = collections(sources);
        boolean all = new SourceSelection(sources).selectsAll();
        boolean shared = catalog.dialect().sharedByProcesses();
        int[] counts = new int[3];
        long after = 0;
        while (true) {
            long from = after;
            long last = catalog.work("rating difficulty", () -> catalog.handle().inTransaction(h -> {
                List<DifficultyDao.Wanted> batch = shared
                        ? dao().lockWanted(version, all, collections, from, BATCH)
                        : dao().wanted(version, all, collections, from, BATCH);
                if (batch.isEmpty()) {
                    return -1L;
                }
                store(batch.stream().map(DifficultyDao.Wanted::uniqueId).toList(), counts);
                return batch.get(batch.size() - 1).levelId();
            }));
            if (last < 0) {
                break;
            }
            after = last;
            progress.accept(counts[0] + counts[1]);
        }
        catalog.makeDurable();
        return new RatingSummary(counts[0], counts[1], counts[2]);
    }

    /** Rates the groups a run just stored a solution of (they want rating: their newest solution is new). */
    public RatingSummary rateGroups(Collection<String> uniqueIds) {
        int[] counts = new int[3];
        List<String> ids = new ArrayList<>(uniqueIds);
        for (int i = 0; i < ids.size(); i += BATCH) {
            List<String> batch = ids.subList(i, Math.min(ids.size(), i + BATCH));
            catalog.work("rating difficulty", () -> catalog.handle().inTransaction(h -> {
                store(batch, counts);
                return null;
            }));
        }
        if (!ids.isEmpty()) {
            catalog.makeDurable();
        }
        return new RatingSummary(counts[0], counts[1], counts[2]);
    }

    /**
     * Rates one group a run just stored a better solution of ({@code solve --catalog},
     * {@code optimize --catalog}); a failure of the catalog does not end that run: it is
     * returned in words, and the next {@code difficulty --catalog} rates the group.
     */
    public Optional<String> rateStored(String uniqueId) {
        try {
            RatingSummary done = rateGroups(List.of(uniqueId));
            return done.failed() == 0 ? Optional.empty()
                    : Optional.of("no stored solution solves the level; its difficulty is not rated");
        } catch (CatalogException e) {
            return Optional.of("its difficulty was not rated (" + e.getMessage() + "); sokodb difficulty --catalog "
                    + "rates it");
        }
    }

    /**
     * In the batch's transaction: each group rated and its row replaced, but for one another process
     * rated since the batch was chosen; counts[replayed, fromQuantities, failed].
     */
    private void store(List<String> uniqueIds, int[] counts) {
        String[] ids = uniqueIds.toArray(String[]::new);
        Map<String, DifficultyDao.Row> stored = new HashMap<>();
        dao().stored(ids).forEach(r -> stored.put(r.uniqueId(), r));
        for (List<DifficultyDao.Candidate> group : GroupRater.byGroup(dao().solutionsOf(ids))) {
            String uniqueId = group.get(0).uniqueId();
            Optional<DifficultyDao.Row> before = Optional.ofNullable(stored.get(uniqueId));
            if (before.isPresent() && GroupRater.upToDate(before.get(), group, version)) {
                // another process rated it after this batch was chosen, before its rows were locked
                continue;
            }
            boolean replayed = !rater.fromQuantities(group, before);
            Optional<DifficultyDao.Row> row = rater.rate(group, before);
            if (row.isEmpty()) {
                counts[2]++;
                continue;
            }
            counts[replayed ? 0 : 1]++;
            dao().forget(uniqueId);
            dao().store(row.get());
        }
    }

    /** The stored ratings of the groups of {@code sources} (every source when empty) still in the catalog, in import order. */
    public List<GroupDifficulty> rated(List<String> sources) {
        Long[] collections = collections(sources);
        boolean all = new SourceSelection(sources).selectsAll();
        return catalog.work("reading difficulty", () -> dao().rated(all, collections)).stream()
                .map(GroupDifficulty::of).toList();
    }

    /** The stored rating of one group; empty when it is unrated (no solution, or not rated yet). */
    public Optional<GroupDifficulty> of(String uniqueId) {
        return catalog.work("reading difficulty", () -> dao().stored(new String[] {uniqueId})).stream()
                .findFirst().map(GroupDifficulty::of);
    }

    /** The rated boards of one imported source, in board order; empty when it has none or is unknown. */
    public List<LevelInSource> ofSource(String source) {
        return catalog.read("reading the difficulty of " + source, () -> {
            Optional<Long> id = catalog.dao(CollectionDao.class).idOfSource(source);
            if (id.isEmpty()) {
                return List.<LevelInSource>of();
            }
            return dao().ofSource(id.get()).stream().map(r -> new LevelInSource(r.boardIndex(), r.title(),
                    r.uniqueId(), r.difficulty(), Band.parse(r.band()).orElse(Band.of(r.difficulty())))).toList();
        });
    }

    private Long[] collections(List<String> sources) {
        SourceSelection selection = new SourceSelection(sources);
        return catalog.work("looking up sources", () -> catalog.dao(CollectionDao.class).sources().stream()
                .filter(s -> selection.covers(s.source())).map(CollectionDao.Source::id).toArray(Long[]::new));
    }
}
