package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.near.Grid;
import org.sokodb.near.Match;
import org.sokodb.near.Similarity;

/**
 * A board like the one asked about (or like the first of its group), with how alike, and what
 * a picture of it needs ({@code author}, the board as {@code written}, the stored {@code board}).
 */
public record Near(int group, String uniqueId, String exactId, String source, int index, String title,
        String relation, Match match, String author, String written, String board) {
    public double similarity() {
        return match.percent();
    }

    /**
     * This board drawn beside {@code asked}, the board it was measured against: turned as it
     * best matches it, with the squares where the two differ, in the turned board's own frame
     * (as {@code similar --html} and the web's near copies outline them); empty when either is
     * not a board.
     */
    public Optional<Turned> turnedTo(String asked) {
        Optional<Board> target = parsed(asked);
        Optional<Board> mine = parsed(board);
        if (target.isEmpty() || mine.isEmpty()) {
            return Optional.empty();
        }
        Board turned = mine.get().transform(match.transform());
        List<Square> differing = new ArrayList<>();
        for (int[] q : Similarity.differingSquares(Grid.of(target.get()), Grid.of(mine.get()), match)) {
            int x = q[0] - match.dx();
            int y = q[1] - match.dy();
            if (x >= 0 && y >= 0 && x < turned.width() && y < turned.height()) {
                differing.add(new Square(x, y));
            }
        }
        return Optional.of(new Turned(turned.toXsb(), differing));
    }

    /** A board turned to match another: its rows, and the squares where it differs from the other. */
    public record Turned(String rows, List<Square> differing) {
        public Turned {
            differing = List.copyOf(differing);
        }
    }

    /** A square of a drawn board, counted from its top left corner. */
    public record Square(int x, int y) {
    }

    private static Optional<Board> parsed(String rows) {
        try {
            return Optional.of(Board.parse(rows.lines().toList()));
        } catch (BoardException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * A board like the one asked about, as {@code similar} lists it: its ids, where it is, how
     * alike and how it best matches ({@code relation}: "rotated 90°, 3 squares differ"), without
     * what a picture of it needs.
     */
    public record Row(String uniqueId, String exactId, String source, int index, String title, String relation,
            Match match) {
        public double similarity() {
            return match.percent();
        }
    }
}
