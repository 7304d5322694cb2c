package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.LineReaderTest;
import org.sokodb.format.source.ReaderLimits;
import org.sokodb.format.source.SolutionBlock;

/** The reader on small texts, one convention or limit at a time. The real files are in {@link XsbReaderRealDataTest}. */
public class XsbReaderTest {
    private static final String BOARD = "#####\n#@$.#\n#####\n";

    public record Read(List<LevelRecord> levels, String fileNotes, String format) {
        public LevelRecord level(int index) {
            return levels.get(index - 1);
        }

        public List<String> titles() {
            return levels.stream().map(LevelRecord::title).toList();
        }
    }

    public static Read read(String text) {
        return read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.xsb");
    }

    public static Read read(InputStream in, String source) {
        List<LevelRecord> levels = new ArrayList<>();
        try (LevelStream s = XsbReader.read(in, source)) {
            s.forEachRemaining(levels::add);
            return new Read(levels, s.fileNotes(), s.format());
        }
    }

    @Test
    void aBoardIsAMaximalRunOfBoardLines() {
        Read r = read("\n" + BOARD + "\n  ####\n  #@.#\n  #$ #\n  ####\n");
        assertEquals(2, r.levels().size());
        assertEquals(List.of("#####", "#@$.#", "#####"), r.level(1).rows());
        assertEquals(2, r.level(1).line());
        assertEquals(6, r.level(2).line());
        assertEquals(List.of("  ####", "  #@.#", "  #$ #", "  ####"), r.level(2).rows(), "leading spaces kept");
        assertEquals(2, r.level(2).index());
    }

    @Test
    void oneBoardWithNoTextAtAll() {
        Read r = read(BOARD);
        assertEquals(1, r.levels().size());
        assertEquals("", r.level(1).title());
        assertEquals("", r.level(1).notes());
        assertEquals("", r.fileNotes());
        assertEquals("xsb", r.format());
    }

    @Test
    void aFileWithoutBoardsIsAllHeader() {
        Read r = read("Just some text\n\nand more\n");
        assertEquals(0, r.levels().size());
        assertEquals("Just some text\n\nand more", r.fileNotes());
    }

    @Test
    void trailingSpacesAreDroppedFromRows() {
        assertEquals(List.of("#####", "#@$.#", "#####"), read("#####   \n#@$.#  \n#####\n").level(1).rows());
    }

    @Test
    void titleCommentsBeforeTheBoard() {
        assertEquals(List.of("1", "2"), read("; 1\n\n" + BOARD + "\n; 2\n\n" + BOARD).titles());
        assertEquals(List.of("screen.01", "Level 2"), read(";screen.01\n" + BOARD + "\n\n\n;Level 2\n" + BOARD).titles());
    }

    @Test
    void aBareTitleLineAboveTheBoard() {
        assertEquals(List.of("1", "2"), read("1\n" + BOARD + "\n2\n" + BOARD).titles());
    }

    @Test
    void titleCommentsUnderTheBoard() {
        Read r = read("; Original and Extra\n; Copyright: a\n\n" + BOARD + "; 1\n; Copyright: Thinking Rabbit\n\n" + BOARD
                + "; 2\n; Copyright: Thinking Rabbit\n\n");
        assertEquals(List.of("1", "2"), r.titles());
        assertEquals("Copyright: Thinking Rabbit", r.level(1).notes());
        assertEquals("Original and Extra\nCopyright: a", r.fileNotes());
    }

    @Test
    void aTitleLineAboveTheBoardWinsOverACommentUnderIt() {
        Read r = read("; 1\n\n" + BOARD + "; a remark on level 1\n\n; 2\n\n" + BOARD);
        assertEquals(List.of("1", "2"), r.titles());
        assertEquals("a remark on level 1", r.level(1).notes());
    }

