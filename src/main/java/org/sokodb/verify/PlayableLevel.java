package org.sokodb.verify;

import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/** A level whose board can be played, so its solutions can be replayed. */
record PlayableLevel(LevelRecord record, Board board) {

    /**
     * The record's board, or empty after reporting why it cannot be played: refused by the
     * reader, not a board, or a board without boxes or with more boxes than goals (no
     * solution can be valid there, so its rows would only hide the real problem).
     */
    static Optional<PlayableLevel> of(LevelRecord record, Verifier.Listener listener) {
        if (record.rejection().isPresent()) {
            listener.problem(record.location(), record.rejection().get());
            return Optional.empty();
        }
        Board board;
        try {
            board = Board.parse(record.rows());
        } catch (BoardException e) {
            int line = record.lineOfRow(e.row());
            listener.problem(new SourceLocation(record.source(), line, record.index()), e.getMessage());
            return Optional.empty();
        }
        Optional<String> unplayable = board.playabilityProblem();
        if (unplayable.isPresent()) {
            listener.problem(record.location(), "cannot be played: " + unplayable.get());
            return Optional.empty();
        }
        return Optional.of(new PlayableLevel(record, board));
    }
}
