package org.sokodb.catalog.difficulty;

/**
 * A level solved by a person on the play page, as the page hands it in (docs/difficulty.md,
 * "People's own measure"): the moves played, which the catalog replays before it keeps the play,
 * and what the page counted on the way. Nothing about the person.
 *
 * @param solution the moves from the start to the solved position, as LURD text
 * @param timeMillis from the first move to the solved position, as the browser measured it
 * @param undos steps taken back on the way
 * @param restarts times the level was started over on the way
 */
public record Play(String solution, long timeMillis, int undos, int restarts) {
    /** The longest play kept: a day (a level left open overnight is no measure of its difficulty). */
    public static final long MAX_TIME_MILLIS = 24L * 60 * 60 * 1000;
    /** The most undos a play may count: far beyond any real play, and small enough for a column. */
    public static final int MAX_UNDOS = 1_000_000;
    /** The most restarts a play may count. */
    public static final int MAX_RESTARTS = 100_000;
}
