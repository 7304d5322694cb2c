package org.sokodb.catalog.optimizing;

/**
 * One Unique-Id group of the catalog to optimize: the member that holds the group's best
 * solution in the run's metric, and that solution, the starting point.
 *
 * @param levelId the row id of that member (the level searched; the result is stored on it)
 * @param board its normalised board, rows each ending with {@code \n}: the starting solution
 *     and the result are moves on this exact layout
 * @param startId the row id of the starting solution
 * @param startLurd its moves
 * @param source the source of the member's first appearance, with its index and title: how the
 *     group is shown
 */
public record OptimizeTask(String uniqueId, long levelId, String exactId, String board, long startId,
        String startLurd, int startMoves, int startPushes, String source, int boardIndex, String title) {

    /** {@code source#index}, as problems and the progress line name the group. */
    public String where() {
        return source + "#" + boardIndex;
    }
}
