package org.sokodb.solver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/** Reads the boards of a level file through the project's readers, for solver tests. */
public final class Levels {
    private Levels() {
    }

    public static List<Board> read(Path file) {
        List<Board> boards = new ArrayList<>();
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                try {
                    boards.add(Board.parse(record.rows()));
                } catch (Exception e) {
                    throw new IllegalStateException(record.source() + " level " + record.index() + ": " + e.getMessage(), e);
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                throw new IllegalStateException(where + ": " + reason);
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return boards;
    }
}
