package org.sokodb.cli;

import java.util.List;
import java.util.Random;

/**
 * The moments at which the crash harness ({@link ImportKills}) kills a run of {@code import}: each
 * drawn at random (from the harness's seed) and tied to a source line the run prints, against the
 * {@link Timing} of a whole import of the same inputs and the shortest time any run took to its
 * first source line; and where a kill found the run, by what it had printed
 * ({@link KillFigures#phases}).
 */
final class KillMoments {
    private final Random random;
    /** The shortest time any run took to its first source line: the JVM's start and the catalog's opening. */
    private long opening = Long.MAX_VALUE;

    KillMoments(long seed) {
        this.random = new Random(seed);
    }

    /**
     * When a whole import's source lines came and when it ended, in milliseconds from its
     * start: the kills are drawn against them.
     */
    record Timing(long millis, List<Long> lines) {
        /** When the {@code n}-th source line came (0: the start; beyond the last: the end). */
        long lineMillis(int n) {
            return n <= 0 ? 0 : n > lines.size() ? millis : lines.get(n - 1);
        }

        /** How long the import of the {@code n}-th source took, from the line before it (at least 1 ms). */
        long gap(int n) {
            return Math.max(1, lineMillis(n) - lineMillis(n - 1));
        }
    }

    /** A run took {@code millis} to its first source line. */
    void opened(long millis) {
        opening = Math.min(opening, millis);
    }

    /**
     * Half the kills a few milliseconds after a random source line (the moment a broken promise
     * shows); half inside the import of a random source not yet held, a random time into it as
     * long as the whole import took with it (the first such source: from the start, so the
     * JVM's start, the catalog's creation or opening and its repair are in the window, as long
     * as the whole import took to its first line, or the shortest any run took to its first
     * line and then the source's import). A catalog that holds every source
     * already is killed while it opens (once an episode: {@link ImportKills} then lets the next
     * run end the episode, so a long harness keeps starting fresh catalogs). Every moment is tied to a line the run prints, not to
     * the time of a whole import, which a run on a catalog that holds sources already never
     * takes: so nearly every kill finds the run alive, and an episode ends by itself once the
     * kills wanted are made.
     */
    KillRun.Moment moment(Timing timing, int held, int sources) {
        if (held >= sources) {
            return KillRun.Moment.afterStart(random.nextLong(Math.max(1, opening)));
        }
        int source = held + 1 + random.nextInt(sources - held);
        if (random.nextBoolean()) {
            // the sources held are said "already imported" first, in input order
            return KillRun.Moment.afterLine(source, random.nextInt(30));
        }
        if (source == 1) {
            return KillRun.Moment.afterStart(random.nextLong(timing.gap(1)));
        }
        if (source == held + 1) {
            return KillRun.Moment.afterStart(random.nextLong(Math.max(1, opening) + timing.gap(source)));
        }
        return KillRun.Moment.afterLine(source - 1, random.nextLong(timing.gap(source)));
    }

    /**
     * Where the run is, at the kill, by what it had printed: its start (the JVM, the catalog
     * opened and repaired, the first source's import: no source line yet), among the lines of
     * the sources already held, inside the import of the sources left, or past the last
     * source line (the bulk load's indexes and duplicate groups, the commit of the end).
     */
    static String phase(KillRun.Printed printed, int held, int sources) {
        int lines = printed.imported().size() + printed.already().size();
        return lines == 0 ? "before any source line"
                : lines <= held ? "among the sources already held"
                : lines < sources ? "inside the import"
                : "after the last source line";
    }
}
