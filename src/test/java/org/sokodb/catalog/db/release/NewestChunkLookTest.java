package org.sokodb.catalog.db.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The look at an H2 file from its header and newest chunks ({@link NewestChunkLook}) opens it at
 * the version H2's own full reading takes, with the same maps and release mark: from those alone
 * when the file was closed cleanly and its 20 newest chunks are whole, in full (as H2) when one of
 * them is not, or the file was not closed.
 */
class NewestChunkLookTest {
    /** Chunks the store writes: more than the 20 H2 checks. */
    private static final int CHUNKS = 40;

    @TempDir
    Path dir;

    @Test
    void aCleanlyClosedFileIsReadFromItsNewestChunksAsH2ReadsIt() throws IOException {
        Path file = dir.resolve("clean.mv.db");
        written(file, true);
        Seen full = fullyRead(file);
        try (MVStore look = NewestChunkLook.open(file)) {
            assertTrue(NewestChunkLook.fromNewest(look));
            assertEquals(full, Seen.of(look));
            assertEquals(full.version(), DataUtils.readHexLong(look.getFileStore().getStoreHeader(), "version", -1));
        }
    }

    @Test
    void aFileWithoutItsCleanMarkIsReadInFull() throws IOException {
        Path file = dir.resolve("killed.mv.db");
        written(file, false);
        assertReadInFull(file);
    }

    @Test
    void aDamagedChunkAmongTheNewestIsReadInFullAndH2sChoiceKept() throws IOException {
        Path file = dir.resolve("damaged.mv.db");
        List<long[]> chunks = written(file, true);
        long[] fifthNewest = chunks.get(chunks.size() - 5);
        damageFooter(file, fifthNewest);
        assertReadInFull(file);
    }

    @Test
    void aDamagedNewestChunkIsReadInFull() throws IOException {
        Path file = dir.resolve("newest.mv.db");
        List<long[]> chunks = written(file, true);
        damageFooter(file, chunks.get(chunks.size() - 1));
        assertReadInFull(file);
    }

    /**
     * An empty file (a 0-byte {@code x.mv.db}) holds no store: the look says so as H2 says what
     * it cannot read, and writes nothing into it; a file H2 opening it read-only would write
     * its header into, and fail on that with an internal error.
     */
    @Test
    void anEmptyFileIsNoStoreAndStaysEmpty() throws IOException {
        Path file = Files.createFile(dir.resolve("empty.mv.db"));
        MVStoreException e = assertThrows(MVStoreException.class, () -> NewestChunkLook.open(file).close());
        assertTrue(e.getMessage().startsWith("The file " + file + " is empty (0 bytes): it holds no H2 store"),
                e.getMessage());
        assertEquals(0, Files.size(file));
        Path level = Files.copy(Path.of("collections/xsokoban/screen.1"), dir.resolve("level.mv.db"));
        assertThrows(MVStoreException.class, () -> NewestChunkLook.open(level).close(), "a level file named so");
    }

    /** The look read {@code file} in full, as H2 reads it, and saw what H2's own open sees. */
    private static void assertReadInFull(Path file) {
        Seen full = fullyRead(file);
        try (MVStore look = NewestChunkLook.open(file)) {
            assertFalse(NewestChunkLook.fromNewest(look));
            assertEquals(full, Seen.of(look));
        }
    }

    /** What H2's own reading of the whole file sees. */
    private static Seen fullyRead(Path file) {
        try (MVStore full = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            return Seen.of(full);
        }
    }

    /** What a look reads from a file: the version taken, the maps, the release mark, a map's rows. */
    private record Seen(long version, Set<String> maps, int release, long rows, long lastKey, String last) {
        static Seen of(MVStore store) {
            MVMap<Long, String> rows = store.openMap("rows");
            return new Seen(store.getCurrentVersion(), store.getMapNames(), store.getStoreVersion(), rows.sizeAsLong(),
                    rows.lastKey(), rows.get(rows.lastKey()));
        }
    }

    /**
     * A store of {@value #CHUNKS} commits, each one chunk, closed cleanly or copied while still
     * open (as a kill leaves it); the chunks' {id, block, len} its layout lists, oldest first.
     */
    private List<long[]> written(Path file, boolean closed) throws IOException {
        Path live = dir.resolve("live-" + file.getFileName());
        MVStore store = new MVStore.Builder().fileName(live.toString()).autoCommitDisabled().open();
        store.setStoreVersion(2_003_232);
        MVMap<Long, String> rows = store.openMap("rows");
        store.openMap("temp.3").put(1L, "a sort buffer");
        for (long i = 0; i < CHUNKS; i++) {
            for (long j = 0; j < 100; j++) {
                rows.put(i * 100 + j, "row " + i + "." + j);
            }
            store.commit();
        }
        if (closed) {
            store.close();
            Files.move(live, file);
        } else {
            Files.copy(live, file);
            store.close();
        }
        List<long[]> chunks;
        try (MVStore read = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            chunks = read.getLayoutMap().entrySet().stream().filter(e -> e.getKey().startsWith("chunk."))
                    .map(e -> {
                        Map<String, String> chunk = DataUtils.parseMap(e.getValue());
                        return new long[] {DataUtils.readHexLong(chunk, "chunk", 0), DataUtils.readHexLong(chunk, "block", 0),
                                DataUtils.readHexLong(chunk, "len", 0)};
                    })
                    .sorted((x, y) -> Long.compare(x[0], y[0])).toList();
        }
        assertTrue(chunks.size() > 20, "more chunks than H2 checks: " + chunks.size());
        return chunks;
    }

    /** Overwrites the footer of the chunk {@code {id, block, len}}: the last 128 bytes of its last block. */
    private static void damageFooter(Path file, long[] chunk) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.allocate(128), (chunk[1] + chunk[2]) * 4096 - 128);
        }
    }
}
