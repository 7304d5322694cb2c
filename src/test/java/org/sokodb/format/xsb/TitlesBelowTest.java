package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
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
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** Titles written as a {@code ;} comment below each board (docs/formats.md), checked against Festival-style output. */
class TitlesBelowTest {
    private static final List<String> TITLES = List.of("TINY ROOMS 01", "TINY ROOMS 02", "TINY ROOMS 03",
            "TINY ROOMS 04");

    static Path resource(String name) {
        try {
            return Path.of(TitlesBelowTest.class.getResource("/titles/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every record of {@code path}, read as every command reads it. */
    static List<LevelRecord> records(Path path) {
        List<LevelRecord> out = new ArrayList<>();
        LevelSources.read(List.of(path.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                out.add(record);
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                throw new AssertionError(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                throw new AssertionError(where + ": " + message);
            }
        });
        return out;
    }

    private static boolean detect(String text) throws IOException {
        return TitlesBelow.detect(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void eachBoardTakesTheTitleBelowItAndTheIdsMatchTheFestivalOutput() {
        List<LevelRecord> below = records(resource("tiny-rooms-below.xsb"));
        List<LevelRecord> festival = records(resource("tiny-rooms-festival.txt"));
        assertEquals(TITLES, below.stream().map(LevelRecord::title).toList());
        assertEquals(TITLES, festival.stream().map(LevelRecord::title).toList());
        Identifier identifier = new Identifier();
        for (int i = 0; i < TITLES.size(); i++) {
            var a = assertInstanceOf(IdentifiedLevel.Valid.class, identifier.identify(below.get(i)));
            var b = assertInstanceOf(IdentifiedLevel.Valid.class, identifier.identify(festival.get(i)));
            assertEquals(b.ids().exactId(), a.ids().exactId(), TITLES.get(i));
        }
        // the comment under the title stays with its level, as a note
        assertEquals("Copyright: written by hand for the sokodb tests", below.get(2).notes());
        assertEquals("", below.get(0).notes());
    }

    @Test
    void readByTheUsualRuleEveryTitleWouldLandOnTheNextBoard() throws IOException {
        List<String> titles = new ArrayList<>();
        try (InputStream in = Files.newInputStream(resource("tiny-rooms-below.xsb"));
                LevelStream s = XsbReader.read(in, "below.xsb", XsbReader.Titles.USUAL)) {
            s.forEachRemaining(r -> titles.add(r.title()));
        }
        // what sokodb did before the convention was recognised: the first board untitled, the next two
        // shifted (the last one is right only because a comment under the last board is taken)
        assertEquals(List.of("", "TINY ROOMS 01", "TINY ROOMS 02", "TINY ROOMS 04"), titles);
    }

    @Test
    void theConventionIsDecidedOnTheWholeFile() throws IOException {
        String board = "#####\n#@$.#\n#####\n";
        assertTrue(detect(board + "; one\n\n" + board + "; two\n"));
        assertTrue(detect("\n\n" + board + "; one\n; a note\n\n" + board + "; two\n"));
        // text above the first board: the usual layout (a header, or a title above)
        assertFalse(detect("; one\n" + board + "\n; two\n" + board));
        assertFalse(detect("Set: x\n\n" + board + "; one\n"));
        // one board without its comment spoils the file, wherever it is
        assertFalse(detect(board + "; one\n\n" + board + "\n; two\n\n" + board + "; three\n"));
        assertFalse(detect(board + "; one\n\n" + board));
        assertFalse(detect(board + "Title: one\n"));
        assertFalse(detect(board + ";\n"));
        assertFalse(detect(board));
        assertFalse(detect(""));
    }

    @Test
    void theFirstBytesRuleOutMostFilesWithoutReadingThemAgain() {
        String board = "#####\n#@$.#\n#####\n";
        assertFalse(TitlesBelow.mayFollow(("; 1\n" + board).getBytes(StandardCharsets.US_ASCII)));
        // a head cut in the middle of a board or a line is no reason to rule the file out
        assertTrue(TitlesBelow.mayFollow((board + "; one\n\n#####\n#@").getBytes(StandardCharsets.US_ASCII)));
        // but it must show one board with its title: a head of blanks, or one endless line, says nothing
        assertFalse(TitlesBelow.mayFollow("\n\n   ".getBytes(StandardCharsets.US_ASCII)));
        assertFalse(TitlesBelow.mayFollow(board.getBytes(StandardCharsets.US_ASCII)));
    }
}
