package org.sokodb.generate;

import java.util.Objects;
import java.util.Optional;

import org.sokodb.board.BoardLimits;

/**
 * What one candidate level is made from.
 *
 * @param width columns of the level, its outer wall included
 * @param height rows of the level, its outer wall included
 * @param boxes boxes (and goals) on it
 * @param forward iterations of the forward stage (pushes that carve the room)
 * @param backward iterations of the backward stage (pulls)
 * @param strategies how boxes, directions and routes are chosen
 * @param goals where the goals are (see {@link GoalPlacement})
 */
public record RoomParameters(int width, int height, int boxes, int forward, int backward, Strategies strategies,
        GoalPlacement goals) {

    /** The seed does not give its iteration counts; these gave the most box lines per minute here. */
    public static final int DEFAULT_FORWARD = 30;
    public static final int DEFAULT_BACKWARD = 30;

    public RoomParameters {
        Objects.requireNonNull(strategies);
        Objects.requireNonNull(goals);
        problem(width, height, boxes, forward, backward).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
    }

    /**
     * Why these numbers cannot make a level, if they cannot: a room needs a square inside its
     * walls for every box, one for the man and one to push into.
     */
    public static Optional<String> problem(int width, int height, int boxes, int forward, int backward) {
        if (width < 3 || height < 3) {
            return Optional.of("a level of " + width + "x" + height + " has no square inside its walls (3x3 at least)");
        }
        if (width > BoardLimits.MAX_WIDTH || height > BoardLimits.MAX_HEIGHT) {
            return Optional.of("a level of " + width + "x" + height + " is larger than the limit of "
                    + BoardLimits.MAX_WIDTH + "x" + BoardLimits.MAX_HEIGHT);
        }
        if (boxes < 1) {
            return Optional.of("a level needs at least one box, not " + boxes);
        }
        long inside = (long) (width - 2) * (height - 2);
        if (boxes + 2 > inside) {
            return Optional.of("a " + width + "x" + height + " level has " + inside + (inside == 1 ? " square" : " squares")
                    + " inside its walls: room for "
                    + (inside < 3 ? "no box" : inside == 3 ? "at most 1 box" : "at most " + (inside - 2) + " boxes") + " (each box, the man and one "
                    + "square to push into need one), not " + boxes);
        }
        if (forward < 1 || backward < 0) {
            return Optional.of("the forward stage needs at least 1 iteration and the backward stage 0 or more, not "
                    + forward + " and " + backward);
        }
        return Optional.empty();
    }

    /** {@code 8x8, 3 boxes, forward 30, backward 30, box in-order, …, goals carved} */
    public String describe() {
        return width + "x" + height + ", " + boxes + (boxes == 1 ? " box" : " boxes") + ", forward " + forward
                + ", backward " + backward + ", " + strategies.describe() + ", goals " + goals.label();
    }
}
