package org.sokodb.format;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import org.sokodb.format.pusher.PusherExeReader;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.Sources;
import org.sokodb.format.source.Utf16Text;
import org.sokodb.format.xsb.SlcReader;
import org.sokodb.format.xsb.TitlesBelow;
import org.sokodb.format.xsb.XsbReader;

/**
 * Opens a source with the reader its bytes call for: the maps of a {@code pusher.exe}, an
 * SLC (XML) collection, or XSB/SOK text (told whether its titles stand below its boards,
 * {@link TitlesBelow}). Anything else binary is "not a level file" and never reaches the text
 * reader. Text saved as UTF-16 with its byte-order mark is read as the same text in UTF-8
 * ({@link Utf16Text}).
 */
public final class LevelFiles {
    private static final int SNIFF_BYTES = 8192;
    /** pusher.exe is 10,632 bytes; no executable worth reading for maps is larger than this. */
    private static final int MAX_EXECUTABLE_BYTES = 1 << 20;

    private LevelFiles() {
    }

    /**
     * Opens {@code source} for reading.
     *
     * @throws SourceException when the source cannot be read or is not a level file
     */
    public static LevelStream open(Source source) {
        InputStream in = null;
        try {
            in = new BufferedInputStream(Utf16Text.decoded(source.open()), 1 << 16);
            in.mark(SNIFF_BYTES);
            byte[] head = in.readNBytes(SNIFF_BYTES);
            in.reset();
            if (head.length >= 2 && head[0] == 'M' && head[1] == 'Z') {
                byte[] bytes = in.readNBytes(MAX_EXECUTABLE_BYTES + 1);
                in.close();
                if (bytes.length > MAX_EXECUTABLE_BYTES) {
                    throw SourceException.notALevelFile(source.name(), "not a level file (a large executable)");
                }
                return PusherExeReader.read(bytes, source.name());
            }
            if (head.length >= 2 && head[0] == 'P' && head[1] == 'K') {
                in.close();
                // levels the user expects would be missing, so this is a problem, not a skipped file
                throw new SourceException(source.name(), "a zip archive inside a zip archive is not read; unpack it first");
            }
            if (SlcReader.looksLikeXml(head)) {
                return SlcReader.read(in, source.name());
            }
            if (isBinary(head)) {
                in.close();
                throw SourceException.notALevelFile(source.name(), "not a level file (binary data)");
            }
            boolean below = head.length < SNIFF_BYTES
                    ? TitlesBelow.detect(new ByteArrayInputStream(head))
                    : TitlesBelow.mayFollow(head) && titlesBelow(source);
            return XsbReader.read(in, source.name(), below ? XsbReader.Titles.BELOW_BOARD : XsbReader.Titles.USUAL);
        } catch (IOException e) {
            closeQuietly(in);
            throw new SourceException(source.name(), "cannot read: " + Sources.reason(e));
        } catch (RuntimeException e) {
            closeQuietly(in);
            throw e;
        }
    }

    /** Reads the source once more to tell whether every title stands below its board ({@link TitlesBelow}). */
    private static boolean titlesBelow(Source source) {
        try (InputStream again = Utf16Text.decoded(source.open())) {
            return TitlesBelow.detect(again);
        } catch (IOException e) {
            // the reading proper meets the same failure and reports it where it happens
            return false;
        }
    }

    /** Text files of any encoding hold no NUL bytes and few control characters. */
    static boolean isBinary(byte[] head) {
        int control = 0;
        for (byte b : head) {
            if (b == 0) {
                return true;
            }
            if (b >= 0 && b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x1a) {
                control++;
            }
        }
        return control > head.length / 20 + 1;
    }

    private static void closeQuietly(InputStream in) {
        if (in != null) {
            try {
                in.close();
            } catch (IOException ignored) {
                // nothing more to say than the error already being reported
            }
        }
    }
}
