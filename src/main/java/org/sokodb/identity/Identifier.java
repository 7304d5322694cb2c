package org.sokodb.identity;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.source.LevelRecord;

/** Turns level records into identified levels: parse the board, compute its ids. One instance per thread. */
public final class Identifier {
    private final LevelIdentity identity = new LevelIdentity();

    public IdentifiedLevel identify(LevelRecord record) {
        if (record.rejection().isPresent()) {
            return new IdentifiedLevel.Invalid(record, record.line(), record.rejection().get());
        }
        try {
            Board board = Board.parse(record.rows());
            return new IdentifiedLevel.Valid(record, board, identity.of(board));
        } catch (BoardException e) {
            int line = record.lineOfRow(e.row());
            return new IdentifiedLevel.Invalid(record, line, e.getMessage());
        }
    }
}
