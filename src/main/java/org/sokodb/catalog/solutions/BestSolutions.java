package org.sokodb.catalog.solutions;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;

/**
 * The best stored solutions of levels, by moves and by pushes ({@link BestSolution}): what
 * {@code show} marks and what an export writes under each level. Carried solutions count
 * like any other: they are verified on the level they are stored for.
 */
public final class BestSolutions {
    /** Levels whose solutions are fetched with one query. */
    private static final int SLICE = 1000;

    private final Catalog catalog;

    public BestSolutions(Catalog catalog) {
        this.catalog = catalog;
    }

    /** The best solutions of the level with this row id; empty when it has none. */
    public Optional<BestSolution> ofLevel(long levelId) {
        return catalog.work("finding the best solutions",
                () -> BestSolution.of(catalog.dao(SolutionDao.class).ofLevel(levelId)));
    }

    /** The best solutions of the level with this Exact-Id; empty when it is unknown or has none. */
    public Optional<BestSolution> ofExactId(String exactId) {
        return catalog.work("finding the best solutions", () -> catalog.dao(LevelDao.class).withExactId(exactId)
                .flatMap(l -> BestSolution.of(catalog.dao(SolutionDao.class).ofLevel(l.id()))));
    }

    /**
     * The best solutions of many levels (by row id), a query per {@value #SLICE} levels;
     * levels without a solution are absent from the map.
     */
    public Map<Long, BestSolution> ofLevels(Collection<Long> levelIds) {
        return catalog.work("finding the best solutions", () -> {
            SolutionDao dao = catalog.dao(SolutionDao.class);
            List<Long> ids = List.copyOf(new LinkedHashSet<>(levelIds));
            Map<Long, BestSolution> best = new HashMap<>();
            for (int from = 0; from < ids.size(); from += SLICE) {
                Map<Long, List<StoredSolution>> byLevel = new LinkedHashMap<>();
                for (StoredSolution s : dao.ofLevels(ids.subList(from, Math.min(ids.size(), from + SLICE))
                        .toArray(new Long[0]))) {
                    byLevel.computeIfAbsent(s.levelId(), k -> new ArrayList<>()).add(s);
                }
                byLevel.forEach((level, solutions) -> BestSolution.of(solutions).ifPresent(b -> best.put(level, b)));
            }
            return best;
        });
    }
}
