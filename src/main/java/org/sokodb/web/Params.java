package org.sokodb.web;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import io.javalin.http.Context;

import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.sources.SearchFilter;
import org.sokodb.difficulty.Band;

/**
 * The query parameters of the paged lists, parsed strictly: a value that is not a number, or
 * out of its range, is a 400 that names the parameter; an absent one takes its default.
 * Numbers, here and in a path ({@link #pathNumber}), are read as sokodb reads every whole number
 * a user types (a board's index in {@code SOURCE#INDEX} too): ASCII digits only, no sign, no
 * blank, no other script's digits, and at most the largest the place takes ({@link #whole}).
 * The web reads its own addresses: the parameters are its words, not a source's.
 */
final class Params {
    private static final Pattern ASCII_DIGITS = Pattern.compile("[0-9]{1,19}");

    private Params() {
    }

    /**
     * A 400 for a parameter the list does not know ({@code ?boxes=3} for the search, which
     * knows {@code min-boxes} and {@code max-boxes}): ignoring it would answer another question
     * than the one asked, as a malformed value would.
     *
     * @param known the parameters the list takes, in the order the message lists them
     */
    static void only(Context ctx, List<String> known) {
        for (String name : ctx.queryParamMap().keySet()) {
            if (!known.contains(name)) {
                throw HttpProblem.badRequest("unknown parameter '" + clip(name) + "' (this page takes "
                        + String.join(", ", known) + ")");
            }
        }
    }

    /**
     * A page of a list as asked ({@code ?page=&size=}), by the one rule of every paged list,
     * page and JSON alike (docs/web.md, *Paging and parameters*): {@code page} a whole number
     * from 1, {@code size} from 1 to {@link ServeSettings#MAX_PAGE_SIZE} (each list its default);
     * a list that skips the rows before its page (every list but a source's boards, which start
     * at a board's position) goes no deeper than {@link ServeSettings#MAX_ROWS} items; each of
     * those a 400 that names the parameter. A page past the end of its list is a 404
     * ({@link #shown}); page 1 of an empty list is an empty page.
     */
    record Paging(int page, int size) {
        /** {@code ?page=&size=} of a list whose pages skip the rows before them, {@code size} by default {@code otherwise}. */
        static Paging of(Context ctx, int otherwise) {
            Paging p = atPositions(ctx, otherwise);
            if ((long) p.page() * p.size() > ServeSettings.MAX_ROWS) {
                throw HttpProblem.badRequest("page " + p.page() + " at " + p.size() + " a page goes past item "
                        + ServeSettings.MAX_ROWS + ", as deep as a list goes here (narrow it instead)");
            }
            return p;
        }

        /** {@code ?page=&size=} of a list whose pages start at a position (a source's boards): any page. */
        static Paging atPositions(Context ctx, int otherwise) {
            return new Paging(number(ctx, "page", 1, ServeSettings.MAX_PAGE).orElse(1),
                    number(ctx, "size", 1, ServeSettings.MAX_PAGE_SIZE).orElse(otherwise));
        }

        /** {@code list}, the page asked for; 404 when it is past the list's end (no item on a page after the first). */
        <T> ResultPage<T> shown(ResultPage<T> list) {
            if (list.items().isEmpty() && page > 1) {
                throw HttpProblem.notFound("no page " + page + ": this list ends before it, at " + size
                        + " a page (page 1 is its first)");
            }
            return list;
        }
    }

    /** A number in a path ({@code /sources/N}), or empty when it is none up to {@code max}. */
    static OptionalLong pathNumber(String raw, long max) {
        return whole(raw, max);
    }

    /**
     * {@code text} when it is a whole number from 0 to {@code max}: at most 19 ASCII digits and no
     * more than {@code max} ({@link Long#parseLong} alone would also take a sign and other
     * scripts' digits); empty otherwise.
     */
    static OptionalLong whole(String text, long max) {
        if (!ASCII_DIGITS.matcher(text).matches()) {
            return OptionalLong.empty();
        }
        try {
            long value = Long.parseLong(text);
            return value <= max ? OptionalLong.of(value) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty(); // past a long
        }
    }

