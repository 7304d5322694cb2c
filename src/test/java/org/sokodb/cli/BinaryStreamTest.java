package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.RunsAlone;
import org.sokodb.TestData;

/**
 * A stream that can be read once only (standard input, a pipe, a device) is looked at before
 * it is kept: one whose first bytes hold a NUL is refused there, in one line, after a few
 * kilobytes rather than the 256 MiB of the source limit; a real {@code pusher.exe} and real
 * UTF-16 text, which hold NULs too, are read as before. How far the refused stream was read is
 * counted in bytes. The minute is a guard only: nothing here waits on the clock. Alone: it sets
 * the JVM's standard input.
 */
@RunsAlone
class BinaryStreamTest {
    private static final Duration GUARD = Duration.ofMinutes(1);
    /** What the refusal may read at most: the first 8 KiB, with a buffer's worth of slack. */
    private static final long READ_AT_MOST = 1 << 17;

    @TempDir
    Path dir;

    @Test
    void endlessNulsOnStandardInputAreRefusedAtTheirFirstBytes() {
        Zeros zeros = new Zeros();
        CliRun id = withStdin(zeros, "id", "-");
        assertEquals(1, id.exitCode(), id.err());
        assertEquals(List.of("<stdin>: not a level file (binary data)"), id.errLines());
        assertTrue(zeros.read.get() <= READ_AT_MOST, zeros.read.get() + " bytes read");

        Zeros more = new Zeros();
        CliRun imported = withStdin(more, "--db", dir.resolve("c").toString(), "import", "-");
        assertEquals(1, imported.exitCode(), imported.err());
        assertEquals(List.of("<stdin>: not a level file (binary data)"), imported.errLines());
        assertTrue(more.read.get() <= READ_AT_MOST, more.read.get() + " bytes read");
    }

    @Test
    void realFilesWithNulBytesOnStandardInputAreStillRead() throws IOException {
        CliRun pusher = withStdin(new ByteArrayInputStream(Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"))),
                "id", "-");
        assertEquals(0, pusher.exitCode(), pusher.err());
        assertEquals(60, pusher.rows().size(), pusher.out());

        CliRun utf16 = withStdin(new ByteArrayInputStream(Files.readAllBytes(Path.of("src/test/resources/encodings/notepad-unicode.xsb"))),
                "id", "-");
        assertEquals(0, utf16.exitCode(), utf16.err());
        assertEquals(CliRun.of("id", "src/test/resources/encodings/notepad-unicode.utf8.xsb").rows().stream()
                .map(r -> r.substring(r.indexOf('\t'))).toList(),
                utf16.rows().stream().map(r -> r.substring(r.indexOf('\t'))).toList());
    }

    @Test
    void aPipeOfEndlessNulsIsRefusedAtItsFirstBytes() throws Exception {
        Path fifo = dir.resolve("zeros");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        AtomicLong written = new AtomicLong();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            byte[] block = new byte[1 << 16];
            try (OutputStream out = new FileOutputStream(fifo.toFile())) {
                while (written.get() < (300L << 20)) {
                    out.write(block);
                    written.addAndGet(block.length);
                }
            } catch (IOException e) {
                // the reader closed its end: what was written so far is the count
            }
        });
        CliRun id = assertTimeoutPreemptively(GUARD, () -> CliRun.of("id", fifo.toString()));
        assertTimeoutPreemptively(GUARD, () -> writer.join());
        assertEquals(1, id.exitCode(), id.err());
        assertEquals(List.of(fifo + ": not a level file (binary data)"), id.errLines());
        // the pipe itself holds 64 KiB, and the writer's block in flight another 64 KiB
        assertTrue(written.get() <= 4 * READ_AT_MOST, written.get() + " bytes written into the pipe");
    }

    private static CliRun withStdin(InputStream in, String... args) {
        InputStream stdin = System.in;
        try {
            System.setIn(in);
            return assertTimeoutPreemptively(GUARD, () -> CliRun.of(args));
        } finally {
            System.setIn(stdin);
        }
    }

    /** {@code /dev/zero} as a stream that counts what was read of it. */
    private static final class Zeros extends InputStream {
        final AtomicLong read = new AtomicLong();

        @Override
        public int read() {
            read.incrementAndGet();
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, (byte) 0);
            read.addAndGet(len);
            return len;
        }
    }
}
