package org.sokodb.web.draw;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.LevelInSource;
import org.sokodb.catalog.difficulty.PlayTimes;
import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Quantity;
import org.sokodb.difficulty.Rating;
import org.sokodb.difficulty.Reason;

/**
 * Difficulty as the pages and the JSON show it (docs/web.md, "Difficulty"): a level's number,
 * band and why; a source's levels drawn against their order in it, and its bands as a bar. The
 * drawings are inline SVG built from numbers alone (never from text), so the templates may take
 * them unescaped as they take the boards' pictures.
 */
public final class DifficultyView {
    public static final int PLOT_WIDTH = 640;
    public static final int PLOT_HEIGHT = 200;
    private static final int MARGIN = 30;
    /** The bands in the order a bar draws them, unrated last. */
    private static final List<Band> BANDS = List.of(Band.EASY, Band.MEDIUM, Band.HARD, Band.VERY_HARD, Band.UNRATED);

    private DifficultyView() {
    }

    /** {@code 43.5}: one decimal, no trailing zero. */
    public static String number(double difficulty) {
        return Band.written(difficulty);
    }

    /** The level page's line: {@code 43.5 of 100, medium: many box changes (23), …}; why it has none otherwise. */
    public static String line(Optional<GroupDifficulty> rating, boolean solved) {
        if (rating.isEmpty()) {
            return solved ? "not rated yet (sokodb difficulty --catalog rates it)" : "unrated: no solution, no guess";
        }
        Rating r = rating.get().rating();
        return number(r.difficulty()) + " of 100, " + r.band().words()
                + (r.why().isEmpty() ? "" : ": " + r.whyInWords())
                + (rating.get().current() ? "" : " (estimator " + r.estimatorVersion() + ", not the current one)");
    }

    /**
     * People's own measure beside the estimate: {@code 1 min 23 s to solve it (the median of 5
     * plays)}; empty below {@link PlayTimes#MIN_SHOWN} plays.
     */
    public static String playsLine(PlayTimes plays) {
        if (!plays.shown()) {
            return "";
        }
        return duration(plays.medianMillis()) + " to solve it (the median of " + plays.plays() + " plays)";
    }

    /** {@code 9.5 s}, {@code 1 min 23 s}, {@code 2 h 5 min}: a play's time as a person reads it. */
    public static String duration(double millis) {
        long seconds = Math.round(millis / 1000);
        if (millis < 59_950) {
            return String.format(Locale.ROOT, "%.1f s", millis / 1000).replace(".0 s", " s");
        }
        if (seconds < 3600) {
            return seconds / 60 + " min " + seconds % 60 + " s";
        }
        long minutes = Math.round(millis / 60_000);
        return minutes / 60 + " h " + minutes % 60 + " min";
    }

    /** The plays in the JSON: their count and median time in milliseconds; null below {@link PlayTimes#MIN_SHOWN}. */
    public record PlaysJson(long count, double medianTimeMs) {
        public static PlaysJson of(PlayTimes plays) {
            return plays.shown() ? new PlaysJson(plays.plays(), plays.medianMillis()) : null;
        }
    }

    /** The band's key for a CSS class: {@code band-very-hard}. */
    public static String bandClass(Optional<GroupDifficulty> rating) {
        return "band-" + rating.map(g -> g.rating().band()).orElse(Band.UNRATED).key();
    }

