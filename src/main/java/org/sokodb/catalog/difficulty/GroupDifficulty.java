package org.sokodb.catalog.difficulty;

import java.util.List;

import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.Rating;

/**
 * The stored rating of one Unique-Id group.
 *
 * @param uniqueId the group
 * @param rating its difficulty, band, quantities and estimator version as stored; with the
 *     reasons that weigh most when the estimator is the current one (a rating by another
 *     version gives none: {@code difficulty --catalog} rates it again)
 * @param current true when it was rated by the current estimator, with every quantity it stores
 *     (a rating stored before the catalog had goal entries is not: it is rated again)
 */
public record GroupDifficulty(String uniqueId, Rating rating, boolean current) {

    static GroupDifficulty of(DifficultyDao.Row row) {
        DifficultyEstimator estimator = DifficultyEstimator.current();
        if (row.estimator().equals(estimator.version()) && row.goalEntries() != null) {
            return new GroupDifficulty(row.uniqueId(), estimator.rate(GroupRater.quantities(row)), true);
        }
        Band band = Band.parse(row.band()).orElse(Band.of(row.difficulty()));
        return new GroupDifficulty(row.uniqueId(), new Rating(row.difficulty(), band, GroupRater.quantities(row),
                row.estimator(), false, row.score(), List.of()), false);
    }
}
