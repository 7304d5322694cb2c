package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;
import org.sokodb.RunsAlone;
import org.sokodb.board.BoardLimits;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;

/**
 * The SLC reader over mutations of the hand-written fixtures: the only failure allowed is a
 * {@link SourceException} with a one-line reason; indices count up from 1, rows hold no line
 * breaks and pass no size limit, and the JDK parser prints nothing on stderr (it does, on a
 * DOCTYPE internal subset cut short: such subsets are refused before it sees them).
 */
@RunsAlone
class SlcReaderFuzzTest {

    @Test
    void seedsAndMutations() throws IOException {
        // the inputs that failed once, then the fixtures
        List<byte[]> seeds = new ArrayList<>(Mutator.seeds(SlcReaderFuzzTest.class, "seedsAndMutations"));
        for (String name : List.of("tiny-rooms.slc", "broken.slc", "billion-laughs.slc", "external-entity.slc")) {
            seeds.add(Files.readAllBytes(SlcReaderTest.resource(name)));
        }
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
            Mutator.run("SlcReader", seeds, 1500, 21, bytes -> {
                check(bytes);
                String said = printed.toString(StandardCharsets.UTF_8);
                printed.reset();
                assertEquals("", said);
            });
        } finally {
            System.setErr(err);
        }
    }

    static void check(byte[] bytes) {
        LevelStream stream;
        try {
            stream = SlcReader.read(new ByteArrayInputStream(bytes), "fuzz.slc");
        } catch (SourceException e) {
            oneLine(e);
            return;
        }
        try (stream) {
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
                assertFalse(record.title().contains("\n"));
            }
            assertEquals("slc", stream.format());
        } catch (SourceException e) {
            oneLine(e);
        }
    }

    private static void oneLine(SourceException e) {
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertFalse(e.reason().isBlank());
    }
}
