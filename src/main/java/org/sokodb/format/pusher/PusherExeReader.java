package org.sokodb.format.pusher;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;

/**
 * Reads the 60 packed maps of the DOS game {@code pusher.exe} (docs/pusher-exe.md) as levels
 * titled {@code pusher 1} … {@code pusher 60}.
 *
 * <p>A binary source has no lines, so each record's {@code line} is its map number (equal to
 * its index): problems print as {@code source:7: level 7: map 7: …}, and every damage message
 * also carries the file offset in hex.
 *
 * <p>Whether the file is pusher.exe at all (signature, length, level table) is decided when it
 * is opened, by {@link PusherExeLayout}; a damaged map becomes a record with a rejection that
 * keeps its index, and the maps after it are read as usual.
 */
public final class PusherExeReader implements LevelStream {
    private final byte[] bytes;
    private final String source;
    private final PusherExeLayout layout;
    private int nextMap = 1;

    private PusherExeReader(byte[] bytes, String source, PusherExeLayout layout) {
        this.bytes = bytes;
        this.source = source;
        this.layout = layout;
    }

    /**
     * Opens the maps of a pusher.exe held in {@code bytes}. The maps are decoded as they are
     * asked for.
     *
     * @throws org.sokodb.format.source.SourceException when the bytes are not pusher.exe: no {@code MZ} signature,
     *     another length (another program, or a truncated pusher.exe), a table entry outside
     *     the file
     */
    public static LevelStream read(byte[] bytes, String source) {
        return new PusherExeReader(bytes, source, PusherExeLayout.of(bytes, source));
    }

    @Override
    public boolean hasNext() {
        return nextMap <= PusherExeLayout.MAP_COUNT;
    }

    @Override
    public LevelRecord next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        int number = nextMap++;
        String title = "pusher " + number;
        try {
            PusherMap map = PusherMapDecoder.decode(bytes, number, layout.mapOffset(number), layout.limit(number));
            return record(number, title, map.rows(), Optional.empty());
        } catch (DamagedMapException e) {
            return record(number, title, List.of(), Optional.of(e.getMessage()));
        }
    }

    private LevelRecord record(int number, String title, List<String> rows, Optional<String> rejection) {
        return new LevelRecord(source, number, number, title, "", "", rows, List.of(), rejection);
    }

    @Override
    public String fileNotes() {
        return "";
    }

    @Override
    public String format() {
        return "pusher.exe";
    }

    @Override
    public void close() {
        // the bytes are already in memory; nothing to release
    }
}
