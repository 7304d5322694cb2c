package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.xsb.XsbWriter.Format;
import org.sokodb.format.xsb.XsbWriter.Level;

/** {@code export --format slc}: well-formed whatever the text, and read back as written. */
class SlcWriterTest {
    private static final List<String> BOARD = List.of("#####", "#@$.#", "#####");

    private static String write(String header, List<Level> levels) throws IOException {
        StringWriter text = new StringWriter();
        try (XsbWriter w = new XsbWriter(text, Format.SLC)) {
            w.header(header);
            for (Level l : levels) {
                w.level(l);
            }
        }
        return text.toString();
    }

    private static List<LevelRecord> readBack(String xml, List<String> notes) {
        List<LevelRecord> out = new ArrayList<>();
        try (LevelStream s = SlcReader.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "w.slc")) {
            s.forEachRemaining(out::add);
            notes.add(s.fileNotes());
        }
        return out;
    }

    @Test
    void titlesAndAuthorsThatNeedEscapingReadBackAsWritten() throws IOException {
        List<String> titles = List.of("A & B", "<L>#####</L>", "\"quoted\" 'single'", "]]> end", "tab\there",
                "Żółw 🐢", "&amp; literally");
        List<Level> levels = new ArrayList<>();
        for (String t : titles) {
            levels.add(new Level(t, "by " + t, "notes are not kept", BOARD, List.of()));
        }
        String xml = write("Set & Co\nsecond line", levels);
        List<String> notes = new ArrayList<>();
        List<LevelRecord> back = readBack(xml, notes);
        assertEquals(titles, back.stream().map(LevelRecord::title).toList(), xml);
        assertEquals(titles.stream().map(t -> "by " + t).toList(), back.stream().map(LevelRecord::author).toList());
        assertEquals(BOARD, back.get(0).rows());
        assertEquals("", back.get(0).notes());
        assertEquals("Set & Co\n\nSet & Co\nsecond line", notes.get(0));
    }

    @Test
    void charactersXmlCannotCarryBecomeReplacementCharacters() throws IOException {
        String xml = write("", List.of(new Level("bell\u0007 nul\u0000 lone\uD800", "", "", BOARD, List.of())));
        List<LevelRecord> back = readBack(xml, new ArrayList<>());
        assertEquals("bell\uFFFD nul\uFFFD lone\uFFFD", back.get(0).title());
    }

    /**
     * Issue 85: an export wrote {@code Id=""} for untitled levels and repeated Ids (417 in one
     * file), which readers that key levels on the Id merge or refuse. Every Id is present and
     * unique: the title, else "Level N" by place; " (2)", " (3)" … after one given already,
     * titles that escape alike (a control character and U+FFFD) included.
     */
    @Test
    void everyIdIsPresentAndUniqueInTheCollection() throws IOException {
        List<String> titles = List.of("", "Spade", "", "Spade", "Level 3", "Spade", "Level 1", "bell\u0007",
                "bell\uFFFD", "  ");
        List<Level> levels = new ArrayList<>();
        for (String t : titles) {
            levels.add(new Level(t, "", "", BOARD, List.of()));
        }
        String xml = write("", levels);
        List<String> ids = readBack(xml, new ArrayList<>()).stream().map(LevelRecord::title).toList();
        assertEquals(List.of("Level 1", "Spade", "Level 3", "Spade (2)", "Level 3 (2)", "Spade (3)", "Level 1 (2)",
                "bell\uFFFD", "bell\uFFFD (2)", "Level 10"), ids, xml);
        assertEquals(ids.size(), ids.stream().distinct().count());
    }

    @Test
    void anEmptyCollectionIsAWellFormedDocument() throws IOException {
        String xml = write("", List.of());
        assertEquals(0, readBack(xml, new ArrayList<>()).size());
    }

    @Test
    void theFormatFollowsTheFileName() {
        assertEquals(Format.SLC, Format.forFileName("Clean.SLC"));
        assertEquals(Format.XSB, Format.forFileName("a.xsb"));
        assertEquals(Format.SOK, Format.forFileName("a.txt"));
    }
}
