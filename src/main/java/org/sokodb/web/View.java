package org.sokodb.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

import org.sokodb.render.BoardSvg;
import org.sokodb.render.ReportMember;
import org.sokodb.web.draw.DifficultyView;

/**
 * What the templates call: links built from catalog values (every value URL-encoded here, the
 * templates escape the rest), and boards drawn as inline SVG by {@link BoardSvg}. The SVG is
 * the one piece of markup the templates take unescaped: it is built from a board's squares,
 * never from text.
 */
public final class View {
    private View() {
    }

    /** A stored difficulty as the cards show it: {@code 43.5}; empty when unrated. */
    public static String difficulty(OptionalDouble d) {
        return d.isPresent() ? DifficultyView.number(d.getAsDouble()) : "";
    }

    public static String levelUrl(String id) {
        return "/levels/" + encode(id);
    }

    public static String boardUrl(long source, int index) {
        return "/sources/" + source + "/" + index;
    }

    /**
     * An author's page, by the key of the person (letters and digits, lower case: docs/credits.md),
     * which names them losslessly: a spelling may hold a per cent sign, a backslash or a leading "by"
     * that the path or the name rule would read otherwise.
     */
    public static String authorUrl(String personKey) {
        return "/authors/" + encode(personKey).replace("+", "%20");
    }

    /** A level page's line when its copies disagree: "credited to A in X; to B in Y; no author in Z". */
    public static String creditsLine(org.sokodb.catalog.credits.LevelCredits c) {
        StringBuilder sb = new StringBuilder();
        for (var credit : c.credits()) {
            sb.append(sb.length() == 0 ? "Credited to " : "; to ").append(String.join(" & ", credit.names()))
                    .append(" in ").append(String.join(", ", credit.sources()));
        }
        if (!c.uncredited().isEmpty()) {
            sb.append("; no author in ").append(String.join(", ", c.uncredited()));
        }
        return sb.append('.').toString();
    }

    public static String sourceUrl(long source) {
        return "/sources/" + source;
    }

    /** A percentage as a person writes it: {@code 90}, {@code 92.5}. */
    public static String percent(double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }

    /** A similarity with one decimal, as {@code dups --similar} writes it: {@code 93.8}. */
    public static String percent1(double p) {
        return String.format(Locale.ROOT, "%.1f", p);
    }

    public static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    /** The board drawn as an inline SVG element, or empty when the text is not a board. */
    public static String svg(String rows) {
        return svg(rows, List.of());
    }

    /** The same, with {@code marked} squares outlined. */
    public static String svg(String rows, List<ReportMember.Square> marked) {
        return BoardSvg.element(rows, marked);
    }

    /** The drawings every inline board refers to; once per page. */
    public static String defs() {
        return BoardSvg.sharedDefsWithoutStyle();
    }

    /** "1 box", "3 boxes". */
    public static String boxes(int n) {
        return n + (n == 1 ? " box" : " boxes");
    }

    /** A number with thousands separators. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A number and its noun, singular for one: "1 board", "2,351 boards". */
    public static String count(long n, String one, String many) {
        return count(n) + " " + (n == 1 ? one : many);
    }

    /** The query of the current list with another page number. */
    public static String withPage(String query, int page) {
        StringBuilder sb = new StringBuilder("?");
        if (query != null && !query.isEmpty()) {
            for (String part : query.split("&")) {
                if (!part.startsWith("page=") && !part.isEmpty()) {
                    sb.append(part).append('&');
                }
            }
        }
        return sb.append("page=").append(page).toString();
    }
}
