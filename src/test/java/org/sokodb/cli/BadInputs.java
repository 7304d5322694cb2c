package org.sokodb.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.sokodb.cli.BadInputTest.GOOD;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.sokodb.TestZips;

/**
 * The bad inputs {@link BadInputTest} generates rather than keeps under
 * {@code src/test/resources/bad/}: too big to commit (huge boards, long lines), or not files
 * at all (damaged archives made on the fly, link loops, FIFOs, names with line breaks).
 */
final class BadInputs {
    private final Path dir;

    BadInputs(Path dir) {
        this.dir = dir;
    }

    Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text, StandardCharsets.ISO_8859_1);
    }

    static byte[] noise(byte[] bytes) {
        bytes[0] = 'x'; // not "MZ", not "PK": plain binary
        return bytes;
    }

    /** A level, a 3000x3000 board, a 3000-row board, a 3000-wide run-length encoded board, a level. */
    Path hugeBoards() throws IOException {
        Path p = dir.resolve("huge.xsb");
        try (BufferedWriter w = Files.newBufferedWriter(p)) {
            w.write(GOOD + "\n");
            String wall = "#".repeat(3000);
            String inside = "#" + " ".repeat(2998) + "#";
            w.write(wall + "\n");
            for (int i = 0; i < 2998; i++) {
                w.write(inside + "\n");
            }
            w.write(wall + "\n\n");
            // as tall, narrow, and as one run-length encoded line
            for (int i = 0; i < 3000; i++) {
                w.write("#@#\n");
            }
            w.write("\n3000#|#@$.#|5#\n\n" + GOOD);
        }
        return p;
    }

    Path truncatedZip() throws IOException {
        byte[] whole = TestZips.create().text("a.xsb", GOOD).text("b.xsb", GOOD).toBytes();
        return Files.write(dir.resolve("cut.zip"), Arrays.copyOf(whole, whole.length * 2 / 3));
    }

    Path damagedZip() throws IOException {
        byte[] garbage = new byte[300];
        new Random(3).nextBytes(garbage);
        garbage[0] = (byte) 0xff; // block type 3: invalid in deflate
        return TestZips.create().text("a.xsb", GOOD).damaged("b.xsb", garbage, 5000).text("c.xsb", GOOD)
                .write(dir.resolve("damaged.zip"));
    }

    Path nestedZip() throws IOException {
        byte[] inner = TestZips.create().text("in.xsb", "; inner\n" + GOOD).toBytes();
        return TestZips.create().text("a.xsb", "; outer\n" + GOOD).bytes("more/inner.zip", inner)
                .write(dir.resolve("outer.zip"));
    }

    Path awkwardDirectory() throws IOException, InterruptedException {
        assumeTrue(Files.isRegularFile(Path.of("/proc/self/mem")), "Linux /proc");
        Path d = Files.createDirectories(dir.resolve("d"));
        file("d/a.xsb", GOOD);
        Files.createSymbolicLink(d.resolve("b-unreadable"), Path.of("/proc/self/mem"));
        Files.createSymbolicLink(d.resolve("c-loop"), Path.of("."));
        Files.createSymbolicLink(d.resolve("d-self"), Path.of("d-self"));
        Files.createSymbolicLink(d.resolve("e-broken"), Path.of("nowhere"));
        mkfifo(d.resolve("f-fifo"));
        file("d/g.xsb", GOOD);
        return d;
    }

    /** A FIFO named {@code name} that a thread fills with {@code bytes} once a reader opens it. */
    Path pipe(String name, byte[] bytes) throws IOException, InterruptedException {
        Path fifo = dir.resolve(name);
        Files.deleteIfExists(fifo);
        mkfifo(fifo);
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        writer.setDaemon(true);
        writer.start();
        return fifo;
    }

    Path lineBreakNames() throws IOException {
        Path d = Files.createDirectories(dir.resolve("names"));
        file("names/two\nlines.xsb", "#####\n# $.#\n#####\n");
        file("names/note\rhere.bin", "\0\0\0");
        return d;
    }

    static void mkfifo(Path path) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assumeTrue(p.waitFor() == 0, "mkfifo");
    }
}
