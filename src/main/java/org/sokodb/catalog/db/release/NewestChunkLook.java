package org.sokodb.catalog.db.release;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.h2.mvstore.Chunk;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.h2.mvstore.SFChunk;
import org.h2.mvstore.SingleFileStore;

/**
 * An H2 file opened read-only to be looked at ({@code catalog.db.H2SortLeftovers}) from its
 * header and its newest chunks alone, when H2 would take the chunk the header names anyway.
 *
 * <p>H2 (2.3.232, {@code RandomAccessStore.readStoreHeader}) opens a file whose two header
 * blocks agree and say it was closed cleanly by reading every chunk's record in the file's
 * layout (303 of them in the Boxoban catalog), keeping the 20 newest and checking each of those
 * whole (its header and its footer); when they all are, it takes the chunk the header names.
 * Any other file (a kill, a damaged chunk) goes through its search for the newest chunk whose
 * whole set of chunks can be read, which may take an older one. Every command's open paid the
 * records twice: once here, once in H2's own open of the database (9 % of a quick command's
 * main thread, docs/startup.md).
 *
 * <p>This store does the clean case the way H2 does, without the other records: the two header
 * blocks agreeing, the clean mark, the named chunk whole, then the 20 newest chunk records
 * looked up by id (H2 numbers chunks in the order it writes them, so the newest are the highest
 * ids) and each checked whole. Whenever one of these does not hold, or fewer than 20 newest
 * records are found among the 64 ids below the named one, it reads the file as H2 does, in
 * full. So the look opens the file at the very version H2's own open takes, and sees what it
 * sees: its maps, its release mark.
 */
public final class NewestChunkLook extends SingleFileStore {
    /** H2's block, the unit of its file's positions; the header is its first two. */
    private static final int BLOCK = 4096;
    /** How many of the newest chunks H2 checks whole before it takes the chunk a clean header names. */
    private static final int CHECKED = 20;
    /** How many chunk ids below the named one are looked up for those: more (dropped chunks, a wrap of the ids) and the file is read in full. */
    private static final int PROBED = 64;
    /** H2's layout map (chunk records, map roots), which H2 keeps to itself; null if this H2 has none by that name. */
    private static final Field LAYOUT = layoutField();
    /**
     * H2's {@code setLastChunk}, which takes H2's own chunk class, a class not to be named outside
     * H2 (so not called directly); null if this H2 has none.
     */
    private static final Method LAST_CHUNK = lastChunkMethod();

    /** Whether the file was read from its header and newest chunks alone (not in full, as H2 reads it). */
    private boolean fromNewest;
    /** Whether the file is read as a kill would have left it: its header without the clean mark ({@link UncleanHeader}). */
    private final boolean asKilled;

    private NewestChunkLook(boolean asKilled) {
        super(new HashMap<>());
        this.asKilled = asKilled;
    }

    /**
     * The file {@code mvFile} opened read-only, as H2 would open it; close it when done.
     *
     * @throws MVStoreException when it holds no store H2 can read, as H2 says it; an empty file
     *     is said so here, and stays empty (H2 would write its header into it, and fail there)
     */
    public static MVStore open(Path mvFile) {
        return open(mvFile, false);
    }

    /**
     * The version H2 opens {@code mvFile} at when its header is read without the mark of a clean
     * close, as after a kill ({@link UncleanHeader}); the file is read, not written.
     *
     * @throws MVStoreException when it holds no store H2 can read
     */
    public static long versionAfterKill(Path mvFile) {
        try (MVStore look = open(mvFile, true)) {
            return look.getCurrentVersion();
        }
    }

    private static MVStore open(Path mvFile, boolean asKilled) {
        NewestChunkLook files = new NewestChunkLook(asKilled);
        files.open(mvFile.toString(), true, null);
        if (files.size() == 0) {
            files.close();
            throw DataUtils.newMVStoreException(DataUtils.ERROR_READING_FAILED,
                    "The file {0} is empty (0 bytes): it holds no H2 store", mvFile);
        }
        try {
            return new MVStore.Builder().adoptFileStore(files).open();
        } catch (RuntimeException e) {
            files.close();
            throw e;
        }
    }

