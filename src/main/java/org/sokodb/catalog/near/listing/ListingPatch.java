package org.sokodb.catalog.near.listing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A listed run brought up to date in place (docs/similar.md, "The listing"): the boards taken
 * away since it was written go, the boards its levels got since come in. Only those boards are
 * read from the tables, never the run's other levels and boards: what a fill costs grows with
 * what the imports since changed, not with the runs they touched.
 */
final class ListingPatch {
    /** What one patch did. */
    record Done(long added, long taken) {
    }

    /** Levels to patch from which they are read as their range, if they fill a {@link #BY_RANGE_SPREAD}th of it. */
    private static final int BY_RANGE_FROM = 64;
    private static final int BY_RANGE_SPREAD = 4;

    private ListingPatch() {
    }

    /**
     * Patches {@code run} with the boards of {@code levels} (levels of the run, sorted) after
     * board {@code after} and without the boards of {@code listing_gone} of its levels, in the
     * caller's transaction; forgets those gone boards.
     */
    static Done patch(ListingDao dao, ListingDao.Run run, List<Long> levels, long after) {
        Set<Long> gone = new HashSet<>(dao.goneOf(run.firstLevelId(), run.lastLevelId()));
        TreeMap<Long, List<ListingRun.Board>> byLevel = new TreeMap<>();
        long[] taken = {0};
        ListingGroups.read(dao, run, level -> true, b -> {
            if (gone.contains(b.boardId())) {
                taken[0]++;
            } else {
                byLevel.computeIfAbsent(b.levelId(), k -> new ArrayList<>()).add(b);
            }
        });
        List<ListingDao.Added> added = added(dao, levels, after);
        Map<Long, ListingDao.LevelIds> ids = idsOfLevelsNotListed(dao, byLevel, added);
        long fresh = 0;
        for (ListingDao.Added a : added) {
            List<ListingRun.Board> boards = byLevel.computeIfAbsent(a.levelId(), k -> new ArrayList<>());
            // a run listed after the fill began may hold the board already
            if (boards.stream().anyMatch(b -> b.boardId() == a.boardId())) {
                continue;
            }
            String exactId = boards.isEmpty() ? ids.get(a.levelId()).exactId() : boards.get(0).exactId();
            String uniqueId = boards.isEmpty() ? ids.get(a.levelId()).uniqueId() : boards.get(0).uniqueId();
            boards.add(new ListingRun.Board(a.levelId(), a.boardId(), exactId, uniqueId, a.sourceId(), a.index(),
                    a.title()));
            fresh++;
        }
        List<ListingRun.Board> all = new ArrayList<>();
        for (List<ListingRun.Board> boards : byLevel.values()) {
            boards.sort(Comparator.comparingLong(ListingRun.Board::boardId));
            all.addAll(boards);
        }
        dao.forget(run.lastLevelId());
        dao.insert(run.lastLevelId(), run.firstLevelId(), all);
        dao.forgetGone(run.firstLevelId(), run.lastLevelId());
        return new Done(fresh, taken[0]);
    }

    /**
     * The boards of {@code levels} (sorted) after board {@code after}. A few levels, or levels
     * spread thin over their range, are asked for by id; many levels close together (a second
     * corpus gives every level of a run a board) as the range they span, the boards of the
     * levels between them left out here: a long id array costs the database a comparison with
     * each of its ids for every board it reads (H2's {@code = ANY}), 16 % of a second corpus's
     * import when a run's 4,000 levels were asked for by id.
     */
    private static List<ListingDao.Added> added(ListingDao dao, List<Long> levels, long after) {
        if (levels.isEmpty()) {
            return List.of();
        }
        long first = levels.get(0);
        long last = levels.get(levels.size() - 1);
        if (levels.size() < BY_RANGE_FROM || last - first + 1 > (long) levels.size() * BY_RANGE_SPREAD) {
            return dao.added(levels.toArray(Long[]::new), after);
        }
        Set<Long> wanted = new HashSet<>(levels);
        return dao.addedBetween(first, last, after).stream().filter(a -> wanted.contains(a.levelId())).toList();
    }

    /** The ids of the levels that get boards but have none in the run (all of theirs were taken away). */
    private static Map<Long, ListingDao.LevelIds> idsOfLevelsNotListed(ListingDao dao,
            Map<Long, List<ListingRun.Board>> byLevel, List<ListingDao.Added> added) {
        Long[] missing = added.stream().map(ListingDao.Added::levelId).filter(l -> !byLevel.containsKey(l)).distinct()
                .toArray(Long[]::new);
        Map<Long, ListingDao.LevelIds> ids = new HashMap<>();
        if (missing.length > 0) {
            dao.levelIds(missing).forEach(l -> ids.put(l.id(), l));
        }
        return ids;
    }
}
