package org.sokodb.verify;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLimits;
import org.sokodb.format.source.Sources;
import org.sokodb.replay.SolutionLimits;

/**
 * A solution file in the course/solver format: one line of moves per level, in the order of
 * the level file. Lines are read one at a time and cut at
 * {@link SolutionLimits#MAX_TEXT_CHARS}, so a file that is one endless line cannot exhaust
 * memory, and the file is read up to {@link #MAX_FILE_BYTES}, the limit of a level file, so
 * that one ({@code /dev/zero}) cannot keep a command reading for ever: past it the next line
 * fails with the limit in the message. (So a line number also stays far below an int's range.)
 */
public final class SolutionFile implements Closeable {
    /** Most bytes read from one solution file: 256 MiB, as from one level file. */
    public static final long MAX_FILE_BYTES = SourceLimits.MAX_SOURCE_BYTES;

    /** One line: its 1-based number, its text without the line break, and whether it was cut. */
    public record Line(int number, String text, boolean tooLong) {
    }

    /** The UTF-8 byte-order mark as ISO-8859-1 reads it. */
    private static final String BOM = "\u00EF\u00BB\u00BF";

    private final String name;
    private final BufferedReader in;
    private int number;
    private boolean pendingReturn;

    private SolutionFile(String name, BufferedReader in) {
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
            // LURD is ASCII; ISO-8859-1 reads any byte, so stray bytes become "malformed", not a crash
            return new SolutionFile(name, new BufferedReader(new InputStreamReader(
                    Sources.bounded(Files.newInputStream(path), MAX_FILE_BYTES, "file"), StandardCharsets.ISO_8859_1),
                    1 << 16));
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
            StringBuilder text = new StringBuilder();
            boolean tooLong = false;
            int c = in.read();
            if (pendingReturn && c == '\n') {
                c = in.read();
            }
            pendingReturn = false;
            if (c < 0) {
                return Optional.empty();
            }
            while (c >= 0 && c != '\n' && c != '\r') {
                if (text.length() < SolutionLimits.MAX_TEXT_CHARS) {
                    text.append((char) c);
                } else {
                    tooLong = true;
                }
                c = in.read();
            }
            pendingReturn = c == '\r';
            number++;
            String s = text.toString();
            if (number == 1 && s.startsWith(BOM)) {
                s = s.substring(BOM.length());
            }
            return Optional.of(new Line(number, s, tooLong));
        } catch (IOException e) {
            throw new SolutionFileException(name, "cannot read: " + Sources.reason(e));
        }
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
