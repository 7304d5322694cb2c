package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.xsb.XsbWriter.Format;
import org.sokodb.format.xsb.XsbWriter.Level;
import org.sokodb.format.xsb.XsbWriter.Solution;

/** What the writer writes reads back through {@link XsbReader} as the same fields. */
class XsbWriterTest {
    private static final List<String> BOARD = List.of("#####", "#@$.#", "#####");
    private static final List<String> INDENTED = List.of("  ####", "###  #", "#@$.-#", "######");

    /** Text that real files hold, and text that looks like something else to a reader. */
    private static final String[] NASTY = {"1", "44", "screen.01", "Level 1: The Start", "Heart", "Dull", "lurd",
        "LURD 3r", "####", "#  #", "# a #", "3#", "#@$.#", "; remark", ";", "::hidden", ":: legend ::", "Title: x",
        "title:y", "Author: z", "author : w", "Game: Hexoban", "Variant = Multiban", "Comment:", "Comment-End:",
        "'Duh!'", "\"Quoted\"", "Intro: the beginning", "Solution", "Solution/Moves 12/3", "SaveGame 4/1",
        "Date: 2022-07-01", "http://sokoban.example", "  indented text", "Ünïcödé ☺", "also in: x #1 'y'",
        "Collection: C", "a b c", "-", "_ _", "(3)", "[]", "{}", "*", "The End", "  # not a board", "Copyright: me"};

    record Read(List<LevelRecord> levels, String fileNotes) {
    }

