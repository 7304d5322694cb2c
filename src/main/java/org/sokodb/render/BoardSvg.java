package org.sokodb.render;

import java.util.List;
import java.util.function.IntPredicate;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/**
 * A board drawn as SVG, exactly as it stands (no rotation, no cropping): walls, floor,
 * goals, boxes, boxes on goals, the man, the man on a goal.
 *
 * <p>One user unit is one square, so path data is small integers and the {@code viewBox}
 * is the board's size; {@code width}/{@code height} give {@link #CELL} pixels per square at
 * 100 % and the picture scales freely from there. Floor is drawn only inside the walls:
 * the spaces outside a board are not part of it and stay transparent.
 */
public final class BoardSvg {
    /** Pixels per square when the picture is shown at its natural size. */
    public static final int CELL = 24;

    static final String WALL_FILL = "#7b8494";
    static final String WALL_STROKE = "#3f4550";
    static final String FLOOR_FILL = "#efe8d6";
    static final String MARK_STROKE = "#d0021b";

    private BoardSvg() {
    }

    /**
     * A standalone SVG document of one board, with its own drawings of the pieces.
     *
     * @param title shown by viewers as the picture's name; empty for none
     */
    public static String document(Board board, String title) {
        StringBuilder sb = new StringBuilder(2048);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        open(board, sb, " xmlns=\"http://www.w3.org/2000/svg\"");
        sb.append('\n');
        if (!title.isEmpty()) {
            sb.append("<title>").append(Xml.escape(title)).append("</title>\n");
        }
        sb.append(Piece.defs()).append('\n');
        body(board, sb);
        sb.append("</svg>\n");
        return sb.toString();
    }

    /**
     * One board as an {@code <svg class="board">} element for a page that holds
     * {@link #sharedDefs()} once: the pieces are references into it.
     */
    public static void appendElement(Board board, StringBuilder sb) {
        appendElement(board, List.of(), sb);
    }

    /**
     * The board whose rows are {@code rows} as an element ({@link #appendElement}), the
     * {@code marked} squares outlined; empty text when the rows are not a board.
     */
    public static String element(String rows, List<ReportMember.Square> marked) {
        Board board;
        try {
            board = Board.parse(rows.lines().toList());
        } catch (BoardException | RuntimeException e) {
            return "";
        }
        StringBuilder sb = new StringBuilder(1024);
        appendElement(board, marked, sb);
        return sb.toString();
    }

    /** The same, with {@code marked} squares outlined in red (where a near-duplicate differs). */
    public static void appendElement(Board board, List<ReportMember.Square> marked, StringBuilder sb) {
        open(board, sb, " class=\"board\"");
        body(board, sb);
        for (ReportMember.Square q : marked) {
            sb.append("<rect class=\"differs\" x=\"").append(q.x() + 0.08).append("\" y=\"").append(q.y() + 0.08)
                    .append("\" width=\".84\" height=\".84\" fill=\"none\" stroke=\"").append(MARK_STROKE)
                    .append("\" stroke-width=\".16\"/>");
        }
        sb.append("</svg>");
    }

    /**
     * An invisible {@code <svg>} holding the drawings every {@link #appendElement} refers to;
     * put it once near the start of the page. It is sized 0×0 rather than hidden with
     * {@code display:none}, which would stop some browsers from rendering references into it.
     */
    public static String sharedDefs() {
        return "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">"
                + Piece.defs() + "</svg>";
    }

    /**
     * The same drawings for a page whose Content-Security-Policy forbids inline styles: the
     * page's style sheet gives the class {@code board-defs} its zero size and position.
     */
    public static String sharedDefsWithoutStyle() {
        return "<svg width=\"0\" height=\"0\" class=\"board-defs\" aria-hidden=\"true\">" + Piece.defs() + "</svg>";
    }

    private static void open(Board board, StringBuilder sb, String attributes) {
        int w = board.width();
        int h = board.height();
        sb.append("<svg").append(attributes)
                .append(" viewBox=\"0 0 ").append(w).append(' ').append(h)
                .append("\" width=\"").append(w * CELL).append("\" height=\"").append(h * CELL).append("\">");
    }

    private static void body(Board board, StringBuilder sb) {
        boolean[] outside = outside(board);
        path(board, sb, FLOOR_FILL, "", s -> !board.isWall(s) && !outside[s]);
        path(board, sb, WALL_FILL, " stroke=\"" + WALL_STROKE + "\" stroke-width=\".06\"", board::isWall);
        int w = board.width();
        for (int s = 0; s < board.size(); s++) {
            int square = s;
            Piece.of(board.charAt(s)).ifPresent(p -> sb.append("<use href=\"#").append(p.id())
                    .append("\" x=\"").append(square % w).append("\" y=\"").append(square / w).append("\"/>"));
        }
    }

    /**
     * One {@code <path>} covering the squares that match, as one rectangle per horizontal
     * run ({@code M x y h n v1 h-n z}): a few bytes per run instead of an element per square.
     */
    private static void path(Board board, StringBuilder sb, String fill, String extra,
            IntPredicate covered) {
        int w = board.width();
        int start = sb.length();
        sb.append("<path fill=\"").append(fill).append('"').append(extra).append(" d=\"");
        int mark = sb.length();
        for (int y = 0; y < board.height(); y++) {
            int x = 0;
            while (x < w) {
                if (!covered.test(y * w + x)) {
                    x++;
                    continue;
                }
                int from = x;
                while (x < w && covered.test(y * w + x)) {
                    x++;
                }
                sb.append('M').append(from).append(' ').append(y)
                        .append('h').append(x - from).append("v1h-").append(x - from).append('z');
            }
        }
        if (sb.length() == mark) {
            sb.setLength(start);
        } else {
            sb.append("\"/>");
        }
    }

    /** Non-wall squares connected to the edge of the grid: the world outside the level. */
    private static boolean[] outside(Board board) {
        int w = board.width();
        int h = board.height();
        boolean[] seen = new boolean[w * h];
        int[] stack = new int[w * h];
        int top = 0;
        for (int s = 0; s < w * h; s++) {
            int x = s % w;
            int y = s / w;
            boolean edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            if (edge && !board.isWall(s)) {
                seen[s] = true;
                stack[top++] = s;
            }
        }
        while (top > 0) {
            int s = stack[--top];
            int x = s % w;
            int y = s / w;
            int[] next = {x > 0 ? s - 1 : -1, x < w - 1 ? s + 1 : -1, y > 0 ? s - w : -1, y < h - 1 ? s + w : -1};
            for (int n : next) {
                if (n >= 0 && !seen[n] && !board.isWall(n)) {
                    seen[n] = true;
                    stack[top++] = n;
                }
            }
        }
        return seen;
    }
}
