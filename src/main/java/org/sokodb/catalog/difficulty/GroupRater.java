package org.sokodb.catalog.difficulty;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;

/**
 * Rates one Unique-Id group from what the catalog holds of it, without a database: by the
 * solution that keeps boxes together best ({@link DifficultyEstimator#KEEPS_BOXES_TOGETHER})
 * among those of the first member that has any (a solution is carried to every member of its
 * group, and the quantities of a board and of its mirror image are the same); or, when only the
 * estimator is new and measures as the one before, from the quantities stored with the last
 * rating, without replaying.
 */
final class GroupRater {
    private final DifficultyEstimator estimator;

    GroupRater(DifficultyEstimator estimator) {
        this.estimator = estimator;
    }

    /**
     * The row to store for a group whose solutions are {@code candidates} (all of one group, by
     * member and storage order) and whose last stored rating is {@code stored}; empty when none
     * of them solves its board.
     */
    Optional<DifficultyDao.Row> rate(List<DifficultyDao.Candidate> candidates, Optional<DifficultyDao.Row> stored) {
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        long upTo = upTo(candidates);
        if (fromQuantities(candidates, stored)) {
            DifficultyDao.Row s = stored.orElseThrow();
            return Optional.of(row(s.uniqueId(), s.levelId(), s.solutionId(), upTo, estimator.rate(quantities(s))));
        }
        long levelId = candidates.get(0).levelId();
        List<DifficultyDao.Candidate> ofMember = candidates.stream().filter(c -> c.levelId() == levelId).toList();
        Board board;
        try {
            board = Board.parse(ofMember.get(0).board().lines().toList());
        } catch (BoardException e) {
            // the catalog made this board from a parsed one: it parses
            return Optional.empty();
        }
        DifficultyQuantities best = null;
        long bestId = 0;
        for (DifficultyDao.Candidate c : ofMember) {
            try {
                DifficultyQuantities q = DifficultyEstimator.measure(board, c.lurd());
                if (best == null || DifficultyEstimator.KEEPS_BOXES_TOGETHER.compare(q, best) < 0) {
                    best = q;
                    bestId = c.solutionId();
                }
            } catch (IllegalArgumentException notASolution) {
                // passed over: only solutions rate a level (the catalog stores none other)
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        return Optional.of(row(ofMember.get(0).uniqueId(), levelId, bestId, upTo, estimator.rate(best)));
    }

    /**
     * Whether a group is rated again from the quantities {@code stored} with its last rating,
     * without replaying: when no solution is newer than those that rating saw and its version
     * measured them as this estimator does ({@link DifficultyEstimator#measuresAlike}: v1's,
     * measured on solutions as written, are measured again).
     */
    boolean fromQuantities(List<DifficultyDao.Candidate> candidates, Optional<DifficultyDao.Row> stored) {
        return stored.isPresent() && stored.get().goalEntries() != null && stored.get().solutionsUpTo() >= upTo(candidates)
                && estimator.measuresAlike(stored.get().estimator());
    }

    private static long upTo(List<DifficultyDao.Candidate> candidates) {
        return candidates.stream().mapToLong(DifficultyDao.Candidate::solutionId).max().orElse(0);
    }

    /**
     * Whether {@code stored} is the rating {@code candidates} (the group's solutions) would give
     * now: of this estimator version, with goal entries, its band that of its difficulty as
     * written ({@link Band#of}), and no solution newer than those it saw.
     */
    static boolean upToDate(DifficultyDao.Row stored, List<DifficultyDao.Candidate> candidates, String version) {
        return stored.estimator().equals(version) && stored.goalEntries() != null
                && Band.parse(stored.band()).equals(Optional.of(Band.of(stored.difficulty()))) && candidates.stream()
                .allMatch(c -> c.solutionId() <= stored.solutionsUpTo());
    }

    /** The quantities a row was rated from; 0 goal entries for a row stored before them (never the current rating). */
    static DifficultyQuantities quantities(DifficultyDao.Row r) {
        return new DifficultyQuantities(r.boxes(), r.floorSquares(), r.congestion(), true, r.pushes(), r.moves(),
                r.boxLines(), r.boxChanges(), r.decomposition(), r.counterintuitive(),
                r.goalEntries() == null ? 0 : r.goalEntries());
    }

    private static DifficultyDao.Row row(String uniqueId, long levelId, long solutionId, long upTo, Rating r) {
        DifficultyQuantities q = r.quantities();
        return new DifficultyDao.Row(uniqueId, levelId, solutionId, upTo, r.estimatorVersion(), r.difficulty(),
                r.band().key(), r.score(), q.boxes(), q.floor(), q.congestion(), q.pushes(), q.moves(), q.boxLines(),
                q.boxChanges(), q.decomposition(), q.counterintuitive(), q.goalEntries());
    }

    /** The candidates of each group, in the order given. */
    static List<List<DifficultyDao.Candidate>> byGroup(List<DifficultyDao.Candidate> all) {
        List<List<DifficultyDao.Candidate>> groups = new ArrayList<>();
        List<DifficultyDao.Candidate> current = new ArrayList<>();
        for (DifficultyDao.Candidate c : all) {
            if (!current.isEmpty() && !current.get(0).uniqueId().equals(c.uniqueId())) {
                groups.add(current);
                current = new ArrayList<>();
            }
            current.add(c);
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        return groups;
    }
}
