package org.sokodb.format.pusher;

import java.util.Locale;

import org.sokodb.format.source.SourceException;

/**
 * Where the maps sit in the one known build of {@code pusher.exe}, and the checks that
 * decide whether a file is that build at all (see docs/pusher-exe.md).
 *
 * <p>File-level checks, each ending the whole source with a {@link SourceException}: the
 * {@code MZ} signature, the file length (10,632 bytes; a shorter file whose MZ header
 * declares 10,632 bytes is a truncated pusher.exe, any other length is another program),
 * and every one of the 60 table entries pointing inside the file. Everything else concerns
 * a single map and is checked by {@link PusherMapDecoder}.
 *
 * <p>Only the signature, the header's length fields, the table and the maps are read, so
 * an image with the program's code and strings zeroed reads the same as the real file.
 */
final class PusherExeLayout {
    static final int FILE_LENGTH = 10_632;
    static final int MAP_COUNT = 60;
    /** The level table (DS:0x1480): 60 little-endian words, map offsets relative to {@link #MAP_BASE}. */
    static final int TABLE_OFFSET = 0x2810;
    /** DS:0x00FC, where map 1 starts; table entries count from here. */
    static final int MAP_BASE = 0x148C;
    static final String NOT_PUSHER_EXE = "not a level file (an executable that is not pusher.exe)";

    /** The end of the bytes a map may occupy, and how to name it in a message. */
    record Limit(int offset, String description) {
        static Limit endOfFile(int length) {
            return new Limit(length, "the end of the file at " + hex(length));
        }
    }

    private final int[] mapOffsets;
    private final Limit[] limits;

    private PusherExeLayout(int[] mapOffsets, Limit[] limits) {
        this.mapOffsets = mapOffsets;
        this.limits = limits;
    }

    /**
     * Checks that {@code bytes} are the known pusher.exe and finds its maps.
     *
     * @throws SourceException when the signature, the length or the level table is wrong
     */
    static PusherExeLayout of(byte[] bytes, String source) {
        if (bytes.length < 2 || bytes[0] != 'M' || bytes[1] != 'Z') {
            throw new SourceException(source, "not a pusher.exe: no MZ signature at 0x0000");
        }
        if (bytes.length != FILE_LENGTH) {
            if (bytes.length < FILE_LENGTH && declaredLength(bytes) == FILE_LENGTH) {
                throw new SourceException(source, "truncated pusher.exe: the file ends at " + hex(bytes.length)
                        + ", its MZ header declares " + hex(FILE_LENGTH) + " (10,632 bytes)");
            }
            throw SourceException.notALevelFile(source, NOT_PUSHER_EXE);
        }
        int[] offsets = new int[MAP_COUNT];
        for (int k = 0; k < MAP_COUNT; k++) {
            int entry = TABLE_OFFSET + 2 * k;
            offsets[k] = MAP_BASE + word(bytes, entry);
            if (offsets[k] >= bytes.length) {
                throw new SourceException(source, "map " + (k + 1) + ": the table entry at " + hex(entry)
                        + " points to " + hex(offsets[k]) + ", outside the file (it ends at " + hex(bytes.length) + ")");
            }
        }
        Limit[] limits = new Limit[MAP_COUNT];
        for (int k = 0; k < MAP_COUNT; k++) {
            limits[k] = limitAfter(offsets[k], offsets, bytes.length);
        }
        return new PusherExeLayout(offsets, limits);
    }

    /** File offset of map {@code number} (1-based). */
    int mapOffset(int number) {
        return mapOffsets[number - 1];
    }

    /**
     * Where map {@code number} must end: at the next map, at the level table, or at the end
     * of the file, whichever comes first. The table order need not be the file order, so the
     * next map is the nearest one after this one, whatever its number.
     */
    Limit limit(int number) {
        return limits[number - 1];
    }

    private static Limit limitAfter(int offset, int[] offsets, int length) {
        Limit limit = Limit.endOfFile(length);
        if (offset < TABLE_OFFSET) {
            limit = new Limit(TABLE_OFFSET, "the level table at " + hex(TABLE_OFFSET));
        }
        for (int k = 0; k < offsets.length; k++) {
            if (offsets[k] > offset && offsets[k] < limit.offset()) {
                limit = new Limit(offsets[k], "map " + (k + 1) + " at " + hex(offsets[k]));
            }
        }
        return limit;
    }

    /** The file length the MZ header declares (pages of 512 bytes, the last one partly used), or -1. */
    private static int declaredLength(byte[] bytes) {
        if (bytes.length < 6) {
            return -1;
        }
        int lastPageBytes = word(bytes, 2);
        int pages = word(bytes, 4);
        return lastPageBytes == 0 ? pages * 512 : (pages - 1) * 512 + lastPageBytes;
    }

    private static int word(byte[] bytes, int offset) {
        return (bytes[offset] & 0xFF) | (bytes[offset + 1] & 0xFF) << 8;
    }

    /** A file offset as messages print it: {@code 0x148C}. */
    static String hex(int offset) {
        return String.format(Locale.ROOT, "0x%04X", offset);
    }
}
