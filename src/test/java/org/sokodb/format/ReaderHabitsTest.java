package org.sokodb.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.xsb.XsbReaderTest;

/** Smaller habits of real files: YASC byline titles, a stray '|' in a board. */
class ReaderHabitsTest {
    private static final String BOARD = "#####\n#@$.#\n#####\n";

    @TempDir
    java.nio.file.Path dir;

    @Test
    void aYascBylineGivesTitleAndAuthor() {
        XsbReaderTest.Read r = XsbReaderTest.read("Author: Header Person\n\n\"YASGen 1\", by Brian Damgaard\n" + BOARD
                + "\n'Second one' by Someone Else\n" + BOARD + "\n\"Third\", by Someone\n" + BOARD
                + "Author: Another Person\n");
        assertEquals(List.of("YASGen 1", "Second one", "\"Third\", by Someone"), r.titles());
        assertEquals("Brian Damgaard", r.level(1).author());
        assertEquals("Someone Else", r.level(2).author());
        // an Author: field that says otherwise wins, and the title stays as written
        assertEquals("Another Person", r.level(3).author());
        assertEquals("", r.level(1).notes());
    }

    @Test
    void titlesThatOnlyLookLikeABylineStayWhole() {
        assertEquals(List.of("44 'Duh!'", "Stand by me"), XsbReaderTest.read("; 44\n'Duh!'\n" + BOARD
                + "\nStand by me\n" + BOARD).titles());
    }

    @Test
    void aStrayBarInABoardRowIsASeparatorAndANote() throws java.io.IOException {
        java.nio.file.Path file = dir.resolve("bar.xsb");
        java.nio.file.Files.writeString(file, "; 1\n#######\n#@$.  #|#     #\n#######\n\n; 2\n####|#@$.#|####\n");
        List<LevelRecord> levels = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                levels.add(record);
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                throw new AssertionError(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                notes.add(where + ": " + message);
            }
        });
        assertEquals(List.of("#######", "#@$.  #", "#     #", "#######"), levels.get(0).rows());
        assertEquals(List.of(file + ":2: level 1: '|' at line 3 read as a row separator inside a board written on 3"
                + " lines"), notes);
        // a whole board on one line is what '|' is for: no note
        assertTrue(levels.get(1).warnings().isEmpty());
        assertEquals(3, levels.get(1).rows().size());
    }
}
