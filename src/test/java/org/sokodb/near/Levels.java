package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/** Boards for the similarity tests: hand-drawn ones and real published sets. */
final class Levels {
    private Levels() {
    }

    static Board board(String... rows) {
        try {
            return Board.parse(Arrays.asList(rows));
        } catch (BoardException e) {
            throw new AssertionError(e);
        }
    }

    /** Every valid board of the given paths, in reading order. */
    static List<Board> read(String... paths) {
        List<Board> out = new ArrayList<>();
        LevelSources.read(List.of(paths), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord r) {
                if (r.rejection().isEmpty()) {
                    try {
                        out.add(Board.parse(r.rows()));
                    } catch (BoardException e) {
                        // not a level
                    }
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return out;
    }
}
