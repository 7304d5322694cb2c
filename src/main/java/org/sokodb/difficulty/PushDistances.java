package org.sokodb.difficulty;

import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * For every square, the fewest pushes that take a box standing there to the nearest goal on the
 * empty board (walls only, the man free to walk anywhere but into walls):
 * {@link Integer#MAX_VALUE} where no goal can be reached. A push that raises this number takes the
 * box farther from every goal: a counterintuitive push.
 */
final class PushDistances {
    private PushDistances() {
    }

    static int[] of(Board board) {
        int[] distance = new int[board.size()];
        Arrays.fill(distance, Integer.MAX_VALUE);
        int[] queue = new int[board.size()];
        int head = 0;
        int tail = 0;
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && board.isGoal(s)) {
                distance[s] = 0;
                queue[tail++] = s;
            }
        }
        while (head < tail) {
            int at = queue[head++];
            for (Direction d : Direction.values()) {
                // a box pushed in d from 'before' reaches 'at' with the man behind it, on 'man'
                int before = board.neighbour(at, d.opposite());
                int man = before < 0 ? -1 : board.neighbour(before, d.opposite());
                if (man >= 0 && board.isInArea(before) && board.isInArea(man)
                        && distance[before] == Integer.MAX_VALUE) {
                    distance[before] = distance[at] + 1;
                    queue[tail++] = before;
                }
            }
        }
        return distance;
    }
}
