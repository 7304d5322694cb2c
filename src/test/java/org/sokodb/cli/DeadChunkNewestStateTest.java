package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Map;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.UncleanHeader;

/**
 * A catalog whose newest chunk lists a dead chunk (no live page, kept for H2's retention) that
 * cannot be read opens at its newest state. H2 2.5.252 opens a file closed cleanly from the chunk
 * its header names only when the 20 newest chunks that chunk lists are whole, dead ones included,
 * and otherwise takes an older state, which sokodb refused (exit 3 on every command, the catalog
 * lost to its user), or fails on it ("Chunk N not found"); the dead chunk holds nothing the newest state reads, and H2's own reading
 * after a kill, which skips dead chunks, takes the newest chunk. So the file is opened that way
 * ({@code UncleanHeader}), and every command lists every source.
 */
class DeadChunkNewestStateTest {
    private static final int BLOCK = 4096;
    private static final int SOURCES = 4;

    @TempDir
    Path dir;

    @Test
    void anUnreadableDeadChunkListedByTheNewestDoesNotTakeTheCatalogBack() throws IOException {
        Path db = dir.resolve("catalog");
        Path file = Path.of(db + ".mv.db");
        // one source a run, the runs within H2's 45 s of retention: each leaves chunks dead and still listed
        for (int i = 1; i <= SOURCES; i++) {
            CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen." + i)).succeeded();
        }
        long named = UncleanHeader.namedVersion(file);
        damageNewestDeadChunk(file);

        Path copy = Files.copy(file, dir.resolve("h2-alone.mv.db"));
        assertTrue(h2AloneMissesTheNewest(copy, named), "H2 alone opens version " + named);

        for (int run = 1; run <= 2; run++) {
            CliRun listed = CliRun.of("--db", db.toString(), "collections");
            assertEquals(0, listed.exitCode(), "run " + run + ": " + listed.err());
            assertEquals(SOURCES, listed.rows().size(), listed.out());
            assertTrue(listed.out().contains("screen." + SOURCES), listed.out());
        }
    }

    /**
     * Whether H2 alone, opening {@code file} as it is, misses version {@code named}: it takes an
     * older one, or fails on the older one it took ("Chunk N not found": its meta map there
     * reads a chunk that older one does not list), as the runs have had it.
     */
    private static boolean h2AloneMissesTheNewest(Path file, long named) {
        try (MVStore h2 = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            return h2.getCurrentVersion() < named;
        } catch (MVStoreException e) {
            return true;
        }
    }

    /**
     * Overwrites the footer of the newest dead chunk the newest chunk lists, as a write into its
     * space would leave it.
     */
    private static void damageNewestDeadChunk(Path file) throws IOException {
        Map<String, String> dead;
        try (MVStore read = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            dead = read.getLayoutMap().entrySet().stream().filter(e -> e.getKey().startsWith("chunk."))
                    .map(e -> DataUtils.parseMap(e.getValue()))
                    .filter(c -> DataUtils.readHexLong(c, "livePages", 0) == 0)
                    .max(Comparator.comparingLong(c -> DataUtils.readHexLong(c, "version", 0)))
                    .orElseThrow(() -> new AssertionError("the newest chunk lists no dead chunk"));
        }
        long end = (DataUtils.readHexLong(dead, "block", 0) + DataUtils.readHexLong(dead, "len", 0)) * BLOCK;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.allocate(128), end - 128);
        }
    }
}
