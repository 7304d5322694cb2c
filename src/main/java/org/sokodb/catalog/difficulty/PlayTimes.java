package org.sokodb.catalog.difficulty;

/**
 * The plays recorded of one Unique-Id group: how many, and the median of their times.
 *
 * @param plays the plays kept
 * @param medianMillis the median time from the first move to the solved position (the mean of
 *     the two middle ones for an even count); NaN when there is none
 */
public record PlayTimes(long plays, double medianMillis) {
    /**
     * The fewest plays whose median a page or the JSON shows: one or two plays say more about
     * the person than about the level.
     */
    public static final int MIN_SHOWN = 3;

    /** True when there are enough plays to show their median ({@link #MIN_SHOWN}). */
    public boolean shown() {
        return plays >= MIN_SHOWN;
    }
}
