package org.sokodb.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.Floods;
import org.sokodb.board.Symmetry;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.xsb.XsbReader;

/** What must and must not change the ids, checked on all 90 original XSokoban levels. */
@Slow
class LevelIdentityInvariantsTest {
    private final LevelIdentity identity = new LevelIdentity();

    static Stream<Integer> screens() {
        return IntStream.rangeClosed(1, 90).boxed();
    }

    private static List<String> rows(int screen) throws IOException {
        List<String> rows = new ArrayList<>(Files.readAllLines(TestData.shipped("xsokoban/screen." + screen),
                StandardCharsets.ISO_8859_1));
        rows.removeIf(String::isBlank);
        return rows;
    }

    private static LevelRecord readOne(String text) {
        try (LevelStream s = XsbReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), "t")) {
            LevelRecord r = s.next();
            return r;
        }
    }

    @ParameterizedTest
    @MethodSource("screens")
    void fastKernelAgreesWithTheReferenceImplementation(int screen) throws Exception {
        List<String> rows = rows(screen);
        LevelIds ids = identity.of(Board.parse(rows));
        assertEquals(ReferenceIdentity.exactId(rows), ids.exactId());
        assertEquals(ReferenceIdentity.uniqueId(rows), ids.uniqueId());
    }

    @ParameterizedTest
    @MethodSource("screens")
    void rotationsAndMirrorsKeepTheUniqueId(int screen) throws Exception {
        Board board = Board.parse(rows(screen));
        LevelIds ids = identity.of(board);
        for (Symmetry s : Symmetry.values()) {
            LevelIds turned = identity.of(board.transform(s));
            assertEquals(ids.uniqueId(), turned.uniqueId(), s.name());
            if (s != Symmetry.IDENTITY && !turned.normalized().equals(ids.normalized())) {
                assertNotEquals(ids.exactId(), turned.exactId(), s.name());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("screens")
    void movingTheManWithinHisAreaKeepsTheUniqueId(int screen) throws Exception {
        Board board = Board.parse(rows(screen));
        LevelIds ids = identity.of(board);
        boolean[] area = Floods.reachable(board, board.man(), true);
        int tried = 0;
        for (int square = 0; square < area.length; square++) {
            if (area[square] && square != board.man()) {
                LevelIds moved = identity.of(board.withManAndBoxes(square, board.boxes()));
                assertEquals(ids.uniqueId(), moved.uniqueId());
                assertNotEquals(ids.exactId(), moved.exactId());
                tried++;
            }
        }
        if (tried == 0) {
            // Some original levels start with the man hemmed in by boxes: then no square is free.
            for (org.sokodb.board.Direction d : org.sokodb.board.Direction.values()) {
                int next = board.neighbour(board.man(), d);
                assertTrue(board.isWall(next) || board.hasBox(next), "the man cannot step " + d);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("screens")
    void aManBehindBoxesChangesTheUniqueId(int screen) throws Exception {
        Board board = Board.parse(rows(screen));
        LevelIds ids = identity.of(board);
        boolean[] playable = Floods.reachable(board, board.man(), false);
        boolean[] area = Floods.reachable(board, board.man(), true);
        for (int square = 0; square < area.length; square++) {
            if (playable[square] && !area[square] && !board.hasBox(square)) {
                LevelIds elsewhere = identity.of(board.withManAndBoxes(square, board.boxes()));
                assertNotEquals(ids.uniqueId(), elsewhere.uniqueId(), "man at square " + square);
                return;
            }
        }
        // Every original level has squares the man cannot reach before pushing.
        throw new AssertionError("no square behind boxes in screen " + screen);
    }

    @ParameterizedTest
    @MethodSource("screens")
    void layoutOfTheTextKeepsTheExactId(int screen) throws Exception {
        List<String> rows = rows(screen);
        String exact = identity.of(Board.parse(rows)).exactId();

        List<String> indented = rows.stream().map(r -> "    " + r).toList();
        assertEquals(exact, identity.of(Board.parse(indented)).exactId(), "indentation");

        assertEquals(exact, idOfText(String.join("\r\n", rows) + "\r\n"), "CRLF");
        assertEquals(exact, idOfText(String.join("   \n", rows) + "  \n"), "trailing spaces");
        assertEquals(exact, idOfText("\n\n" + String.join("\n", rows) + "\n\n\n"), "blank lines around");

        int width = rows.stream().mapToInt(String::length).max().orElseThrow();
        List<String> thicker = new ArrayList<>();
        thicker.add("#".repeat(width + 4));
        thicker.add("#".repeat(width + 4));
        for (String r : rows) {
            String padded = r + " ".repeat(width - r.length());
            // the outside of the old wall becomes wall too: thicker, not a second room
            thicker.add("##" + padded.replace(' ', ' ') + "##");
        }
        thicker.add("#".repeat(width + 4));
        thicker.add("#".repeat(width + 4));
        assertEquals(exact, identity.of(Board.parse(thicker)).exactId(), "thicker walls");

        List<String> decorated = decorate(Board.parse(rows), rows);
        assertEquals(exact, identity.of(Board.parse(decorated)).exactId(), "decoration outside the playable area");
    }

    private String idOfText(String text) throws Exception {
        return identity.of(Board.parse(readOne(text).rows())).exactId();
    }

    /** Puts boxes on goals and loose goals on every square outside the playable area. */
    private static List<String> decorate(Board board, List<String> rows) {
        boolean[] playable = Floods.reachable(board, board.man(), false);
        List<String> out = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < board.width(); x++) {
                int s = board.index(x, y);
                char c = y < rows.size() && x < rows.get(y).length() ? rows.get(y).charAt(x) : ' ';
                if (!playable[s] && c == ' ') {
                    c = (x + y) % 2 == 0 ? '*' : '#';
                }
                sb.append(c);
            }
            out.add(sb.toString());
        }
        return out;
    }
}
