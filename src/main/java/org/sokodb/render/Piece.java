package org.sokodb.render;

import java.util.Locale;
import java.util.Optional;

/**
 * What can stand on a square besides wall and floor, each drawn once in a {@code <defs>}
 * block and placed with {@code <use>}: a board of 30 boxes then costs 30 short references,
 * not 30 copies of the drawing, which is what keeps a report of thousands of boards small.
 *
 * <p>Shapes are drawn in a 1×1 square (one board square), colours are presentation
 * attributes rather than CSS so a standalone SVG looks the same in any viewer. The colours
 * are mid-tones with a darker outline: they read on a white page and on a dark one.
 */
enum Piece {
    GOAL("<circle cx=\".5\" cy=\".5\" r=\".19\" fill=\"#e0457b\" stroke=\"#7a1237\" stroke-width=\".05\"/>"),
    BOX("<rect x=\".1\" y=\".1\" width=\".8\" height=\".8\" rx=\".12\" fill=\"#d08a2e\" stroke=\"#6b4510\""
            + " stroke-width=\".07\"/><rect x=\".26\" y=\".26\" width=\".48\" height=\".48\" rx=\".06\""
            + " fill=\"none\" stroke=\"#6b4510\" stroke-width=\".05\"/>"),
    // Green, not amber, so a finished box is told from an unfinished one at a glance;
    // the dot says why.
    BOX_ON_GOAL("<rect x=\".1\" y=\".1\" width=\".8\" height=\".8\" rx=\".12\" fill=\"#43a553\" stroke=\"#1d5626\""
            + " stroke-width=\".07\"/><circle cx=\".5\" cy=\".5\" r=\".14\" fill=\"#e0457b\" stroke=\"#7a1237\""
            + " stroke-width=\".05\"/>"),
    MAN("<circle cx=\".5\" cy=\".5\" r=\".32\" fill=\"#3b7ddd\" stroke=\"#143a80\" stroke-width=\".07\"/>"),
    // The man hides the goal he stands on, so the goal shows as a ring around him.
    MAN_ON_GOAL("<circle cx=\".5\" cy=\".5\" r=\".44\" fill=\"#e0457b\" stroke=\"#7a1237\" stroke-width=\".05\"/>"
            + "<circle cx=\".5\" cy=\".5\" r=\".3\" fill=\"#3b7ddd\" stroke=\"#143a80\" stroke-width=\".07\"/>");

    /** Prefix of the element ids, so they cannot clash with anchors of the page around them. */
    static final String ID_PREFIX = "sokodb-";

    private final String drawing;

    Piece(String drawing) {
        this.drawing = drawing;
    }

    /** The id the {@code <defs>} entry carries: {@code sokodb-goal}, {@code sokodb-box-on-goal}, … */
    String id() {
        return ID_PREFIX + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The piece standing on a square with this XSB character, if any. */
    static Optional<Piece> of(char xsb) {
        return switch (xsb) {
            case '.' -> Optional.of(GOAL);
            case '$' -> Optional.of(BOX);
            case '*' -> Optional.of(BOX_ON_GOAL);
            case '@' -> Optional.of(MAN);
            case '+' -> Optional.of(MAN_ON_GOAL);
            default -> Optional.empty();
        };
    }

    /** A {@code <defs>} block holding every piece; once per document. */
    static String defs() {
        StringBuilder sb = new StringBuilder(1024).append("<defs>");
        for (Piece p : values()) {
            sb.append("<g id=\"").append(p.id()).append("\">").append(p.drawing).append("</g>");
        }
        return sb.append("</defs>").toString();
    }
}
