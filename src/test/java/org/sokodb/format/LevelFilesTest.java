package org.sokodb.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;

public class LevelFilesTest {

    public record BytesSource(String name, byte[] bytes) implements Source {
        @Override
        public boolean namedByUser() {
            return true;
        }

        @Override
        public InputStream open() {
            return new ByteArrayInputStream(bytes);
        }
    }

    static String refusal(byte[] bytes) {
        return assertThrows(SourceException.class, () -> LevelFiles.open(new BytesSource("file", bytes))).reason();
    }

    @Test
    void pusherExeIsReadForItsMaps() throws Exception {
        byte[] image = Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
        List<LevelRecord> records = new ArrayList<>();
        try (LevelStream levels = LevelFiles.open(new BytesSource("pusher.exe", image))) {
            assertEquals("pusher.exe", levels.format());
            levels.forEachRemaining(records::add);
        }
        assertEquals(60, records.size());
        assertEquals("pusher 60", records.get(59).title());
    }

    @Test
    void anotherExecutableIsNotALevelFile() {
        // Text after MZ would make a board for the text reader; it must never get there.
        byte[] bytes = "MZ\n#####\n#@$.#\n#####\n".getBytes(StandardCharsets.US_ASCII);
        assertEquals("not a level file (an executable that is not pusher.exe)", refusal(bytes));
    }

    @Test
    void randomBinaryIsNotALevelFile() {
        byte[] bytes = new byte[10_632];
        new Random(4).nextBytes(bytes);
        bytes[0] = 0;
        assertEquals("not a level file (binary data)", refusal(bytes));
    }
}
