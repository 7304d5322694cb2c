package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.RunsAlone;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLimits;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** SLC (XML) collections: fields, rows, encodings, line numbers, and hostile or broken XML. */
@RunsAlone
class SlcReaderTest {

    static Path resource(String name) {
        try {
            return Path.of(SlcReaderTest.class.getResource("/slc/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private record Read(List<LevelRecord> levels, String notes, String format) {
    }

    private static Read read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.getFileName().toString());
        }
    }

    private static Read read(String xml) {
        return read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.slc");
    }

    private static Read read(InputStream in, String name) {
        List<LevelRecord> levels = new ArrayList<>();
        try (LevelStream s = SlcReader.read(in, name)) {
            s.forEachRemaining(levels::add);
            return new Read(levels, s.fileNotes(), s.format());
        }
    }

    @Test
    void readsTitlesAuthorsRowsAndNotesOfAnIsoLatin1Collection() throws IOException {
        Read r = read(resource("tiny-rooms.slc"));
        assertEquals("slc", r.format());
        assertEquals(List.of("Tom & Jerry", "Down the Hole", "Less < More", "Café Corner"),
                r.levels().stream().map(LevelRecord::title).toList());
        // the level's Copyright, else the collection's; entities and ISO-8859-1 letters decoded
        assertEquals(List.of("Jérôme Autor", "Renée Testwriter", "Renée Testwriter", "Ana \"Box\" Pusher"),
                r.levels().stream().map(LevelRecord::author).toList());
        LevelRecord hole = r.levels().get(1);
        assertEquals(List.of(" ####", "## @#", "# $ #", "# . #", "#####", ""), hole.rows());
        assertEquals(2, hole.index());
        // each level's line is its first <L>, each row on its own line
        assertEquals(12, r.levels().get(0).line());
        assertEquals(17, hole.line());
        assertEquals(22, hole.lineOfRow(5));
        assertEquals("Tiny Rooms & Corridors\n\nFour small levels written by hand for the sokodb tests.\n"
                + "The second one ends in an empty row.\n\nEmail: nobody@example.org", r.notes());
    }

    @Test
    void givesTheSameIdsAsItsXsbTwin() throws IOException {
        List<LevelRecord> slc = read(resource("tiny-rooms.slc")).levels();
        List<LevelRecord> xsb;
        try (InputStream in = Files.newInputStream(resource("tiny-rooms.xsb"));
                LevelStream s = XsbReader.read(in, "tiny-rooms.xsb")) {
            xsb = new ArrayList<>();
            s.forEachRemaining(xsb::add);
        }
        assertEquals(4, xsb.size());
        Identifier identifier = new Identifier();
        for (int i = 0; i < 4; i++) {
            var a = assertInstanceOf(IdentifiedLevel.Valid.class, identifier.identify(slc.get(i)));
            var b = assertInstanceOf(IdentifiedLevel.Valid.class, identifier.identify(xsb.get(i)));
            assertEquals(b.ids().exactId(), a.ids().exactId(), "level " + (i + 1));
            assertEquals(b.ids().uniqueId(), a.ids().uniqueId(), "level " + (i + 1));
            assertEquals(xsb.get(i).title(), slc.get(i).title());
            assertEquals(xsb.get(i).author(), slc.get(i).author());
        }
    }

    @Test
    void anAuthorElementCreditsWhereNoCopyrightDoes() {
        String level = "<L>#####</L><L>#@$.#</L><L>#####</L>";
        Read r = read("<?xml version=\"1.0\"?>\n<SokobanLevels><Title>Set</Title><Author>Header Author</Author>\n"
                + "<LevelCollection><Author>Collection Author</Author>\n"
                + "<Level Id=\"a\" Copyright=\"Level Copyright\"><Author>Level Author</Author>" + level + "</Level>\n"
                + "<Level Id=\"b\"><Author>Level Author</Author>" + level + "</Level>\n"
                + "<Level Id=\"c\">" + level + "</Level>\n</LevelCollection>\n"
                + "<LevelCollection Copyright=\"Collection Copyright\"><Author>Collection Author</Author>\n"
                + "<Level Id=\"d\">" + level + "</Level>\n</LevelCollection>\n"
                + "<LevelCollection>\n<Level Id=\"e\">" + level + "</Level>\n</LevelCollection></SokobanLevels>\n");
        // the level's Copyright, its <Author>, the collection's Copyright, its <Author>, the header's <Author>
        assertEquals(List.of("Level Copyright", "Level Author", "Collection Author", "Collection Copyright",
                "Header Author"), r.levels().stream().map(LevelRecord::author).toList());
        assertEquals("Comment: x", read("<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection><Level Id=\"a\">"
                + "<Author>Level Author</Author><Comment>x</Comment>" + level + "</Level></LevelCollection>"
                + "</SokobanLevels>").levels().get(0).notes(), "an author taken is not repeated in the notes");
        assertEquals("Set\n\nAuthor: Header Author", r.notes());
    }