    @Test
    void aCommentUnderOneBoardThatIsAloneBeforeTheNextIsTheNextTitle() {
        // Sasquatch III: "; 44" follows board 43 without a blank line
        assertEquals(List.of("43", "44"), read("; 43\n\n" + BOARD + "; 44\n\n" + BOARD).titles());
        assertEquals(List.of("", "2"), read(BOARD + "; 2\n" + BOARD).titles());
    }

    @Test
    void aQuotedNameUnderTheNumberIsPartOfTheTitle() {
        Read r = read("; 43\n\n" + BOARD + "\n; 44\n'Duh!'\n\n" + BOARD);
        assertEquals(List.of("43", "44 'Duh!'"), r.titles());
        assertEquals("", r.level(1).notes());
    }

    @Test
    void titleAndAuthorFieldsInAnySpelling() {
        Read r = read(BOARD + "Title:Spade\nAuthor:D Holland\n\n" + BOARD + "Title : MICROCOSMOS 01 var.\nauthor: x\n\n"
                + BOARD + "TITLE: Upper\nAUTHOR:  y  \n");
        assertEquals(List.of("Spade", "MICROCOSMOS 01 var.", "Upper"), r.titles());
        assertEquals(List.of("D Holland", "x", "y"), r.levels().stream().map(LevelRecord::author).toList());
        assertEquals("", r.level(1).notes(), "title and author lines are not notes");
    }

    @Test
    void aTitleFieldWinsOverATitleLineWhichStaysInTheNotes() {
        Read r = read("Set: Sven\n\n1\n" + BOARD + "Title: SE 1\nAuthor: Sven Egevad\n\n2\n" + BOARD
                + "Title: SE 2\nAuthor: Sven Egevad\n");
        assertEquals(List.of("SE 1", "SE 2"), r.titles());
        assertEquals("1", r.level(1).notes());
        assertEquals("Set: Sven", r.fileNotes());
    }

    @Test
    void fieldsRightOnTopOfABoardBelongToIt() {
        Read r = read("Title: One\nAuthor: A\n" + BOARD + "\nTitle: Two\nDifficulty: 3\n" + BOARD);
        assertEquals(List.of("One", "Two"), r.titles());
        assertEquals("A", r.level(1).author());
        assertEquals("", r.level(1).notes());
        assertEquals("Difficulty: 3", r.level(2).notes());
        assertEquals("", r.fileNotes());
        // without a blank line between them, fields under a board are that board's
        assertEquals(List.of("One", ""), read(BOARD + "Title: One\n" + BOARD).titles());
    }

    @Test
    void fieldsInsideACommentBlockAreNotFields() {
        Read r = read(";microcosmos01.xsb\n" + BOARD + "Author: Aymeric du Peloux\nTitle: Heart\nComment:\ncolor aqua\n"
                + "Collection: MicroCosmos\nTitle: not this one\n\n\nComment-End:\n\n;microcosmos02.xsb\n" + BOARD);
        assertEquals(List.of("Heart", "microcosmos02.xsb"), r.titles());
        assertEquals("Aymeric du Peloux", r.level(1).author());
        assertEquals("microcosmos01.xsb\ncolor aqua\nCollection: MicroCosmos\nTitle: not this one", r.level(1).notes());
    }

    @Test
    void fileHeadersAreFileNotesNotTitles() {
        Read r = read("; Microban (155 puzzles)\n; This is a good set.\n \n; 1\n\n" + BOARD);
        assertEquals("1", r.level(1).title());
        assertEquals("Microban (155 puzzles)\nThis is a good set.", r.fileNotes());

        Read keys = read("Set:       Sven Egevad\nCopyright: © Sven Egevad\nEmail:     s@e.se\n\n1\n" + BOARD);
        assertEquals("1", keys.level(1).title());
        assertEquals("Set:       Sven Egevad\nCopyright: © Sven Egevad\nEmail:     s@e.se", keys.fileNotes());

        Read prose = read("These collections are published by me.\nAll levels are mine.\n\n" + BOARD);
        assertEquals("", prose.level(1).title(), "a paragraph of two lines is notes, not a title");
    }