    /** An integer parameter within [min, max]; empty when absent or blank. */
    static Optional<Integer> number(Context ctx, String name, int min, int max) {
        String raw = ctx.queryParam(name);
        if (raw == null || raw.isBlank()) {
            return Optional.empty();
        }
        String s = raw.strip();
        OptionalLong read = whole(s, Long.MAX_VALUE);
        if (read.isEmpty()) {
            throw HttpProblem.badRequest(name + " must be a whole number from " + min + " to " + max
                    + ", not '" + clip(raw) + "'");
        }
        long v = read.getAsLong();
        if (v < min || v > max) {
            throw HttpProblem.badRequest(name + " must be from " + min + " to " + max + ", not " + v);
        }
        return Optional.of((int) v);
    }

    /** A percentage with decimals, e.g. a similarity threshold. */
    static double percent(Context ctx, String name, double min, double max, double otherwise) {
        String raw = ctx.queryParam(name);
        if (raw == null || raw.isBlank()) {
            return otherwise;
        }
        String s = raw.strip();
        if (s.length() > 8 || !s.matches("[0-9]+(\\.[0-9]+)?")) {
            throw HttpProblem.badRequest(name + " must be a number from " + fmt(min) + " to " + fmt(max)
                    + ", not '" + clip(raw) + "'");
        }
        double v = Double.parseDouble(s);
        if (v < min || v > max) {
            throw HttpProblem.badRequest(name + " must be from " + fmt(min) + " to " + fmt(max) + ", not " + s);
        }
        return v;
    }

    /** {@code yes}, {@code no} or absent (either). */
    static SearchFilter.Choice choice(Context ctx, String name) {
        String raw = ctx.queryParam(name);
        if (raw == null || raw.isBlank() || raw.strip().equals("any")) {
            return SearchFilter.Choice.EITHER;
        }
        return switch (raw.strip()) {
            case "yes", "true", "1" -> SearchFilter.Choice.YES;
            case "no", "false", "0" -> SearchFilter.Choice.NO;
            default -> throw HttpProblem.badRequest(name + " must be yes, no or any, not '" + clip(raw) + "'");
        };
    }

    /** {@code band}: the band of the stored difficulty to search ({@code easy} … {@code unrated}); empty for any. */
    static Optional<Band> band(Context ctx) {
        String raw = ctx.queryParam("band");
        if (raw == null || raw.isBlank() || raw.strip().equals("any")) {
            return Optional.empty();
        }
        return Optional.of(Band.parse(raw).orElseThrow(() -> HttpProblem.badRequest("band must be easy, medium, hard, "
                + "very-hard, unrated or any, not '" + clip(raw) + "'")));
    }

    /** {@code order}: true for {@code difficulty} (easy first), false for {@code imported} (the default). */
    static boolean easyFirst(Context ctx) {
        String raw = ctx.queryParam("order");
        if (raw == null || raw.isBlank() || raw.strip().equals("imported")) {
            return false;
        }
        if (raw.strip().equals("difficulty")) {
            return true;
        }
        throw HttpProblem.badRequest("order must be imported or difficulty, not '" + clip(raw) + "'");
    }

    /** A range from {@code min-NAME} and {@code max-NAME}, e.g. {@code min-boxes=3&max-boxes=5}. */
    static SearchFilter.Range range(Context ctx, String name) {
        int min = number(ctx, "min-" + name, 0, 100_000).orElse(0);
        int max = number(ctx, "max-" + name, 0, 100_000).orElse(Integer.MAX_VALUE);
        if (min > max) {
            throw HttpProblem.badRequest("min-" + name + " is more than max-" + name);
        }
        return new SearchFilter.Range(min, max);
    }

    /** A text parameter, stripped; at most {@code max} characters. */
    static String text(Context ctx, String name, int max) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return "";
        }
        if (raw.length() > max) {
            throw new HttpProblem(413, name + " is longer than " + max + " characters");
        }
        return raw.strip();
    }

    /** A flag: present and not {@code no}/{@code false}/{@code 0}. */
    static boolean flag(Context ctx, String name) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return false;
        }
        return switch (raw.strip()) {
            case "", "yes", "true", "1", "on" -> true;
            case "no", "false", "0", "off" -> false;
            default -> throw HttpProblem.badRequest(name + " must be yes or no, not '" + clip(raw) + "'");
        };
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** A bad value as a message quotes it: short, and without control characters. */
    static String clip(String raw) {
        String s = raw.length() > 40 ? raw.substring(0, 40) + "…" : raw;
        return s.replaceAll("\\p{Cntrl}", "?");
    }
}
