package org.sokodb.difficulty;

import org.sokodb.board.Board;

/**
 * What a level's difficulty is estimated from (definitions in {@code docs/difficulty.md}): the
 * board's own quantities, and those of one solution when the level has one. Stored beside a
 * rating so that a new estimator rates again without solving or replaying.
 *
 * @param boxes boxes in the man's area
 * @param floor floor squares of the man's area
 * @param congestion the board-only value: boxes, goals and walls inside the rectangle between each
 *     box and its goal, relative to the rectangle's free squares, summed over the boxes
 * @param solved true when the solution quantities below were measured on a solution; false for a
 *     board alone, whose solution quantities are all 0
 * @param pushes pushes of the solution
 * @param moves moves of the solution
 * @param boxLines runs of pushes in one direction without a walk between them
 * @param boxChanges maximal runs of pushes of the same box, minus one
 * @param decomposition the fewest switches between two groups of the pushed boxes
 *     ({@link Decomposition#CHOSEN})
 * @param counterintuitive pushes that take a box farther from every goal (push distance on the
 *     empty board)
 * @param goalEntries pushes that take a box from a square that is no goal onto a goal
 */
public record DifficultyQuantities(int boxes, int floor, double congestion, boolean solved, int pushes, int moves,
        int boxLines, int boxChanges, double decomposition, int counterintuitive, int goalEntries) {

    public DifficultyQuantities {
        if (boxes < 0 || floor < 0 || congestion < 0 || pushes < 0 || moves < pushes || boxLines < 0 || boxChanges < 0
                || decomposition < 0 || counterintuitive < 0 || counterintuitive > pushes || goalEntries < 0
                || goalEntries > pushes) {
            throw new IllegalArgumentException("impossible difficulty quantities: " + boxes + " boxes, " + pushes
                    + " pushes, " + counterintuitive + " counterintuitive");
        }
        if (!solved && (pushes != 0 || moves != 0 || boxLines != 0 || boxChanges != 0 || decomposition != 0
                || goalEntries != 0)) {
            throw new IllegalArgumentException("solution quantities without a solution");
        }
    }

    /**
     * The quantities of {@code board} and the solution {@code moves} (LURD, any case, RLE; steps
     * after the level is solved are cut off).
     *
     * @throws IllegalArgumentException when the moves do not solve the board
     */
    public static DifficultyQuantities of(Board board, CharSequence moves) {
        return of(board, moves, Decomposition.CHOSEN);
    }

    /** As {@link #of(Board, CharSequence)} with the decomposition measured by {@code variant} (for comparing them). */
    public static DifficultyQuantities of(Board board, CharSequence moves, Decomposition variant) {
        return Measure.of(board, PushTrace.of(board, moves), variant);
    }

    /** The board's own quantities alone (boxes, floor, congestion): a level with no solution. */
    public static DifficultyQuantities ofBoard(Board board) {
        return Measure.ofBoard(board);
    }

    /** Pushes that take a box farther from every goal, as a share of all pushes (0 without pushes). */
    public double counterintuitiveShare() {
        return pushes == 0 ? 0 : (double) counterintuitive / pushes;
    }

    /** The value of one quantity. */
    public double value(Quantity q) {
        return switch (q) {
            case BOXES -> boxes;
            case FLOOR -> floor;
            case CONGESTION -> congestion;
            case PUSHES -> pushes;
            case MOVES -> moves;
            case BOX_LINES -> boxLines;
            case BOX_CHANGES -> boxChanges;
            case DECOMPOSITION -> decomposition;
            case COUNTERINTUITIVE -> counterintuitive;
            case COUNTERINTUITIVE_SHARE -> counterintuitiveShare();
            case GOAL_ENTRIES -> goalEntries;
        };
    }
}