    @Test
    void theHeaderAuthorIsEveryLevelsAuthorUnlessTheLevelSaysOtherwise() {
        Read r = read("Designs generated using SokEvo\nauthor:Lee J Haywood\n\n; Claire\n" + BOARD + "\n; Alice\n" + BOARD
                + "Author: Someone Else\n");
        assertEquals(List.of("Claire", "Alice"), r.titles());
        assertEquals(List.of("Lee J Haywood", "Someone Else"), r.levels().stream().map(LevelRecord::author).toList());
        assertEquals("Designs generated using SokEvo\nauthor:Lee J Haywood", r.fileNotes());
    }

    @Test
    void aTitleSetApartByAnEmptyCommentLineYieldsToATitleUnderTheBoard() {
        Read microban = read("; Microban\n;\n; regular sets.\n;\n; 1\n\n" + BOARD + "\n; 2\n\n" + BOARD);
        assertEquals(List.of("1", "2"), microban.titles());
        assertEquals("Microban\n\nregular sets.", microban.fileNotes());

        Read original = read("; Original and Extra\n;\n; The 50 original levels.\n\n" + BOARD + "; 1\n; Copyright: a\n\n");
        assertEquals(List.of("1"), original.titles());
        assertEquals("Original and Extra\n\nThe 50 original levels.", original.fileNotes());
    }

    @Test
    void hiddenCommentsAreIgnoredAndMakeItSok() {
        Read r = read(":::::::\n:: Legend ::\n:::::::\nDate Created: 2022\n:::::::\n\nLevel 1\n\n" + BOARD);
        assertEquals("Level 1", r.level(1).title());
        assertEquals("Date Created: 2022", r.fileNotes());
        assertEquals("sok", r.format());
    }

    @Test
    void theSokTitleRule() {
        Read r = read("Collection notes, first line\nand second line.\n\n" + BOARD + "\nPuzzle notes\n\nLevel 2\n\n" + BOARD
                + "\nNote for level 2, then a title\n\n" + BOARD + "\ntrailing text\n");
        assertEquals(List.of("", "Level 2", "Note for level 2, then a title"), r.titles());
        assertEquals("Puzzle notes", r.level(1).notes());
        assertEquals("trailing text", r.level(3).notes());
        assertEquals("Collection notes, first line\nand second line.", r.fileNotes());
    }

    @Test
    void solutionsAndSavedGamesAfterTheBoard() {
        Read r = read("Level 1\n\n" + BOARD + "\nAuthor: me\nSome puzzle notes\n\nSolution/Moves 6/2\nrrr\nRRR\n\n"
                + "Solver: only human\nTime: 00:00:47\n\nTomo\nlurd\n\nSaveGame 2/0\n2l\n\nNext level\n\n" + BOARD);
        LevelRecord one = r.level(1);
        assertEquals("me", one.author());
        assertEquals("Some puzzle notes", one.notes());
        assertEquals(3, one.solutions().size());
        SolutionBlock first = one.solutions().get(0);
        assertEquals(new SolutionBlock("Solution/Moves 6/2", "rrrRRR", "Solver: only human\nTime: 00:00:47", 11), first);
        assertEquals(new SolutionBlock("Tomo", "lurd", "", 18), one.solutions().get(1));
        assertEquals("2l", one.solutions().get(2).moves(), "moves are raw: RLE is the solution code's business");
        assertTrue(one.solutions().get(2).isSnapshot());
        assertFalse(first.isSnapshot());
        assertEquals("Next level", r.level(2).title());
        assertEquals("sok", r.format());
    }

    @Test
    void untitledSolutionsAndABlockTitleThatIsReallyANote() {
        Read r = read(BOARD + "\nuurr\n\nA note for the first, read as the second's title\n\nlldd\n\nrrrr\n");
        List<SolutionBlock> blocks = r.level(1).solutions();
        assertEquals(List.of("", "A note for the first, read as the second's title", ""),
                blocks.stream().map(SolutionBlock::title).toList());
        assertEquals(List.of("uurr", "lldd", "rrrr"), blocks.stream().map(SolutionBlock::moves).toList());
    }

