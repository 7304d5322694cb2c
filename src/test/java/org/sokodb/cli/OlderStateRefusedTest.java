package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.OlderStateRecovery;

/**
 * An H2 file whose newest chunk H2 does not take is refused, not read as it was long ago. H2
 * 2.3.232 opens a file from the chunk its header names and, when that chunk's set of chunks
 * fails its check, takes without a word the newest older chunk whose set passes: here one an
 * earlier run. The footers of the chunks the last of six imports wrote are overwritten to make
 * that happen, and H2 then read the catalog as the fifth left it: the sixth source, printed as
 * imported, gone (what made H2 pass over a whole chunk once, after
 * ImportCrashTest's bulk-load kills, when {@code collections} listed 1 source of 34, is not
 * known: docs/journal/catalog.md). {@code collections} on such a file listed an older state and
 * exited 0, and a command that writes would have written on that state; it is now refused,
 * exit 3, with the file left byte for byte as it was.
 */
class OlderStateRefusedTest {
    private static final int BLOCK = 4096;
    /** H2's chunk footer: the last 128 bytes of a chunk's last block. */
    private static final int FOOTER = 128;

    @TempDir
    Path dir;

    @Test
    void aFileH2WouldOpenAtAnOlderStateIsRefusedAndLeftAsItIs() throws IOException {
        Path db = dir.resolve("catalog");
        Path file = Path.of(db + ".mv.db");
        // one source a run; H2 keeps the chunks a run made dead for 45 s, so the fifth run's are whole after the sixth
        long fifth = 0;
        for (int i = 1; i <= 6; i++) {
            CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen." + i)).succeeded();
            if (i == 5) {
                fifth = version(file);
            }
        }
        assertEquals(6, CliRun.of("--db", db.toString(), "collections").succeeded().rows().size());

        assertTrue(damageChunksAfter(file, fifth) > 0, "the sixth run wrote chunks");
        byte[] damaged = Files.readAllBytes(file);

        CliRun opened = CliRun.of("--db", db.toString(), "collections");
        assertEquals(3, opened.exitCode(), opened.out() + opened.err());
        assertTrue(opened.err().contains("would open at an older state than the one last written"), opened.err());
        assertEquals("", opened.out());
        assertArrayEquals(damaged, Files.readAllBytes(file), "nothing is written to a file refused");

        // what the refusal says to do: H2's own tools make a catalog of the older state, the file left as it is
        Path older = OlderStateRecovery.olderCatalog(file);
        List<List<String>> commands = OlderStateRecovery.commands(file);
        assertTrue(opened.err().contains("org.h2.tools.Recover") && opened.err().contains("--db " + older),
                opened.err());
        for (List<String> command : commands) {
            assertEquals(0, run(command), String.join(" ", command));
        }
        assertArrayEquals(damaged, Files.readAllBytes(file), "H2's recovery tool writes nothing into the file");
        CliRun recovered = CliRun.of("--db", older.toString(), "collections").succeeded();
        assertEquals(5, recovered.rows().size(), recovered.out());
        assertTrue(recovered.out().contains("screen.5") && !recovered.out().contains("screen.6"), recovered.out());
    }

    /** Runs {@code command} as a process of its own; its exit code (also for UnendedCommitRefusedTest). */
    static int run(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return -1;
        }
    }

    /** The version the file's header names. */
    private static long version(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return Long.parseLong(field(ch, 0, "version"), 16);
        }
    }

    /**
     * Overwrites the footer of every chunk newer than {@code version}, as writes H2 cannot read
     * back would leave them; returns how many.
     */
    private static int damageChunksAfter(Path file, long version) throws IOException {
        int damaged = 0;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            for (long block = 2; block < ch.size() / BLOCK; block++) {
                ByteBuffer start = ByteBuffer.allocate(6);
                ch.read(start, block * BLOCK);
                if (!new String(start.array(), StandardCharsets.ISO_8859_1).equals("chunk:")
                        || Long.parseLong(field(ch, block * BLOCK, "version"), 16) <= version) {
                    continue;
                }
                long blocks = Long.parseLong(field(ch, block * BLOCK, "len"), 16);
                ch.write(ByteBuffer.allocate(FOOTER), (block + blocks) * BLOCK - FOOTER);
                damaged++;
            }
        }
        return damaged;
    }

    /** A field of the {@code key:value,…} line H2 writes at {@code position} (the file's header, a chunk's header). */
    private static String field(FileChannel ch, long position, String key) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(1024);
        ch.read(bytes, position);
        String line = new String(bytes.array(), StandardCharsets.ISO_8859_1).lines().findFirst().orElseThrow();
        Map<String, String> fields = new HashMap<>();
        for (String pair : line.trim().split(",")) {
            int colon = pair.indexOf(':');
            fields.put(pair.substring(0, colon), pair.substring(colon + 1));
        }
        return fields.get(key);
    }
}
