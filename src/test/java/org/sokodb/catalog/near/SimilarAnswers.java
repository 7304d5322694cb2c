package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.levels.Levels;

/**
 * What the contracts of the similarity index's storage (the packed groups, the listing by group)
 * compare before and after a change of how it is stored: the answers of {@code similar} and the
 * level page, and the command's own rows against them.
 */
final class SimilarAnswers {
    private SimilarAnswers() {
    }

    /** What {@link #answers} holds for each level asked, one after another. */
    private static final int PER_LEVEL = 4;

    /** The thresholds of each level's rows. */
    private static final double[] THRESHOLDS = {60, 85};

    /** Each level's rows at 60 and 85 %, and its page of 500 with the total: {@link #PER_LEVEL} a level. */
    static List<Object> answers(Catalog c, List<String> asked) {
        List<Object> out = new ArrayList<>();
        for (String a : asked) {
            StoredLevel level = new Levels(c).level(a).orElseThrow();
            for (double threshold : THRESHOLDS) {
                out.add(new SimilarLevels(c).drawn(level, threshold, r -> true));
            }
            NearPage page = new SimilarLevels(c).page(level, 60, 500);
            out.add(page.near());
            out.add(page.total());
        }
        // the answers say something: long ones among them
        assertTrue(out.stream().filter(o -> o instanceof List<?> l && l.size() > 100).count() >= 3, "long answers");
        return out;
    }

    /**
     * The rows of {@code similar ID} itself (the groups taken from below while, on an H2 file,
     * a second connection reads others into the cache from above: ReadAhead) are those of
     * {@link SimilarLevels#drawn}, in order, at 60 and 85 %. For a filled index only: the
     * command fills it first.
     */
    static void assertTheCommandsRows(Catalog c, List<String> asked, String when) {
        for (String a : asked) {
            StoredLevel level = new Levels(c).level(a).orElseThrow();
            for (double threshold : THRESHOLDS) {
                assertTheCommandsRows(c, a, level, threshold, new SimilarLevels(c).drawn(level, threshold, r -> true), when);
            }
        }
    }

    /**
     * The same against {@code answers}, what {@link #answers} gave for {@code asked} on the
     * catalog as it is now (the caller has just checked them equal to it): its rows of
     * {@link SimilarLevels#drawn} at 60 and 85 %, not drawn again.
     */
    static void assertTheCommandsRows(Catalog c, List<String> asked, List<Object> answers, String when) {
        for (int i = 0; i < asked.size(); i++) {
            StoredLevel level = new Levels(c).level(asked.get(i)).orElseThrow();
            for (int t = 0; t < THRESHOLDS.length; t++) {
                List<Near> drawn = ((List<?>) answers.get(PER_LEVEL * i + t)).stream().map(Near.class::cast).toList();
                assertTheCommandsRows(c, asked.get(i), level, THRESHOLDS[t], drawn, when);
            }
        }
    }

    private static void assertTheCommandsRows(Catalog c, String asked, StoredLevel level, double threshold,
            List<Near> drawn, String when) {
        List<Near.Row> expected = drawn.stream().map(n -> new Near.Row(n.uniqueId(), n.exactId(), n.source(), n.index(),
                n.title(), n.relation(), n.match())).toList();
        List<Near.Row> got = new ArrayList<>();
        new SimilarLevels(c).eachRow(level, threshold, Optional.empty(), false, IndexProgress.NONE, got::add);
        assertEquals(expected, got, when + ": " + asked + " at " + threshold + " %");
    }

    /** The rows of a table. */
    static long count(Catalog c, String table) {
        return c.handle().createQuery("SELECT COUNT(*) FROM " + table).mapTo(Long.class).one();
    }
}
