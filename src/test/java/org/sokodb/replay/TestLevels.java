package org.sokodb.replay;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/** Levels read from the real data files, through the same reading loop the commands use. */
final class TestLevels {
    private TestLevels() {
    }

    static List<LevelRecord> records(String relative) {
        List<LevelRecord> records = new ArrayList<>();
        LevelSources.read(List.of(file(relative).toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                records.add(record);
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                throw new AssertionError(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return records;
    }

    /** XSokoban's screens from the repository's {@code collections/}, anything else from the shared data. */
    static java.nio.file.Path file(String relative) {
        return relative.startsWith("xsokoban/") ? TestData.shipped(relative) : TestData.path(relative);
    }

    /** The board with 1-based {@code index} in a data file. */
    static Board board(String relative, int index) {
        try {
            return Board.parse(records(relative).get(index - 1).rows());
        } catch (BoardException e) {
            throw new AssertionError(e);
        }
    }

    static final String MICROBAN = "sets/soukoban/Microban_155.xsb";
    /** The published test vectors of docs/solutions.md, Microban levels 3 and 4. */
    static final String MICROBAN_3 = "ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD";
    static final String MICROBAN_4 = "ullDullddrRuLurrrdLLrrddlUruL";
}
