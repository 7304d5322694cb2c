package org.sokodb.identity;

import org.sokodb.board.Board;
import org.sokodb.format.LevelRecord;

/** A board read from a source, after parsing and identity: either valid with its ids, or invalid with a reason. */
public sealed interface IdentifiedLevel permits IdentifiedLevel.Valid, IdentifiedLevel.Invalid {

    LevelRecord record();

    /** A board that parsed: closed, one man. It may still be unplayable ({@link Board#playabilityProblem()}). */
    record Valid(LevelRecord record, Board board, LevelIds ids) implements IdentifiedLevel {
    }

    /**
     * A board that is not a level.
     *
     * @param line the 1-based source line the reason points at (the board's first line
     *     when the problem concerns the whole board)
     */
    record Invalid(LevelRecord record, int line, String reason) implements IdentifiedLevel {
    }
}
