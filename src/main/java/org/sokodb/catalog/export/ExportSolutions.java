package org.sokodb.catalog.export;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.BestSolutions;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.replay.SolutionPick;

/**
 * Where {@code export} gets the solutions of the boards it writes, through the catalog's
 * solution API: import stores every valid solution against its level and carries it to the
 * level's duplicates, so a board's own level normally has them already, in its orientation.
 *
 * <ul>
 *   <li>{@code best}: {@link BestSolutions} of the board's level (best by moves, by pushes);</li>
 *   <li>{@code all}: every solution of the board's level;</li>
 *   <li>a level without any while another level of its Unique-Id has some (a carry that
 *       import could not make, a catalog filled otherwise): the solutions read for that
 *       Unique-Id, each with the board it solves, for {@link SolutionPick} to carry.</li>
 * </ul>
 *
 * Every candidate is still carried to the board as written and verified there by the caller.
 */
final class ExportSolutions {
    private final Catalog catalog;

    ExportSolutions(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * The candidates of each of these boards, by level row id; boards whose Unique-Id has no
     * solution are best left out of {@code boards} (they are absent from the result anyway).
     */
    Map<Long, List<SolutionPick.Candidate>> of(Collection<ExportDao.Board> boards, ExportRequest.Solutions which) {
        Map<Long, List<SolutionPick.Candidate>> out = new HashMap<>();
        if (boards.isEmpty() || which == ExportRequest.Solutions.NONE) {
            return out;
        }
        Map<Long, ExportDao.Board> byLevel = new LinkedHashMap<>();
        for (ExportDao.Board b : boards) {
            byLevel.putIfAbsent(b.levelId(), b);
        }
        Map<Long, List<StoredSolution>> own = ownSolutions(byLevel.keySet(), which);
        Set<String> withoutOwn = new LinkedHashSet<>();
        for (ExportDao.Board b : byLevel.values()) {
            List<StoredSolution> solutions = own.getOrDefault(b.levelId(), List.of());
            if (solutions.isEmpty()) {
                withoutOwn.add(b.uniqueId());
                continue;
            }
            Board solved = parse(b.normalized());
            out.put(b.levelId(), solutions.stream().map(s -> new SolutionPick.Candidate(solved, s.lurd(), s.notes()))
                    .toList());
        }
        if (!withoutOwn.isEmpty()) {
            Map<String, List<SolutionPick.Candidate>> fromDuplicates = ofUniqueIds(withoutOwn);
            for (ExportDao.Board b : byLevel.values()) {
                if (!out.containsKey(b.levelId()) && fromDuplicates.containsKey(b.uniqueId())) {
                    out.put(b.levelId(), fromDuplicates.get(b.uniqueId()));
                }
            }
        }
        return out;
    }

    private Map<Long, List<StoredSolution>> ownSolutions(Collection<Long> levelIds, ExportRequest.Solutions which) {
        Map<Long, List<StoredSolution>> own = new HashMap<>();
        if (which == ExportRequest.Solutions.BEST) {
            new BestSolutions(catalog).ofLevels(levelIds).forEach((level, best) -> own.put(level, best.distinct()));
        } else {
            for (StoredSolution s : catalog.dao(SolutionDao.class).ofLevels(levelIds.toArray(new Long[0]))) {
                own.computeIfAbsent(s.levelId(), k -> new ArrayList<>()).add(s);
            }
        }
        return own;
    }

    /** The solutions read from inputs for these Unique-Ids, each with the board of the level it solves. */
    private Map<String, List<SolutionPick.Candidate>> ofUniqueIds(Set<String> uniqueIds) {
        Map<String, List<SolutionPick.Candidate>> out = new HashMap<>();
        LevelDao levels = catalog.dao(LevelDao.class);
        Map<Long, StoredLevel> levelOf = new HashMap<>();
        Map<Long, Board> boardOf = new HashMap<>();
        for (StoredSolution s : catalog.dao(SolutionDao.class).originalsOfUniqueIds(uniqueIds.toArray(new String[0]))) {
            StoredLevel level = levelOf.computeIfAbsent(s.levelId(), levels::withId);
            Board solved = boardOf.computeIfAbsent(s.levelId(), k -> parse(level.board()));
            out.computeIfAbsent(level.uniqueId(), k -> new ArrayList<>())
                    .add(new SolutionPick.Candidate(solved, s.lurd(), s.notes()));
        }
        return out;
    }

    private static Board parse(String normalized) {
        try {
            return Board.parse(normalized.lines().toList());
        } catch (BoardException e) {
            throw new IllegalStateException("a stored normalised board does not parse: " + e.getMessage(), e);
        }
    }
}