    @Test
    void declaredVariantsAreRejectedAndStillTakeTheirIndex() {
        Read perPuzzle = read(BOARD + "Title: A\nGame: Hexoban\n\n" + BOARD + "\nVariant: Multiban\n\n" + BOARD
                + "Game = Sokoban\n");
        assertEquals(Optional.of("Hexoban puzzle: only plain Sokoban is supported"), perPuzzle.level(1).rejection());
        assertEquals(Optional.of("Multiban puzzle: only plain Sokoban is supported"), perPuzzle.level(2).rejection());
        assertEquals(Optional.empty(), perPuzzle.level(3).rejection());
        assertEquals(3, perPuzzle.level(3).index());

        Read global = read("Game = Trioban\n\n" + BOARD + "\n" + BOARD + "Game: Sokoban\n");
        assertEquals(Optional.of("Trioban puzzle: only plain Sokoban is supported"), global.level(1).rejection());
        assertEquals(Optional.empty(), global.level(2).rejection(), "a puzzle's own field overrides the header's");
    }

    @Test
    void aTabInABoardStaysForBoardParseToReport() {
        LevelRecord r = read("#####\n#@\t.#\n#####\n").level(1);
        assertEquals(List.of("#####", "#@\t.#", "#####"), r.rows());
        BoardException e = assertThrows(BoardException.class, () -> Board.parse(r.rows()));
        assertEquals("tab in board at row 2, column 3", e.getMessage());
    }

    @Test
    void anUnknownCharacterInABoardStaysForBoardParseToReport() {
        LevelRecord r = read("#####\n#@&.#\n#####\n").level(1);
        assertEquals(3, r.rows().size());
        assertEquals("unknown character '&' in board at row 2, column 3",
                assertThrows(BoardException.class, () -> Board.parse(r.rows())).getMessage());
    }

    @Test
    void runLengthEncodedBoards() throws BoardException {
        Read r = read("Title 1\n\n--3#|3#-#|#pb.#|5#|\n\n4#\n#pb.#\n5#\n\n"
                + "2_5#|3#3_#|#2_*#_2#|#_#2_*_#|#_*2_#_#|2#_#+2_#|_#3_$2#|_3#2_#|3_4#\n");
        assertEquals(List.of("--###", "###-#", "#pb.#", "#####"), r.level(1).rows());
        assertEquals("Title 1", r.level(1).title());
        assertEquals(List.of("####", "#pb.#", "#####"), r.level(2).rows());
        assertEquals(9, r.level(3).rows().size());
        Board.parse(r.level(1).rows());
        Board.parse(r.level(3).rows());
    }

    @Test
    void anRleCountOverTheLimitRejectsTheBoard() {
        Read r = read("; 1\n999999999#\n\n; 2\n" + BOARD);
        assertEquals(2, r.levels().size());
        assertEquals(Optional.of("run-length encoded row at line 2: count 999999999 at column 1 makes the text longer"
                + " than the limit of " + ReaderLimits.MAX_RLE_BOARD_CHARS + " characters"), r.level(1).rejection());
        assertEquals(Optional.empty(), r.level(2).rejection());
    }

    @Test
    void crlfAndAByteOrderMark() {
        byte[] bytes = LineReaderTest.bytes(0xef, 0xbb, 0xbf, "; 1\r\n\r\n#####\r\n#@$.#\r\n#####\r\n");
        LevelRecord r = read(new ByteArrayInputStream(bytes), "crlf.xsb").level(1);
        assertEquals("1", r.title());
        assertEquals(List.of("#####", "#@$.#", "#####"), r.rows());
        assertEquals(3, r.line());
    }

