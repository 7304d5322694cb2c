package org.sokodb.replay;

/**
 * The six numbers the Sokoban community compares solutions by (definitions in
 * docs/solutions.md). Computed by {@link Replay}, because only a replay knows which steps
 * push and which box they move.
 *
 * @param moves steps, pushes included
 * @param pushes steps that push a box
 * @param boxLines maximal runs of consecutive pushes in the same direction
 * @param boxChanges pushes that move a different box than the push before (the first counts)
 * @param pushingSessions maximal runs of consecutive pushes, any direction, any box
 * @param playerLines maximal runs of steps in the same direction, push or not
 */
public record SolutionMetrics(int moves, int pushes, int boxLines, int boxChanges, int pushingSessions,
        int playerLines) {

    public SolutionMetrics {
        if (moves < 0 || pushes < 0 || pushes > moves || boxLines < 0 || boxChanges < 0 || pushingSessions < 0
                || playerLines < 0) {
            throw new IllegalArgumentException("impossible metrics: " + moves + "/" + pushes);
        }
    }

    /** {@code 230/97}: moves/pushes as collection files write them. */
    public String movesSlashPushes() {
        return moves + "/" + pushes;
    }
}