    /**
     * A source's rated boards drawn against their place in it: the board's index across, its
     * difficulty up (0 at the bottom, 100 at the top), each point coloured by its band and
     * linked to its board; the bands' limits as dashed lines.
     *
     * @param boards the rated boards of the source in order
     * @param boardCount the source's boards, rated or not (the width of the axis)
     * @param boardUrl the address of the source's board at an index, which each point links to
     */
    public static String plot(List<LevelInSource> boards, long boardCount, IntFunction<String> boardUrl) {
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"difficulty-plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(PLOT_WIDTH).append(' ').append(PLOT_HEIGHT)
                .append("\" role=\"img\" aria-label=\"difficulty of each level against its place in the source\">");
        for (int limit : new int[] {0, 30, 70, 90, 100}) {
            double y = y(limit);
            svg.append(String.format(Locale.ROOT, "<line class=\"limit\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                    + "<text x=\"2\" y=\"%.1f\">%d</text>", MARGIN, y, PLOT_WIDTH - 5, y, y + 4, limit));
        }
        StringBuilder path = new StringBuilder();
        for (LevelInSource b : boards) {
            path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f",
                    x(b.index(), boardCount), y(b.difficulty())));
        }
        if (path.length() > 0) {
            svg.append("<path class=\"trail\" d=\"").append(path).append("\"/>");
        }
        for (LevelInSource b : boards) {
            svg.append("<a href=\"").append(boardUrl.apply(b.index())).append("\">")
                    .append(String.format(Locale.ROOT, "<circle class=\"band-%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\">",
                            b.band().key(), x(b.index(), boardCount), y(b.difficulty())))
                    .append("<title>#").append(b.index()).append(": ").append(number(b.difficulty())).append(' ')
                    .append(b.band().words()).append("</title></circle></a>");
        }
        return svg.append("</svg>").toString();
    }

    private static double x(int index, long count) {
        double span = PLOT_WIDTH - MARGIN - 10;
        return MARGIN + (count <= 1 ? span / 2 : span * (index - 1) / (count - 1));
    }

    private static double y(double difficulty) {
        return 10 + (PLOT_HEIGHT - 20) * (1 - difficulty / 100);
    }

    /** How many of the source's levels are in each band, unrated being the levels without a rating. */
    public static Map<Band, Long> bandCounts(List<LevelInSource> boards, long levels) {
        Map<Band, Long> counts = new EnumMap<>(Band.class);
        BANDS.forEach(b -> counts.put(b, 0L));
        boards.forEach(b -> counts.merge(b.band(), 1L, Long::sum));
        counts.put(Band.UNRATED, Math.max(0, levels - boards.size()));
        return counts;
    }

    /** The bands as one bar, each its share of the source's levels wide, with its count. */
    public static String bar(Map<Band, Long> counts) {
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        StringBuilder svg = new StringBuilder("<svg class=\"band-bar\" xmlns=\"http://www.w3.org/2000/svg\" "
                + "viewBox=\"0 0 " + PLOT_WIDTH + " 24\" role=\"img\" aria-label=\"the source's levels by band\">");
        double x = 0;
        for (Band b : BANDS) {
            long n = counts.getOrDefault(b, 0L);
            if (n == 0 || total == 0) {
                continue;
            }
            double w = (double) PLOT_WIDTH * n / total;
            svg.append(String.format(Locale.ROOT, "<rect class=\"band-%s\" x=\"%.1f\" y=\"0\" width=\"%.1f\" "
                    + "height=\"24\"><title>%s: %d</title></rect>", b.key(), x, w, b.words(), n));
            x += w;
        }
        return svg.append("</svg>").toString();
    }

    /** A level's difficulty in the JSON: the number (null when unrated), band, estimator, why and the quantities. */
    public record Json(Double difficulty, String band, String estimator, Boolean current, List<Why> why,
            Map<String, Object> quantities, String note) {

        /** One of the quantities that weigh most: its column name, value, effect (positive: harder) and words. */
        public record Why(String quantity, double value, double effect, String words) {
            public static Why of(Reason r) {
                return new Why(r.quantity().column(), r.value(), r.effect(), r.words());
            }
        }

        public static Json of(Optional<GroupDifficulty> rating, boolean solved) {
            if (rating.isEmpty()) {
                return new Json(null, Band.UNRATED.key(), null, null, List.of(), null,
                        solved ? "not rated yet" : "no solution");
            }
            Rating r = rating.get().rating();
            DifficultyQuantities q = r.quantities();
            Map<String, Object> quantities = new LinkedHashMap<>();
            for (Quantity quantity : Quantity.values()) {
                double v = q.value(quantity);
                quantities.put(quantity.column(), v == Math.rint(v) && quantity != Quantity.CONGESTION
                        && quantity != Quantity.COUNTERINTUITIVE_SHARE ? (Object) (long) v : (Object) v);
            }
            return new Json(Math.round(r.difficulty() * 10) / 10.0, r.band().key(), r.estimatorVersion(),
                    rating.get().current(), r.why().stream().map(Why::of).toList(), quantities, null);
        }
    }
}