    @Test
    void anUndecodableByteInATitleNeverFailsTheFile() {
        byte[] bytes = LineReaderTest.bytes("; Fran", 0xe7, "ois\n#####\n#@$.#\n#####\nAuthor: Fran", 0xc3, 0xa7, "ois\n");
        LevelRecord r = read(new ByteArrayInputStream(bytes), "latin1.xsb").level(1);
        assertEquals("François", r.title());
        assertEquals("François", r.author());
    }

    @Test
    void aTooLongLineInABoardRejectsThatBoardOnly() {
        Read r = read(new SequenceInputStream(Collections.enumeration(List.of(
                stream("; 1\n#####\n"), repeat('#', ReaderLimits.MAX_LINE_BYTES + 10), stream("\n#####\n\n; 2\n" + BOARD)))),
                "long.xsb");
        assertEquals(List.of("1", "2"), r.titles());
        assertEquals(Optional.of("line 3 is " + (ReaderLimits.MAX_LINE_BYTES + 10) + " bytes long, more than the limit of "
                + ReaderLimits.MAX_LINE_BYTES + " bytes"), r.level(1).rejection());
        assertEquals(Optional.empty(), r.level(2).rejection());
        assertEquals(7, r.level(2).line());
    }

    @Test
    void aTooLongLineUnderABoardRejectsThatLevelAndInTheHeaderIsNoted() {
        Read r = read(new SequenceInputStream(Collections.enumeration(List.of(
                repeat('x', ReaderLimits.MAX_LINE_BYTES + 1), stream("\n\n" + BOARD + "\n"),
                repeat('r', ReaderLimits.MAX_LINE_BYTES + 1), stream("\n\n; 2\n" + BOARD)))), "long.sok");
        assertEquals(2, r.levels().size());
        assertTrue(r.fileNotes().contains("line 1 is 1048577 bytes long"), r.fileNotes());
        assertEquals(Optional.of("the text under the board is incomplete: line 7 is 1048577 bytes long, more than the"
                + " limit of 1048576 bytes"), r.level(1).rejection());
        assertEquals(Optional.empty(), r.level(2).rejection());
        assertEquals("2", r.level(2).title());
    }

    @Test
    void aHugeBoardIsRejectedWithoutBeingKept() {
        // 3000 rows of 3000 squares, generated as it is read
        List<InputStream> parts = new ArrayList<>();
        parts.add(stream("; huge\n"));
        for (int i = 0; i < 3000; i++) {
            parts.add(repeat('#', 3000));
            parts.add(stream("\n"));
        }
        parts.add(stream("\n; next\n" + BOARD));
        Read r = read(new SequenceInputStream(Collections.enumeration(parts)), "huge.xsb");
        assertEquals(2, r.levels().size());
        assertEquals(Optional.of("row 1 is 3000 squares wide, more than the limit of 512"), r.level(1).rejection());
        assertEquals(List.of(), r.level(1).rows());
        assertEquals("next", r.level(2).title());
        assertEquals(3004, r.level(2).line());
    }

    @Test
    void aBoardWithTooManyRowsIsRejected() {
        Read r = read("#@#\n".repeat(600));
        assertEquals(Optional.of("board has 600 rows, more than the limit of 512"), r.level(1).rejection());
        assertTrue(r.level(1).rows().size() <= 512);
    }

    @Test
    void textBetweenBoardsIsBounded() {
        Gap gap = new Gap(20);
        for (int i = 1; i <= 10; i++) {
            gap.addText("line number " + i, i);
        }
        List<GapLine> lines = gap.lines();
        assertEquals(2, gap.firstDroppedLine());
        assertEquals(List.of("line number 1", "[text from line 2 on not kept: more than 20 characters between two boards]",
                "line number 8", "line number 9", "line number 10"), lines.stream().map(GapLine::text).toList());
    }

    private static InputStream stream(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code n} copies of one byte, produced as they are read. */
    private static InputStream repeat(char c, long n) {
        return new InputStream() {
            long left = n;

            @Override
            public int read() {
                return left-- > 0 ? c : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int k = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + k, (byte) c);
                left -= k;
                return k;
            }
        };
    }
}
