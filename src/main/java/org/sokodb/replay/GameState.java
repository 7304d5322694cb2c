package org.sokodb.replay;

import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * The position during a replay: where the man and each box stand. Mutable and array
 * based because a replay may play a million steps; the immutable {@link Board} only
 * supplies walls and goals and the start.
 *
 * <p>Boxes keep an identity (their number in the start position) so "box changes" can be
 * counted. Only the man's area (what walls enclose around him) counts for "solved":
 * decorative boxes and goals outside it can never change.
 */
final class GameState {
    /** What one step did. */
    enum Outcome { WALKED, PUSHED, INTO_WALL, BOX_INTO_WALL, BOX_INTO_BOX }

    private final Board board;
    /** Box number standing on each square, or -1. */
    private final int[] boxAt;
    private final boolean solvable;
    private int man;
    private int boxesOffGoals;
    /** The box moved by the last push, after {@link Outcome#PUSHED}. */
    private int pushedBox = -1;
    /** Where that box was blocked, after {@link Outcome#BOX_INTO_WALL} or {@link Outcome#BOX_INTO_BOX}. */
    private int blockedBoxSquare = -1;

    GameState(Board board) {
        this.board = board;
        this.boxAt = new int[board.size()];
        Arrays.fill(boxAt, -1);
        this.man = board.man();
        int boxes = 0;
        int goals = 0;
        int number = 0;
        for (int square = 0; square < board.size(); square++) {
            if (board.hasBox(square)) {
                boxAt[square] = number++;
            }
            if (board.isInArea(square)) {
                if (board.hasBox(square)) {
                    boxes++;
                    if (!board.isGoal(square)) {
                        boxesOffGoals++;
                    }
                }
                if (board.isGoal(square)) {
                    goals++;
                }
            }
        }
        // With fewer boxes than goals every box may stand on a goal without the level being solved.
        this.solvable = boxes == goals;
    }

    /** Plays one step; on an illegal step nothing changes. */
    Outcome step(Direction d) {
        int next = board.neighbour(man, d);
        if (next < 0 || board.isWall(next)) {
            return Outcome.INTO_WALL;
        }
        int box = boxAt[next];
        if (box < 0) {
            man = next;
            return Outcome.WALKED;
        }
        int beyond = board.neighbour(next, d);
        if (beyond < 0 || board.isWall(beyond)) {
            blockedBoxSquare = next;
            return Outcome.BOX_INTO_WALL;
        }
        if (boxAt[beyond] >= 0) {
            blockedBoxSquare = next;
            return Outcome.BOX_INTO_BOX;
        }
        boxAt[next] = -1;
        boxAt[beyond] = box;
        if (board.isGoal(next) && !board.isGoal(beyond)) {
            boxesOffGoals++;
        } else if (!board.isGoal(next) && board.isGoal(beyond)) {
            boxesOffGoals--;
        }
        man = next;
        pushedBox = box;
        return Outcome.PUSHED;
    }

    boolean isSolved() {
        return solvable && boxesOffGoals == 0;
    }

    int boxesOffGoals() {
        return boxesOffGoals;
    }

    int man() {
        return man;
    }

    int pushedBox() {
        return pushedBox;
    }

    int blockedBoxSquare() {
        return blockedBoxSquare;
    }

    /** "row 4, column 9", 1-based, as a player counts on the board as drawn. */
    String describe(int square) {
        return "row " + (square / board.width() + 1) + ", column " + (square % board.width() + 1);
    }
}
