package org.sokodb.catalog.db.release;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.h2.mvstore.DataUtils;

/**
 * An H2 file's header as a kill leaves it: the file's own, without the mark of a clean close
 * ({@code clean:1}), which sends H2's open through its search for the newest chunk whose live
 * chunks can all be read, from the chunk the header names on.
 *
 * <p>Why a catalog needs it: H2 2.5.252 opens a file marked clean from the chunk its header
 * names only when the 20 newest chunks that chunk lists are whole, dead ones (no live page, kept
 * for H2's retention) included; when one of them is not, it takes the newest of those checked
 * before it (they are checked oldest first), an older state, although a dead chunk holds nothing
 * the named chunk's state reads. Its search after a kill skips dead chunks, and takes the named
 * chunk. So a file refused for an older state is first read as a kill would leave it
 * ({@link NewestChunkLook#versionAfterKill}); when that takes the version the header names, the
 * header is written without its mark, and H2 opens the newest state (read in RandomAccessStore's
 * and FileStore's bytecode, {@code readStoreHeader}, {@code findLastChunkWithCompleteValidChunkSet};
 * docs/catalog.md).
 *
 * <p>H2 writes the header the same way itself, both 4 KiB blocks in one write (its
 * {@code writeStoreHeader}), and takes the mark out with the first chunk it stores after it opens
 * a file: the header written here is one H2 writes in every file it has open.
 */
public final class UncleanHeader {
    /** H2's block; the header is the first two, each the same text. */
    private static final int BLOCK = 4096;
    private static final String SUM = ",fletcher:";
    private static final String CLEAN = "clean:";

    private UncleanHeader() {
    }

    /**
     * The header blocks {@code blocks} (the file's first 8 KiB) without the clean mark, each with
     * its Fletcher-32 sum again, as H2 writes them; null when the first has no clean mark or no sum.
     */
    static ByteBuffer of(ByteBuffer blocks) {
        byte[] block = new byte[BLOCK];
        blocks.duplicate().get(block);
        String text = new String(block, StandardCharsets.ISO_8859_1);
        int sum = text.indexOf(SUM);
        if (sum <= 0) {
            return null;
        }
        StringBuilder fields = new StringBuilder();
        boolean marked = false;
        for (String field : text.substring(0, sum).split(",")) {
            if (field.startsWith(CLEAN)) {
                marked = true;
            } else {
                fields.append(fields.length() == 0 ? "" : ",").append(field);
            }
        }
        if (!marked) {
            return null;
        }
        byte[] bytes = fields.toString().getBytes(StandardCharsets.ISO_8859_1);
        String header = fields + SUM + Integer.toHexString(DataUtils.getFletcher32(bytes, 0, bytes.length)) + "\n";
        byte[] line = header.getBytes(StandardCharsets.ISO_8859_1);
        ByteBuffer both = ByteBuffer.allocate(2 * BLOCK);
        both.put(line);
        both.position(BLOCK);
        both.put(line);
        return both.rewind();
    }

    /** The version the header of {@code mvFile} names; -1 when its first block holds no header with a sum. */
    public static long namedVersion(Path mvFile) throws IOException {
        try (FileChannel file = FileChannel.open(mvFile, StandardOpenOption.READ)) {
            return named(read(file));
        }
    }

    /**
     * Writes the header of {@code mvFile} without its clean mark, on the disk before this returns,
     * when it still names version {@code named}; false, with nothing written, when it does not, has
     * no such mark, or another process holds the file (H2 holds a lock on a file it has open:
     * the header is written under that lock, so never over one another process writes).
     */
    public static boolean write(Path mvFile, long named) throws IOException {
        try (FileChannel file = FileChannel.open(mvFile, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock lock = file.tryLock()) {
            if (lock == null) {
                return false;
            }
            ByteBuffer blocks = read(file);
            ByteBuffer unclean = of(blocks);
            if (unclean == null || named(blocks) != named) {
                return false;
            }
            while (unclean.hasRemaining()) {
                file.write(unclean, unclean.position());
            }
            file.force(false);
            return true;
        }
    }

    /** The version the first of the header blocks {@code blocks} names; -1 when it holds no header with a sum. */
    private static long named(ByteBuffer blocks) {
        byte[] block = new byte[BLOCK];
        blocks.duplicate().get(block);
        String text = new String(block, StandardCharsets.ISO_8859_1);
        int sum = text.indexOf(SUM);
        return sum <= 0 ? -1 : DataUtils.readHexLong(DataUtils.parseMap(text.substring(0, sum)), "version", -1);
    }

    /** The file's two header blocks, as far as it has them. */
    private static ByteBuffer read(FileChannel file) throws IOException {
        ByteBuffer blocks = ByteBuffer.allocate(2 * BLOCK);
        while (blocks.hasRemaining() && file.read(blocks, blocks.position()) > 0) {
            // the two blocks, read whole
        }
        return blocks.rewind();
    }
}
