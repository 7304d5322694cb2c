package org.sokodb.catalog.solutions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.identity.DuplicateRelation;
import org.sokodb.replay.FirstPush;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionCarry;
import org.sokodb.replay.SolutionLimits;
import org.sokodb.replay.Steps;

/**
 * Carries solutions to duplicate levels: a solution of one level is also a solution of every
 * other level with the same Unique-Id once its directions are mapped through the symmetry
 * between the two and, when the man starts elsewhere in his area, a walk is put in front
 * ({@link SolutionCarry}, which only returns what replays as valid on the new level).
 *
 * <p>Only solutions read from an input are carried, never carried ones again: every member
 * of a group gets each of them straight from the level it solves, with a provenance that
 * says so: {@code carried from file.sok#12 (rotated 90°)}. Pairs carried before are not
 * tried again, so calling this for a group that grew costs in proportion to what is new. A
 * carried solution that a level has already, but for a longer walk before the same pushes
 * ({@link FirstPush}), is not stored: a solution carried back where it came from after an
 * export and an import is no new one.
 */
public final class SolutionSharing {
    private final LevelDao levels;
    private final SolutionDao solutions;

    public SolutionSharing(Catalog catalog) {
        this.levels = catalog.dao(LevelDao.class);
        this.solutions = catalog.dao(SolutionDao.class);
    }

    /**
     * Carries every solution of the levels with these Unique-Ids to the other levels of the
     * same Unique-Id that lack it; returns how many carried solutions were stored. Costs a
     * query when {@code uniqueIds} is not empty, a second one only for groups of two levels
     * or more, and nothing more unless those have solutions.
     */
    public int carryWithin(Set<String> uniqueIds) {
        if (uniqueIds.isEmpty()) {
            return 0;
        }
        Map<String, List<StoredLevel>> groups = new LinkedHashMap<>();
        for (StoredLevel l : levels.storedWithUniqueIds(uniqueIds.toArray(new String[0]))) {
            groups.computeIfAbsent(l.uniqueId(), k -> new ArrayList<>()).add(l);
        }
        groups.values().removeIf(members -> members.size() < 2);
        if (groups.isEmpty()) {
            return 0;
        }
        List<StoredSolution> originals = solutions.originalsOfUniqueIds(groups.keySet().toArray(new String[0]));
        if (originals.isEmpty()) {
            return 0;
        }
        Map<Long, StoredLevel> levelById = new HashMap<>();
        groups.values().forEach(members -> members.forEach(l -> levelById.put(l.id(), l)));
        Set<SolutionDao.Carried> done = new HashSet<>(
                solutions.carriedFrom(originals.stream().map(StoredSolution::id).toArray(Long[]::new)));

        Map<Long, Optional<Board>> boards = new HashMap<>();
        List<SolutionDao.New> rows = new ArrayList<>();
        for (StoredSolution s : originals) {
            StoredLevel from = levelById.get(s.levelId());
            Optional<Board> solved = boards.computeIfAbsent(from.id(), id -> parse(from));
            if (solved.isEmpty()) {
                continue;
            }
            Steps steps = new Steps(s.lurd());
            for (StoredLevel to : groups.get(from.uniqueId())) {
                if (to.id() == from.id() || to.unplayable().isPresent()
                        || done.contains(new SolutionDao.Carried(s.id(), to.id()))) {
                    continue;
                }
                Optional<Board> target = boards.computeIfAbsent(to.id(), id -> parse(to));
                // the walk put in front is at most one step per square: keep within the step limit
                if (target.isEmpty() || steps.length() + (long) target.get().size() > SolutionLimits.MAX_STEPS) {
                    continue;
                }
                Optional<ReplayResult.Valid> carried = SolutionCarry.carry(solved.get(), steps, target.get());
                if (carried.isPresent()) {
                    String relation = DuplicateRelation.describe(from.board(), from.canonical(), to.board(),
                            to.canonical());
                    rows.add(SolutionStore.row(to.id(), carried.get().steps(), carried.get().metrics(),
                            "carried from " + s.source() + " (" + relation + ")", s.blockTitle(),
                            BlockSolutions.withNote(s.notes(), carried.get().trimmingNote()),
                            Optional.of(s.id())));
                }
            }
        }
        rows = withoutLongerWalks(rows);
        if (rows.isEmpty()) {
            return 0;
        }
        int stored = 0;
        for (int n : solutions.insertIfNew(rows)) {
            stored += n > 0 ? 1 : 0;
        }
        return stored;
    }

    /**
     * The carried solutions that are new to their level: not one the level has (or one carried
     * before it in {@code rows}) with a walk before the same pushes that is as short or shorter
     * ({@link FirstPush}). Without this, a solution carried back to the level it was carried
     * from, once an export and an import had made it an input, was stored again with the walk
     * there and back in front, at every such round trip. One query, for the levels of {@code rows}.
     */
    private List<SolutionDao.New> withoutLongerWalks(List<SolutionDao.New> rows) {
        if (rows.isEmpty()) {
            return rows;
        }
        Map<Long, Map<FirstPush, Integer>> shortest = new HashMap<>();
        for (StoredSolution had : solutions.ofLevels(rows.stream().map(SolutionDao.New::levelId).distinct()
                .toArray(Long[]::new))) {
            shortest.computeIfAbsent(had.levelId(), k -> new HashMap<>())
                    .merge(FirstPush.of(had.lurd()), FirstPush.walkSteps(had.lurd()), Math::min);
        }
        List<SolutionDao.New> kept = new ArrayList<>();
        for (SolutionDao.New row : rows) {
            Map<FirstPush, Integer> level = shortest.computeIfAbsent(row.levelId(), k -> new HashMap<>());
            int walk = FirstPush.walkSteps(row.lurd());
            Integer had = level.get(FirstPush.of(row.lurd()));
            if (had == null || walk < had) {
                kept.add(row);
                level.put(FirstPush.of(row.lurd()), walk);
            }
        }
        return kept;
    }

    /** The level's normalised board; it always parses, as it was made from a parsed board. */
    private static Optional<Board> parse(StoredLevel level) {
        try {
            return Optional.of(Board.parse(level.board().lines().toList()));
        } catch (BoardException e) {
            return Optional.empty();
        }
    }
}