    @Override
    protected void readStoreHeader(boolean recoveryMode) {
        fromNewest = !recoveryMode && !asKilled && LAYOUT != null && LAST_CHUNK != null && cleanAndWhole();
        if (!fromNewest) {
            super.readStoreHeader(recoveryMode);
        }
    }

    /** The file's header blocks without their clean mark, when it is read {@link #asKilled}; any other read as it is. */
    @Override
    public ByteBuffer readFully(SFChunk chunk, long pos, int len) {
        ByteBuffer read = super.readFully(chunk, pos, len);
        if (asKilled && chunk == null && pos == 0 && len == 2 * BLOCK) {
            ByteBuffer unclean = UncleanHeader.of(read);
            return unclean != null ? unclean : read;
        }
        return read;
    }

    /** Whether {@code look}'s file was read from its header and newest chunks alone, not in full. */
    static boolean fromNewest(MVStore look) {
        return look.getFileStore() instanceof NewestChunkLook files && files.fromNewest;
    }

    /**
     * Reads the header and takes the chunk it names, if H2 would: true when the file was closed
     * cleanly and its 20 newest chunks are whole; false, with nothing decided, otherwise.
     */
    private boolean cleanAndWhole() {
        try {
            FileStore<?> file = this; // H2's chunk class is its own, not to be named here: read with none, as H2 does
            ByteBuffer blocks = file.readFully(null, 0, 2 * BLOCK);
            Map<String, String> first = header(blocks);
            Map<String, String> second = header(blocks);
            if (first == null || second == null
                    || DataUtils.readHexLong(first, "version", 0) != DataUtils.readHexLong(second, "version", 0)
                    || DataUtils.readHexLong(first, "clean", 0) == 0) {
                return false;
            }
            Chunk<?> named = readChunkHeaderAndFooter(DataUtils.readHexLong(first, "block", 2),
                    (int) DataUtils.readHexLong(first, "chunk", 0));
            if (named == null) {
                return false;
            }
            LAST_CHUNK.invoke(this, named);
            storeHeader.putAll(first);
            processCommonHeaderAttributes();
            return newestWhole(named);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false; // H2's own reading says what is wrong, if anything
        }
    }

    /**
     * The fields of the next header block, {@code key:value,…,fletcher:SUM} and zeros; null when
     * it has no sum or its Fletcher-32 sum of the text before {@code ,fletcher} is not that one
     * (H2 then reads the file in full, and judges it).
     */
    private static Map<String, String> header(ByteBuffer blocks) {
        byte[] block = new byte[BLOCK];
        blocks.get(block);
        int end = block.length;
        while (end > 0 && block[end - 1] <= ' ') {
            end--;
        }
        String text = new String(block, 0, end, StandardCharsets.ISO_8859_1);
        int sum = text.lastIndexOf(",fletcher:");
        if (sum <= 0 || block[0] <= ' ') {
            return null;
        }
        long stored = Long.parseLong(text.substring(sum + ",fletcher:".length()), 16);
        if ((int) stored != DataUtils.getFletcher32(block, 0, sum)) {
            return null;
        }
        return DataUtils.parseMap(text.substring(0, sum));
    }

    /** Whether the {@value #CHECKED} newest chunk records of the layout {@code named} lists name whole chunks. */
    private boolean newestWhole(Chunk<?> named) {
        MVMap<String, String> layout = layout();
        List<Chunk<?>> newest = new ArrayList<>(CHECKED);
        for (int id = named.id; id >= 0 && id > named.id - PROBED && newest.size() < CHECKED; id--) {
            String record = layout.get("chunk." + Integer.toHexString(id));
            if (record != null) {
                newest.add(createChunk(record));
            }
        }
        if (newest.size() < CHECKED && (named.id >= PROBED || layout.containsKey("chunk." + Integer.toHexString(Chunk.MAX_ID)))) {
            return false;
        }
        for (Chunk<?> chunk : newest) {
            if (readChunkHeaderAndFooter(chunk.block, chunk.id) == null) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private MVMap<String, String> layout() {
        try {
            return (MVMap<String, String>) LAYOUT.get(this);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Method lastChunkMethod() {
        try {
            Method method = FileStore.class.getDeclaredMethod("setLastChunk", Chunk.class);
            method.setAccessible(true);
            return method;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static Field layoutField() {
        try {
            Field field = FileStore.class.getDeclaredField("layout");
            field.setAccessible(true);
            return field;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