    static Read read(String text, String name) {
        List<LevelRecord> levels = new ArrayList<>();
        try (LevelStream s = XsbReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), name)) {
            s.forEachRemaining(levels::add);
            return new Read(levels, s.fileNotes());
        }
    }

    static String write(Format format, String header, List<Level> levels) {
        StringWriter text = new StringWriter();
        try (XsbWriter w = new XsbWriter(text, format)) {
            w.header(header);
            for (Level l : levels) {
                w.level(l);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return text.toString();
    }

    @Test
    void sokLayout() {
        String text = write(Format.SOK, "Collection: test", List.of(
                new Level("1", "Someone", "a note", BOARD, List.of(new Solution("Solution/Moves 3/1", "rR", "Solver: me"))),
                new Level("", "", "", INDENTED, List.of())));
        assertEquals("""
                Collection: test

                1
                #####
                #@$.#
                #####
                Author: Someone
                a note

                Solution/Moves 3/1
                rR
                Solver: me

                ;
                  ####
                ###  #
                #@$.-#
                ######
                """, text);
    }

    @Test
    void xsbLayoutHasCommentTitlesAndNoSolutions() {
        String text = write(Format.XSB, "", List.of(
                new Level("1", "", "first\n\nsecond", BOARD, List.of(new Solution("Solution", "rR", ""))),
                new Level("Intro: start", "", "", BOARD, List.of())));
        assertEquals("""
                ; 1
                #####
                #@$.#
                #####
                ; first

                ; second

                ;
                #####
                #@$.#
                #####
                Title: Intro: start
                """, text);
        Read r = read(text, "x.xsb");
        assertEquals(List.of(), r.levels().get(0).solutions());
        assertEquals("Intro: start", r.levels().get(1).title());
    }

    @Test
    void titlesThatWouldBeMisreadBecomeTitleFields() {
        for (String title : List.of("Dull", "####", "; x", "Intro: start", "3#")) {
            String text = write(Format.SOK, "", List.of(new Level("a", "", "last words", BOARD, List.of()),
                    new Level(title, "", "", BOARD, List.of())));
            assertTrue(text.contains("\nTitle: " + title + "\n"), text);
            Read r = read(text, "x.sok");
            assertEquals(List.of("a", title), r.levels().stream().map(LevelRecord::title).toList());
            assertEquals("last words", r.levels().get(0).notes());
            assertEquals("", r.levels().get(1).notes());
        }
    }

    @Test
    void anEmptyTitleStaysEmptyAfterNotesAndSolutions() {
        String text = write(Format.SOK, "A header line", List.of(
                new Level("", "", "", BOARD, List.of()),
                new Level("", "", "", BOARD, List.of(new Solution("Solution/Moves 2/1", "rR", "Looks like a title"))),
                new Level("", "", "; remark under the board", BOARD, List.of())));
        Read r = read(text, "x.sok");
        assertEquals(List.of("", "", ""), r.levels().stream().map(LevelRecord::title).toList());
        assertEquals("A header line", r.fileNotes());
        assertEquals("Looks like a title", r.levels().get(1).solutions().get(0).notes());
        assertEquals("; remark under the board", r.levels().get(2).notes());
    }

    @Test
    void notesLinesThatWouldBeMisreadAreComments() {
        assertTrue(XsbWriter.needsComment("Dull"));
        assertTrue(XsbWriter.needsComment("####"));
        assertTrue(XsbWriter.needsComment("Author: x"));
        assertTrue(XsbWriter.needsComment("Game: Hexoban"));
        assertTrue(XsbWriter.needsComment("::x"));
        assertTrue(XsbWriter.needsComment("; x"));
        assertFalse(XsbWriter.needsComment("Date: today"));
        assertFalse(XsbWriter.needsComment("also in: Microban #12 'Heart'"));
        assertFalse(XsbWriter.needsComment("Some puzzle notes"));
    }

    @Test
    void boardRowsThatWouldNotReadBack() {
        assertTrue(XsbWriter.readsAsBoard(INDENTED));
        assertFalse(XsbWriter.readsAsBoard(List.of("#####", "", "#@$.#")));
        assertFalse(XsbWriter.readsAsBoard(List.of("-----", "#@$.#", "#####")));
        assertFalse(XsbWriter.readsAsBoard(List.of("#####", "#@$.# ")));
        assertFalse(XsbWriter.readsAsBoard(List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> write(Format.SOK, "", List.of(new Level("", "", "", List.of("   "), List.of()))));
    }

    @Test
    void movesWrapAndReadBackWhole() {
        String moves = "rRlL".repeat(50);
        String text = write(Format.SOK, "", List.of(new Level("t", "", "", BOARD,
                List.of(new Solution("Solution/Moves 200/100", moves, "")))));
        assertTrue(text.lines().allMatch(l -> l.length() <= XsbWriter.MOVES_PER_LINE));
        assertEquals(moves, read(text, "x.sok").levels().get(0).solutions().get(0).moves());
    }

    @Test
    void formatFromTheFileName() {
        assertEquals(Format.XSB, Format.forFileName("out/Set.XSB"));
        assertEquals(Format.SOK, Format.forFileName("set.sok"));
        assertEquals(Format.SOK, Format.forFileName("set.txt"));
    }

    /** Random levels made of the nasty text above: every field reads back, in both formats, thousands of times. */
    @Test
    void randomLevelsReadBackAsTheSameFields() {
        Random random = new Random(20240601);
        for (int round = 0; round < 300; round++) {
            String header = notes(random);
            List<Level> levels = new ArrayList<>();
            int n = 1 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                List<Solution> solutions = new ArrayList<>();
                for (int s = random.nextInt(3); s > 0; s--) {
                    solutions.add(new Solution(pick(random), moves(random), notes(random)));
                }
                levels.add(new Level(random.nextInt(4) == 0 ? "" : pick(random),
                        random.nextInt(3) == 0 ? "" : pick(random), notes(random),
                        random.nextBoolean() ? BOARD : INDENTED, solutions));
            }
            for (Format format : List.of(Format.SOK, Format.XSB)) { // SLC keeps no notes: SlcWriterTest
                String text = write(format, header, levels);
                Read r = read(text, format == Format.SOK ? "r.sok" : "r.xsb");
                String context = "round " + round + " " + format + ":\n" + text;
                assertEquals(levels.size(), r.levels().size(), context);
                assertEquals(expectedNotes(header), r.fileNotes(), context);
                for (int i = 0; i < levels.size(); i++) {
                    Level want = levels.get(i);
                    LevelRecord got = r.levels().get(i);
                    assertEquals(want.title().strip(), got.title(), context);
                    assertEquals(want.author().strip(), got.author(), context);
                    assertEquals(expectedNotes(want.notes()), got.notes(), context);
                    assertEquals(want.rows(), got.rows(), context);
                    assertEquals(java.util.Optional.empty(), got.rejection(), context);
                    List<Solution> solutions = format == Format.SOK ? want.solutions() : List.of();
                    assertEquals(solutions.size(), got.solutions().size(), context);
                    for (int s = 0; s < solutions.size(); s++) {
                        assertEquals(solutions.get(s).moves(), got.solutions().get(s).moves(), context);
                        assertEquals(expectedNotes(solutions.get(s).notes()), got.solutions().get(s).notes(), context);
                    }
                }
            }
        }
    }

    private static String pick(Random random) {
        return NASTY[random.nextInt(NASTY.length)];
    }

    private static String notes(Random random) {
        StringBuilder sb = new StringBuilder();
        for (int k = random.nextInt(5); k > 0; k--) {
            sb.append(random.nextInt(4) == 0 ? "" : pick(random)).append('\n');
        }
        return sb.toString();
    }

    private static String moves(Random random) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1 + random.nextInt(150); k > 0; k--) {
            sb.append("lurdLURD".charAt(random.nextInt(8)));
        }
        return sb.toString();
    }

    /** Notes as the reader gives them: no leading or trailing blank lines, one blank line between paragraphs. */
    private static String expectedNotes(String notes) {
        StringBuilder sb = new StringBuilder();
        boolean blank = false;
        for (String line : notes.split("\n", -1)) {
            String t = line.stripTrailing();
            if (t.isEmpty()) {
                blank = true;
                continue;
            }
            if (!sb.isEmpty()) {
                sb.append(blank ? "\n\n" : "\n");
            }
            blank = false;
            sb.append(t);
        }
        return sb.toString();
    }
}
