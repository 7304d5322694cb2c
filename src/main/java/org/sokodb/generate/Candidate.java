package org.sokodb.generate;

import java.util.List;

import org.sokodb.board.Board;

/** What the two stages made of one random start: a level to check further, or nothing usable. */
sealed interface Candidate permits Candidate.Made, Candidate.Degenerate {

    /**
     * A closed, playable level.
     *
     * @param rows its rows as written (rock far from any floor left blank)
     */
    record Made(Board board, List<String> rows) implements Candidate {
        public Made {
            rows = List.copyOf(rows);
        }
    }

    /** Not a level worth solving: already solved, a box the man can never reach, … */
    record Degenerate(String reason) implements Candidate {
    }
}
