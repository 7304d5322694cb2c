package org.sokodb.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;

public class LevelFilesTest {

    public record BytesSource(String name, byte[] bytes) implements Source {
        @Override
        public boolean namedByUser() {
            return true;
        }

        @Override
        public InputStream open() {
            return new ByteArrayInputStream(bytes);
        }
    }

    static String refusal(byte[] bytes) {
        return assertThrows(SourceException.class, () -> LevelFiles.open(new BytesSource("file", bytes))).reason();
    }

    @Test
    void pusherExeIsReadForItsMaps() throws Exception {
        byte[] image = Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
        List<LevelRecord> records = new ArrayList<>();
        try (LevelStream levels = LevelFiles.open(new BytesSource("pusher.exe", image))) {
            assertEquals("pusher.exe", levels.format());
            levels.forEachRemaining(records::add);
        }
        assertEquals(60, records.size());
        assertEquals("pusher 60", records.get(59).title());
    }

    @Test
    void anotherExecutableIsNotALevelFile() {
        // Text after MZ would make a board for the text reader; it must never get there.
        byte[] bytes = "MZ\n#####\n#@$.#\n#####\n".getBytes(StandardCharsets.US_ASCII);
        assertEquals("not a level file (an executable that is not pusher.exe)", refusal(bytes));
    }

    @Test
    void randomBinaryIsNotALevelFile() {
        byte[] bytes = new byte[10_632];
        new Random(4).nextBytes(bytes);
        bytes[0] = 0;
        assertEquals("not a level file (binary data)", refusal(bytes));
    }

    /** The levels {@code bytes} hold, read as a source named {@code name}. */
    static List<LevelRecord> levels(String name, byte[] bytes) {
        List<LevelRecord> records = new ArrayList<>();
        try (LevelStream levels = LevelFiles.open(new BytesSource(name, bytes))) {
            levels.forEachRemaining(records::add);
        }
        return records;
    }

    static byte[] resource(String name) throws Exception {
        try {
            return Files.readAllBytes(Path.of(LevelFilesTest.class.getResource(name).toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code text} as Windows Notepad's "Unicode" (and its big-endian twin) saves it: the mark, then UTF-16. */
    static byte[] utf16(String text, Charset charset) {
        return ("\uFEFF" + text).getBytes(charset);
    }

    @Test
    void textInUtf16WithItsByteOrderMarkReadsAsTheSameTextInUtf8() throws Exception {
        // before: "not a level file (binary data)", every other byte being a zero
        byte[] utf8 = resource("/encodings/notepad-unicode.utf8.xsb");
        List<LevelRecord> expected = levels("f.xsb", utf8);
        assertEquals(2, expected.size());
        assertEquals("Café Corner", expected.get(0).title());
        assertEquals("Jérôme Autor", expected.get(0).author());
        assertEquals(1, expected.get(0).solutions().size());
        assertEquals("Down the Hole", expected.get(1).title());
        assertEquals(expected, levels("f.xsb", resource("/encodings/notepad-unicode.xsb")));
        String text = new String(utf8, StandardCharsets.UTF_8);
        assertEquals(expected, levels("f.xsb", utf16(text, StandardCharsets.UTF_16BE)));
        // a character outside the Basic Multilingual Plane is a surrogate pair in UTF-16, kept
        // whole wherever a block of the reading ends: here its first half is the last character
        // of a block of 4,096 or 8,192, or one or two characters after it (a '::' line ahead
        // of it, which the reader ignores, puts it there)
        String title = text.replace("Café", "Caf\uD83D\uDE00");
        for (int pad : new int[] {4084, 8180}) {
            for (int cut = -1; cut < 3; cut++) {
                String shifted = "::" + "x".repeat(pad + cut - 3) + "\n" + title;
                List<LevelRecord> read = levels("f.xsb", utf16(shifted, StandardCharsets.UTF_16LE));
                assertEquals(levels("f.xsb", shifted.getBytes(StandardCharsets.UTF_8)), read);
                assertEquals("Caf\uD83D\uDE00 Corner", read.get(0).title());
            }
        }
    }

    @Test
    void anSlcCollectionInUtf16ReadsAsItsUtf8() throws Exception {
        String xml = new String(resource("/slc/tiny-rooms.slc"), StandardCharsets.ISO_8859_1);
        List<LevelRecord> expected = levels("t.slc", xml.getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(expected, levels("t.slc", utf16(xml.replace("ISO-8859-1", "UTF-16"), StandardCharsets.UTF_16LE)));
        assertEquals(expected, levels("t.slc", utf16(xml.replace("ISO-8859-1", "UTF-16"), StandardCharsets.UTF_16BE)));
        assertEquals(expected, levels("t.slc", utf16(xml.replace(" encoding=\"ISO-8859-1\"", ""), StandardCharsets.UTF_16LE)));
    }
}
