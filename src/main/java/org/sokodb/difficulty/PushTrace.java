package org.sokodb.difficulty;

import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * The pushes of a verified solution, in order: which box (numbered in the start position, as
 * the replay numbers them) went from which square to which.
 *
 * @param box the box of each push
 * @param from the square it left
 * @param to the square it reached
 * @param boxCount boxes on the board (numbers run from 0 to boxCount − 1)
 */
record PushTrace(SolutionMetrics metrics, int[] box, int[] from, int[] to, int boxCount) {

    /** The trace of {@code moves} on {@code board}; refuses moves that do not solve it. */
    static PushTrace of(Board board, CharSequence moves) {
        ReplayResult replayed = Replay.check(board, moves, TrailingSteps.TRIM);
        if (!(replayed instanceof ReplayResult.Valid valid)) {
            throw new IllegalArgumentException("not a solution of the level: " + replayed.detail());
        }
        Steps steps = valid.steps();
        int pushes = valid.metrics().pushes();
        int[] box = new int[pushes];
        int[] from = new int[pushes];
        int[] to = new int[pushes];
        int[] boxAt = new int[board.size()];
        Arrays.fill(boxAt, -1);
        int count = 0;
        for (int s = 0; s < board.size(); s++) {
            if (board.hasBox(s)) {
                boxAt[s] = count++;
            }
        }
        int man = board.man();
        int p = 0;
        for (int i = 0; i < steps.length(); i++) {
            Direction d = steps.direction(i);
            int next = board.neighbour(man, d);
            if (steps.writtenAsPush(i)) {
                int beyond = board.neighbour(next, d);
                box[p] = boxAt[next];
                from[p] = next;
                to[p] = beyond;
                boxAt[beyond] = boxAt[next];
                boxAt[next] = -1;
                p++;
            }
            man = next;
        }
        return new PushTrace(valid.metrics(), box, from, to, count);
    }

    int pushes() {
        return box.length;
    }

    /** Maximal runs of pushes of the same box, minus one (0 without pushes). */
    int boxChanges() {
        int changes = 0;
        for (int i = 1; i < box.length; i++) {
            if (box[i] != box[i - 1]) {
                changes++;
            }
        }
        return changes;
    }
}
