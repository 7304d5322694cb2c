package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class LimitedInputStreamTest {
    static InputStream bytes(int n) {
        return new ByteArrayInputStream(new byte[n]);
    }

    @Test
    void readingUpToTheLimitIsFineOneByteMoreIsNot() throws IOException {
        try (InputStream in = new LimitedInputStream(bytes(20), 10, "file")) {
            assertEquals(10, in.readNBytes(10).length);
            LimitedInputStream.TooLarge e = assertThrows(LimitedInputStream.TooLarge.class, in::read);
            assertEquals("file is larger than the limit of " + SourceLimits.mib(10), e.getMessage());
        }
    }

    @Test
    void skippedBytesCountLikeReadOnes() throws IOException {
        try (InputStream in = new LimitedInputStream(bytes(20), 10, "zip entry")) {
            assertEquals(8, in.skip(8));
            assertEquals(2, in.readNBytes(2).length);
            assertThrows(LimitedInputStream.TooLarge.class, () -> in.skip(1));
        }
    }

    @Test
    void aSharedCounterLimitsSeveralStreamsTogether() throws IOException {
        AtomicLong used = new AtomicLong();
        try (InputStream first = new LimitedInputStream(bytes(6), used, 10, "archive too large")) {
            assertEquals(6, first.readAllBytes().length);
        }
        try (InputStream second = new LimitedInputStream(bytes(6), used, 10, "archive too large")) {
            assertEquals(4, second.readNBytes(4).length);
            assertEquals("archive too large", assertThrows(LimitedInputStream.TooLarge.class, second::read)
                    .getMessage());
        }
        assertEquals(11, used.get());
    }
}