    @Test
    void readsUtf8AndKeepsLeadingSpacesOfRows() {
        Read r = read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<SokobanLevels><LevelCollection>\n"
                + "<Level Id=\"Żółw\">\n<L>  ###</L>\n<L>###.#</L>\n<L>#@$ #</L>\n<L>#####</L>\n"
                + "<Comment>pushed once</Comment></Level>\n</LevelCollection></SokobanLevels>\n");
        LevelRecord l = r.levels().get(0);
        assertEquals("Żółw", l.title());
        assertEquals("", l.author());
        assertEquals("  ###", l.rows().get(0));
        assertEquals("Comment: pushed once", l.notes());
        assertEquals(4, l.line());
    }

    @Test
    void aByteThatIsNotInTheDeclaredEncodingIsAReplacementCharacterAndNothingIsPrinted() {
        byte[] bytes = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<SokobanLevels><LevelCollection>\n"
                + "<Level Id=\"Caf\u00e9\"><L>#####</L><L>#@$.#</L><L>#####</L></Level>\n"
                + "</LevelCollection></SokobanLevels>\n").getBytes(StandardCharsets.ISO_8859_1);
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        Read r;
        try {
            System.setErr(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
            r = read(new ByteArrayInputStream(bytes), "latin1-in-utf8.slc");
        } finally {
            System.setErr(err);
        }
        assertEquals("Caf\uFFFD", r.levels().get(0).title());
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownEncodingIsSaid() {
        SourceException e = assertThrows(SourceException.class, () -> read(
                "<?xml version=\"1.0\" encoding=\"X-NO-SUCH\"?>\n<SokobanLevels/>"));
        assertEquals("the XML prolog declares an encoding that is not known here: 'X-NO-SUCH'", e.reason());
    }

    @Test
    void anEmptyLevelIsRejectedOnItsRecordAndTheNextOneIsRead() {
        Read r = read("<SokobanLevels><LevelCollection><Level Id=\"a\"/>\n"
                + "<Level Id=\"b\"><L>#####</L><L>#@$.#</L><L>#####</L></Level></LevelCollection></SokobanLevels>");
        assertEquals(2, r.levels().size());
        assertTrue(r.levels().get(0).rows().isEmpty());
        assertEquals(3, r.levels().get(1).rows().size());
        assertEquals(2, r.levels().get(1).line());
    }

    @Test
    void aBillionLaughsIsRefusedBeforeAnyExpansion() throws IOException {
        SourceException e = assertThrows(SourceException.class, () -> read(resource("billion-laughs.slc")));
        assertEquals(2, e.location().line());
        assertTrue(e.reason().startsWith("refused: the DOCTYPE declares XML entities"), e.reason());
        assertFalse(e.notLevelFile());
    }

    @Test
    void anExternalEntityIsRefusedAndNeverRead() throws IOException {
        SourceException e = assertThrows(SourceException.class, () -> read(resource("external-entity.slc")));
        assertTrue(e.reason().startsWith("refused: the DOCTYPE declares XML entities"), e.reason());
        assertFalse(e.getMessage().contains("root:"), "nothing of /etc/passwd may show: " + e.getMessage());
    }

    @Test
    void anExternalDtdIsNeverLoadedEvenWhenItExists(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path dtd = dir.resolve("evil.dtd");
        Files.writeString(dtd, "<!ENTITY who \"LEAKED\">\n");
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE SokobanLevels SYSTEM \"" + dtd.toUri() + "\">\n"
                + "<SokobanLevels>\n<Title>&who;</Title>\n</SokobanLevels>\n";
        SourceException e = assertThrows(SourceException.class, () -> read(xml));
        assertEquals("broken XML: The entity \"who\" was referenced, but not declared.", e.reason());
        assertFalse(e.getMessage().contains("LEAKED"));
        // the DOCTYPE of every real SLC file names a DTD that is not there: read as if it were not named
        Read r = read("<?xml version=\"1.0\"?>\n<!DOCTYPE SokobanLevels SYSTEM \"" + dtd.toUri() + "\">\n"
                + "<SokobanLevels><Title>Fine</Title></SokobanLevels>\n");
        assertEquals("Fine", r.notes());
    }

    @Test
    void anUndeclaredEntityIsBrokenXmlNotAnExpansion() {
        SourceException e = assertThrows(SourceException.class, () -> read(
                "<SokobanLevels>\n<Title>&xxe;</Title>\n</SokobanLevels>"));
        assertEquals(2, e.location().line());
        assertEquals("broken XML: The entity \"xxe\" was referenced, but not declared.", e.reason());
    }

    @Test
    void brokenXmlSaysWhereAndWhyAfterTheLevelsBeforeIt() throws IOException {
        List<LevelRecord> before = new ArrayList<>();
        Path file = resource("broken.slc");
        SourceException e;
        try (InputStream in = Files.newInputStream(file); LevelStream s = SlcReader.read(in, "broken.slc")) {
            e = assertThrows(SourceException.class, () -> s.forEachRemaining(before::add));
        }
        assertEquals(1, before.size());
        assertEquals(new SourceLocation("broken.slc", 14, 2), e.location());
        assertEquals("broken.slc:14: level 2: broken XML: The element type \"L\" must be terminated by the "
                + "matching end-tag \"</L>\".", e.getMessage());
    }

    @Test
    void aFileOverTheSizeLimitCannotBeReadItIsNotBrokenXml(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n");
        for (int i = 0; i < 3000; i++) {
            xml.append("<Level Id=\"L").append(i).append("\"><L>#####</L><L>#@$.#</L><L>#####</L></Level>\n");
        }
        xml.append("</LevelCollection></SokobanLevels>\n");
        Path file = dir.resolve("big.slc");
        Files.writeString(file, xml);
        List<String> problems = new ArrayList<>();
        int[] levels = {0};
        LevelSources.read(List.of(file.toString()), new SourceLimits(100_000, 1L << 30), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                levels[0]++;
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                problems.add(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
            }
        });
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).matches(".*big\\.slc:\\d+: (level \\d+: )?cannot read: file is larger than the limit of 100000 "
                + "bytes"), problems.get(0));
        assertTrue(levels[0] > 500, "the levels before the limit are read: " + levels[0]);
    }

    @Test
    void xmlOfAnotherKindIsNotALevelFile() {
        SourceException e = assertThrows(SourceException.class, () -> read("<?xml version=\"1.0\"?>\n<svg/>"));
        assertTrue(e.notLevelFile());
        assertEquals("not a level file (XML whose root element is <svg>, not <SokobanLevels>)", e.reason());
    }

    @Test
    void tellsXmlFromTextByItsFirstBytes() {
        assertTrue(SlcReader.looksLikeXml("<?xml version=\"1.0\"?>".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(SlcReader.looksLikeXml("\uFEFF\n  <SokobanLevels>".getBytes(StandardCharsets.UTF_8)));
        assertFalse(SlcReader.looksLikeXml("; <1>\n#####".getBytes(StandardCharsets.US_ASCII)));
        assertFalse(SlcReader.looksLikeXml("#####\n#@$.#".getBytes(StandardCharsets.US_ASCII)));
        assertFalse(SlcReader.looksLikeXml("< 3".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(SlcReader.looksLikeXml("<!DOCTYPE SokobanLevels>".getBytes(StandardCharsets.US_ASCII)));
        // a title line that starts with '<' is text
        assertFalse(SlcReader.looksLikeXml("<Level 1>\n#####\n#@$.#\n#####".getBytes(StandardCharsets.US_ASCII)));
    }
}
