package org.sokodb.difficulty;

import java.util.List;
import java.util.stream.Collectors;

/**
 * How hard a level is estimated to be, and why.
 *
 * @param difficulty 0–100: the percentile of the estimate among the reference levels of the fit
 *     (50: as hard as the median one); {@link Double#NaN} when {@link Band#UNRATED}
 * @param band the band of {@code difficulty}; {@link Band#UNRATED} when the level has no solution
 * @param quantities what it was estimated from (only the board's own when unrated)
 * @param estimatorVersion the weights' version ({@code v1}): a stored rating of another version is
 *     rated again from its quantities
 * @param approximate true for a board alone (no solution): then unrated, and only the board's
 *     quantities (congestion, boxes, floor) are known
 * @param score the estimate {@code D = Σ wᵢ·log(1+xᵢ)} itself; {@link Double#NaN} when unrated
 * @param why the two or three quantities that weigh most, most first; empty when unrated
 */
public record Rating(double difficulty, Band band, DifficultyQuantities quantities, String estimatorVersion,
        boolean approximate, double score, List<Reason> why) {
    /** The why of an unrated level: no difficulty, and only the board's quantities, approximate. */
    public static final String UNRATED_WHY = "no solution: boxes, floor and congestion of the board alone, approximate";

    public Rating {
        why = List.copyOf(why);
        if ((band == Band.UNRATED) != Double.isNaN(difficulty)) {
            throw new IllegalArgumentException("band " + band + " with difficulty " + difficulty);
        }
    }

    /** True when the level has a difficulty (it has a solution). */
    public boolean rated() {
        return band != Band.UNRATED;
    }

    /**
     * {@code many box changes (23), many pushes (310)}; when unrated, that there is no solution
     * and that the quantities given are the board's alone, approximate.
     */
    public String whyInWords() {
        if (!rated()) {
            return UNRATED_WHY;
        }
        return why.stream().map(Reason::words).collect(Collectors.joining(", "));
    }
}
