package org.sokodb.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.near.Near;
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
        List<Card> cards = new ArrayList<>();
        for (Near n : near) {
            cards.add(n.turnedTo(asked.board()).map(t -> new Card(n, View.svg(t.rows(), t.differing().stream()
                    .map(q -> new ReportMember.Square(q.x(), q.y())).toList()))).orElseGet(() -> new Card(n,
                    View.svg(n.board()))));
        }
        return cards;
    }
}
