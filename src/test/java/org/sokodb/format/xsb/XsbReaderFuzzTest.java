package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.BoardLimits;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.identity.LevelIdentity;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The XSB/SOK reader over arbitrary bytes, and every board it finds through {@code Board.parse}
 * and the level identity. The only failures allowed are the declared ones: a rejection on the
 * record, a {@link BoardException}. Indices count up from 1, rows hold no line breaks, no board
 * passes the size limits, and no input of a few KiB takes seconds.
 *
 * <p>{@link #readsAnyBytes} is the Jazzer target (docs/fuzzing.md); {@link #seedsAndMutations}
 * is what every build runs.
 */
class XsbReaderFuzzTest {
    private static final LevelIdentity IDENTITY = new LevelIdentity();

    @FuzzTest(maxDuration = "10m")
    void readsAnyBytes(byte[] bytes) {
        check(bytes);
    }

    @Test
    void seedsAndMutations() throws IOException {
        List<byte[]> seeds = new ArrayList<>(Mutator.seeds(XsbReaderFuzzTest.class, "readsAnyBytes"));
        // the heads of real files widen the pool; they stay in the shared data folder
        for (String file : List.of("sets/soukoban/Microban_155.xsb", "sok/Original_and_Extra.sok",
                "sets/omerkel/Microban.txt", "sok/hexoban_parser_tests.sok", "sets/soukoban/Sven_1623.xsb")) {
            try (InputStream in = Files.newInputStream(TestData.path(file))) {
                seeds.add(in.readNBytes(3000));
            }
        }
        Mutator.run("XsbReader", seeds, 2000, 8, XsbReaderFuzzTest::check);
    }

    static void check(byte[] bytes) {
        try (LevelStream stream = XsbReader.read(new ByteArrayInputStream(bytes), "fuzz.sok")) {
            int expected = 1;
            while (stream.hasNext()) {
                LevelRecord record = stream.next();
                assertEquals(expected++, record.index());
                assertTrue(record.line() >= 1, "line " + record.line());
                assertTrue(record.rows().size() <= BoardLimits.MAX_HEIGHT);
                for (String row : record.rows()) {
                    assertFalse(row.indexOf('\n') >= 0 || row.indexOf('\r') >= 0, row);
                    assertTrue(row.length() <= BoardLimits.MAX_WIDTH);
                }
                if (record.rejection().isEmpty()) {
                    identify(record);
                } else {
                    assertFalse(record.rejection().get().isBlank());
                }
            }
            stream.fileNotes();
            assertTrue(List.of("xsb", "sok").contains(stream.format()));
        }
    }

    private static void identify(LevelRecord record) {
        try {
            Board board = Board.parse(record.rows());
            IDENTITY.of(board);
            board.playabilityProblem();
        } catch (BoardException expected) {
            // a declared refusal: no man, two men, open level, an unknown character
            assertFalse(expected.getMessage().isBlank());
        }
    }
}
