package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;
import org.sokodb.identity.NearIds;

/**
 * One {@link NearIdentity} (and its {@link Simplifier}) reuses its work arrays from board to
 * board, and builds the simplified level and the maze without rows of text: over every shipped
 * level, one after the other, it must give each level the ids that the published identity gives
 * the boards drawn as rows and read back, each with fresh objects.
 */
class NearIdentityReuseTest {

    @Test
    void oneNearIdentityGivesEveryShippedLevelTheIdsOfItsBoardsDrawnAndReadBack() {
        List<Board> boards = Levels.read("collections");
        assertTrue(boards.size() > 1000, "the shipped levels: " + boards.size());
        NearIdentity reused = new NearIdentity();
        LevelIdentity identity = new LevelIdentity();
        int simplified = 0;
        for (Board board : boards) {
            LevelIds ids = identity.of(board);
            Optional<Board> simpler = Simplifier.simplified(board);
            simplified += simpler.isPresent() ? 1 : 0;
            String normalized = simpler.map(b -> new LevelIdentity().of(Levels.board(rows(b))).uniqueId())
                    .orElse(ids.uniqueId());
            String walls = new LevelIdentity().of(Levels.board(mazeRows(board))).uniqueId();
            NearIds near = reused.of(board, ids);
            assertEquals(normalized, near.normalizedId(), board.toXsb());
            assertEquals(walls, near.wallsId(), board.toXsb());
            assertEquals(normalized, reused.normalizedId(board), board.toXsb());
        }
        assertTrue(simplified > 100, "levels that simplify: " + simplified);
    }

    @Test
    void aBoardReadFromAGridIsTheBoardReadFromItsRows() throws Exception {
        for (Board board : Levels.read("collections/soukoban")) {
            String[] rows = rows(board);
            int width = board.width();
            char[] cells = new char[width * rows.length];
            for (int y = 0; y < rows.length; y++) {
                for (int x = 0; x < width; x++) {
                    cells[y * width + x] = x < rows[y].length() ? rows[y].charAt(x) : ' ';
                }
            }
            assertEquals(Levels.board(rows), Board.parse(width, rows.length, cells));
            assertEquals(Levels.board(mazeRows(board)), board.maze());
        }
    }

    /** The board's rows as XSB text, every square written (squares outside the man's area as wall). */
    private static String[] rows(Board board) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < board.width(); x++) {
                int s = board.index(x, y);
                row.append(board.isInArea(s) ? board.charAt(s) : '#');
            }
            rows.add(row.toString());
        }
        return rows.toArray(new String[0]);
    }

    /** The maze as rows: the man's area as floor, the man on his square, the rest wall. */
    private static String[] mazeRows(Board board) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < board.width(); x++) {
                int s = board.index(x, y);
                row.append(!board.isInArea(s) ? '#' : s == board.man() ? '@' : ' ');
            }
            rows.add(row.toString());
        }
        return rows.toArray(new String[0]);
    }
}
