package org.sokodb.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.near.Near;
import org.sokodb.near.Grid;
import org.sokodb.near.Match;
import org.sokodb.near.Similarity;
import org.sokodb.render.ReportMember;

/**
 * A near copy as the page draws it: turned to match the level asked about, the squares where
 * it differs outlined (as {@code similar --html} draws them).
 */
public final class NearView {
    /** One near copy: what the catalog says of it, and its picture. */
    public record Card(Near near, String svg) {
        public String percent() {
            return String.format(Locale.ROOT, "%.1f %%", near.similarity());
        }
    }

    private NearView() {
    }

    static List<Card> of(StoredLevel asked, List<Near> near) {
        Optional<Board> target = View.parse(asked.board());
        List<Card> cards = new ArrayList<>();
        for (Near n : near) {
            Optional<Board> board = View.parse(n.board());
            if (target.isEmpty() || board.isEmpty()) {
                cards.add(new Card(n, View.svg(n.board())));
                continue;
            }
            Match m = n.match();
            Board turned = board.get().transform(m.transform());
            List<ReportMember.Square> marked = new ArrayList<>();
            for (int[] q : Similarity.differingSquares(Grid.of(target.get()), Grid.of(board.get()), m)) {
                int x = q[0] - m.dx();
                int y = q[1] - m.dy();
                if (x >= 0 && y >= 0 && x < turned.width() && y < turned.height()) {
                    marked.add(new ReportMember.Square(x, y));
                }
            }
            cards.add(new Card(n, View.svg(turned.toXsb(), marked)));
        }
        return cards;
    }
}
