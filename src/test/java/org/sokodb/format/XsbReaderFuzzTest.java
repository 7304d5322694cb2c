package org.sokodb.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.BoardLimits;
import org.sokodb.identity.LevelIdentity;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The XSB/SOK reader over arbitrary bytes, and every board it finds through {@code Board.parse}
 * and the level identity: the only failures allowed are the declared ones (a rejection on the
 * record, a {@link BoardException}); indices count up from 1 and no board passes the limits.
 *
 * <p>Without {@code JAZZER_FUZZ} this runs the seeds under {@code XsbReaderFuzzTestInputs/}
 * (README, "Fuzzing"); with {@code JAZZER_FUZZ=1} it fuzzes.
 */
class XsbReaderFuzzTest {
    private static final LevelIdentity IDENTITY = new LevelIdentity();

    @FuzzTest(maxDuration = "10s")
    void readsAnyBytes(byte[] bytes) {
        readAll(bytes);
    }

    /** The property every fuzz run and mutation loop checks; public for the other fuzz tests. */
    static void readAll(byte[] bytes) {
        try (LevelStream stream = XsbReader.read(new ByteArrayInputStream(bytes), "fuzz.sok")) {
            int expected = 1;
            while (stream.hasNext()) {
                LevelRecord record = stream.next();
                assertEquals(expected++, record.index());
                assertTrue(record.rows().size() <= BoardLimits.MAX_HEIGHT);
                if (record.rejection().isEmpty()) {
                    identify(record);
                }
            }
            stream.fileNotes();
            stream.format();
        }
    }

    private static void identify(LevelRecord record) {
        try {
            Board board = Board.parse(record.rows());
            IDENTITY.of(board);
            board.playabilityProblem();
        } catch (BoardException expected) {
            // a declared refusal: no man, two men, open level, an unknown character
        }
    }
}
