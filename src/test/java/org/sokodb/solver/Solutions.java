package org.sokodb.solver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Replay;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * The levels of a solution file with the first solution of each that replays: the known
 * solutions the trace along a solution ({@link PathTrace}) walks. A level's name is its title
 * when it has one (YASS's file titles each level with its number), else its index in the file.
 */
public final class Solutions {
    /** A level, its name, and a valid solution of it. */
    public record Solved(String name, Board board, Steps steps) {
    }

    private Solutions() {
    }

    public static List<Solved> read(Path file) {
        List<Solved> solved = new ArrayList<>();
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                Board board;
                try {
                    board = Board.parse(record.rows());
                } catch (Exception e) {
                    throw new IllegalStateException(record.source() + " level " + record.index() + ": " + e.getMessage(), e);
                }
                String name = record.title().isBlank() ? String.valueOf(record.index()) : record.title().strip();
                for (SolutionBlock block : record.solutions()) {
                    ReplayResult result = Replay.check(board, block.moves(), TrailingSteps.TRIM);
                    if (result instanceof ReplayResult.Valid valid) {
                        solved.add(new Solved(name, board, valid.steps()));
                        return;
                    }
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
        return solved;
    }
}
