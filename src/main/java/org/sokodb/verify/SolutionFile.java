package org.sokodb.verify;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLimits;
import org.sokodb.format.source.Sources;
import org.sokodb.format.source.Utf16Text;
import org.sokodb.replay.SolutionLimits;

/**
 * A solution file in the course/solver format: one line of moves per level, in the order of
 * the level file. Lines are read one at a time and cut at
 * {@link SolutionLimits#MAX_TEXT_CHARS}, so a file that is one endless line cannot exhaust
 * memory, and the file is read up to {@link #MAX_FILE_BYTES}, the limit of a level file, so
 * that an endless one cannot keep a command reading for ever: past it the next line fails with
 * the limit in the message. A file whose first block holds a NUL byte ({@code /dev/zero}) is
 * refused at that block. (So a line number also stays far below an int's range.)
 *
 * <p>The bytes are read a block at a time and a line's are taken in runs up to its break, each
 * byte one character (ISO-8859-1): LURD is ASCII, and any other byte becomes "malformed", not a
 * crash; a UTF-8 byte-order mark is dropped wherever it is. A line past the limit is skipped a block at a time, not a character at a time: the
 * 256 MiB of a file that is one endless line cost a scan of its bytes, not a call for each.
 */
public final class SolutionFile implements Closeable {
    /** Most bytes read from one solution file: 256 MiB, as from one level file. */
    public static final long MAX_FILE_BYTES = SourceLimits.MAX_SOURCE_BYTES;

    /** One line: its 1-based number, its text without the line break, and whether it was cut. */
    public record Line(int number, String text, boolean tooLong) {
    }

    /** The UTF-8 byte-order mark as ISO-8859-1 reads it. */
    private static final String BOM = "\u00EF\u00BB\u00BF";

    /** Bytes read from the file at a time. */
    static final int BLOCK = 1 << 16;

    private final String name;
    private final InputStream in;
    private final byte[] block = new byte[BLOCK];
    /** The next byte of {@link #block} to take, and the end of what it holds. */
    private int at;
    private int end;
    private int number;
    private boolean pendingReturn;
    /** Whether a block was read: the first is looked at for binary data. */
    private boolean started;

    private SolutionFile(String name, InputStream in) {
        this.name = name;
        this.in = in;
    }

    /**
     * Opens the file named {@code name} (a path as the user gave it).
     *
     * @throws SourceException when it cannot be opened: the caller cannot go on
     */
    public static SolutionFile open(String name) {
        try {
            Path path = Path.of(name);
            if (Files.isDirectory(path)) {
                throw new SourceException(name, "is a directory, not a solution file");
            }
            return new SolutionFile(name, Utf16Text.decoded(Sources.bounded(Files.newInputStream(path), MAX_FILE_BYTES, "file")));
        } catch (IOException | InvalidPathException e) {
            throw new SourceException(name, "cannot read: " + Sources.reason(e));
        }
    }

    public String name() {
        return name;
    }

    /** Lines read so far. */
    public int count() {
        return number;
    }

    /**
     * The next line, or empty at the end of the file.
     *
     * @throws SolutionFileException when the file cannot be read on
     */
    public Optional<Line> next() {
        try {
            if (pendingReturn && filled() && block[at] == '\n') {
                at++;
            }
            pendingReturn = false;
            if (!filled()) {
                return Optional.empty();
            }
            StringBuilder text = new StringBuilder();
            boolean tooLong = false;
            while (filled()) {
                int from = at;
                while (at < end && block[at] != '\n' && block[at] != '\r') {
                    at++;
                }
                int room = SolutionLimits.MAX_TEXT_CHARS - text.length();
                text.append(new String(block, from, Math.min(at - from, room), StandardCharsets.ISO_8859_1));
                tooLong |= at - from > room;
                if (at < end) {
                    pendingReturn = block[at++] == '\r';
                    break;
                }
            }
            number++;
            String s = text.toString();
            if (s.indexOf('\u00EF') >= 0) {
                // anywhere, as in a level file (formats.md): files of several tools put one after
                // another keep each one's mark, which was read as "malformed: character 1 'ï'"
                s = s.replace(BOM, "");
            }
            return Optional.of(new Line(number, s, tooLong));
        } catch (IOException e) {
            throw new SolutionFileException(name, "cannot read: " + Sources.reason(e));
        }
    }

    /**
     * Whether a byte is there to take, reading the next block when the last is used up; false at
     * the end of the file. The first block read holding a NUL byte is no solution file's, in any
     * encoding ({@code /dev/zero}, a program): refused there, not read up to the limit.
     */
    private boolean filled() throws IOException {
        while (at == end) {
            int n = in.read(block, 0, BLOCK);
            if (n < 0) {
                return false;
            }
            if (!started) {
                started = true;
                for (int i = 0; i < n; i++) {
                    if (block[i] == 0) {
                        throw new SolutionFileException(name, "not a solution file (binary data)");
                    }
                }
            }
            at = 0;
            end = n;
        }
        return true;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // everything needed was read; a failing close changes nothing for the user
        }
    }
}
