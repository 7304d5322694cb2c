package org.sokodb.generate;

import java.util.SplittableRandom;

import org.sokodb.board.Direction;

/** The best-scoring of some directions, ties (and a score that is always 0: random) broken at random. */
final class Choice {
    private final SplittableRandom random;
    private Direction best;
    private long bestScore = Long.MIN_VALUE;
    private int ties;

    Choice(SplittableRandom random) {
        this.random = random;
    }

    void offer(Direction d, long score) {
        if (score > bestScore) {
            best = d;
            bestScore = score;
            ties = 1;
        } else if (score == bestScore && random.nextInt(++ties) == 0) {
            best = d;
        }
    }

    boolean any() {
        return ties > 0;
    }

    Direction best() {
        return best;
    }
}
