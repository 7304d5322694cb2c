package org.sokodb.format.pusher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelFiles;
import org.sokodb.format.LevelFilesTest;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The pusher.exe reader on the real image with fuzzed damage, through the same sniffing the
 * commands use ({@link LevelFiles#open}). The fuzz input is a list of patches: each 3 bytes set
 * one byte of the image (a 16-bit offset, wrapped to the image, and the value); a last single
 * byte, if any, truncates the image to that many 42-byte steps. Either the source is refused as
 * a whole ({@link SourceException}), or it gives 60 maps, each a board or a rejection.
 */
@SharedData
@Slow
class PusherExeFuzzTest {
    private static final byte[] IMAGE = image();

    private static byte[] image() {
        try {
            return Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest(maxDuration = "10m")
    void readsMutatedImages(byte[] patches) {
        check(patches);
    }

    @Test
    void seedsAndMutations() {
        Mutator.run("PusherExe", Mutator.seeds(PusherExeFuzzTest.class, "readsMutatedImages"), 400, 17,
                PusherExeFuzzTest::check);
    }

    /** The image with {@code patches} applied (see the class comment). */
    static byte[] patched(byte[] patches) {
        byte[] bytes = IMAGE.clone();
        int whole = patches.length / 3 * 3;
        for (int i = 0; i < whole; i += 3) {
            int offset = ((patches[i] & 0xff) << 8 | (patches[i + 1] & 0xff)) % bytes.length;
            bytes[offset] = patches[i + 2];
        }
        if (patches.length % 3 == 1) {
            bytes = Arrays.copyOf(bytes, Math.min(bytes.length, (patches[whole] & 0xff) * 42));
        }
        return bytes;
    }

    static void check(byte[] patches) {
        byte[] bytes = patched(patches);
        LevelStream stream;
        try {
            stream = LevelFiles.open(new LevelFilesTest.BytesSource("pusher.exe", bytes));
        } catch (SourceException refused) {
            assertFalse(refused.reason().isBlank());
            return;
        }
        try (stream) {
            int n = 0;
            while (stream.hasNext()) {
                LevelRecord record = stream.next();
                n++;
                if (!stream.format().equals("pusher.exe")) {
                    // the damage made it text: the text reader's own checks apply
                    continue;
                }
                assertEquals(n, record.index());
                assertEquals(n, record.line());
                if (record.rejection().isPresent()) {
                    assertTrue(record.rejection().get().startsWith("map " + n), record.rejection().get());
                    continue;
                }
                assertTrue(record.rows().size() <= PusherMapDecoder.MAX_HEIGHT);
                try {
                    Board.parse(record.rows());
                } catch (BoardException declared) {
                    assertFalse(declared.getMessage().isBlank());
                }
            }
            if (stream.format().equals("pusher.exe")) {
                assertEquals(PusherExeLayout.MAP_COUNT, n);
            }
        }
    }
}
