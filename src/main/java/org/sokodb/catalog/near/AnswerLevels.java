package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.sokodb.near.Match;

/**
 * The levels of one answer of {@code similar}, each with its best match, in row id order: two
 * arrays rather than a map of boxed ids, and each distinct match held once. An answer at 60 %
 * holds nearly every level of Boxoban (1.49 M): about 12 bytes a level here.
 *
 * <p>A level's block is its rank here cut every {@link #BLOCK} levels; the answer orders its
 * rows most alike first, then by block, then by board row id ({@link SimilarLevels}).
 */
final class AnswerLevels {
    static final int BLOCK = 500;

    private final long[] ids;
    private final Match[] matches;

    private AnswerLevels(long[] ids, Match[] matches) {
        this.ids = ids;
        this.matches = matches;
    }

    /** A few levels with their matches, as one part (one packed run's or group's, or those found by band key) puts them. */
    record Part(long[] ids, Match[] matches) {
    }

    /** Collects parts; equal matches are kept once. */
    static final class Builder {
        private final Map<Match, Match> distinct = new ConcurrentHashMap<>();

        /** A part of {@code n} levels: {@code ids[i]} matched by {@code matches[i]} (any order). Thread-safe. */
        Part part(long[] ids, Match[] matches, int n) {
            int[] order = order(ids, n);
            long[] sortedIds = new long[n];
            Match[] sortedMatches = new Match[n];
            for (int i = 0; i < n; i++) {
                sortedIds[i] = ids[order[i]];
                sortedMatches[i] = distinct.computeIfAbsent(matches[order[i]], m -> m);
            }
            return new Part(sortedIds, sortedMatches);
        }

        /**
         * The places of {@code ids[0..n)} in increasing id order, equal ids by place. Row ids below
         * 2<sup>32</sup> (every catalog's so far) are sorted as one long each, the id above the place,
         * so that no boxed place is compared through a comparator (an answer's 16,637 levels sorted
         * once more at its end, and each packed group's finds, were a few percent of its main thread).
         */
        private static int[] order(long[] ids, int n) {
            int[] order = new int[n];
            boolean small = true;
            for (int i = 0; i < n && small; i++) {
                small = ids[i] >= 0 && ids[i] < 1L << 32;
            }
            if (small) {
                long[] keys = new long[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = ids[i] << 31 | i;
                }
                Arrays.sort(keys);
                for (int i = 0; i < n; i++) {
                    order[i] = (int) (keys[i] & Integer.MAX_VALUE);
                }
                return order;
            }
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                boxed[i] = i;
            }
            Arrays.sort(boxed, Comparator.comparingLong(i -> ids[i]));
            for (int i = 0; i < n; i++) {
                order[i] = boxed[i];
            }
            return order;
        }

        /** The answer's levels from its parts: each level once (the same level in two parts has the same match). */
        AnswerLevels build(List<Part> parts) {
            int n = parts.stream().mapToInt(p -> p.ids().length).sum();
            long[] ids = new long[n];
            Match[] matches = new Match[n];
            int at = 0;
            boolean sorted = true;
            for (Part p : parts) {
                for (int i = 0; i < p.ids().length; i++) {
                    sorted &= at == 0 || ids[at - 1] < p.ids()[i];
                    ids[at] = p.ids()[i];
                    matches[at++] = p.matches()[i];
                }
            }
            if (!sorted) {
                // parts out of row order (the groups of the packed runs, the levels found by band key): sorted once more,
                // each level kept once
                Part all = part(ids, matches, n);
                int kept = 0;
                for (int i = 0; i < n; i++) {
                    if (kept == 0 || all.ids()[i] != ids[kept - 1]) {
                        ids[kept] = all.ids()[i];
                        matches[kept++] = all.matches()[i];
                    }
                }
                ids = Arrays.copyOf(ids, kept);
                matches = Arrays.copyOf(matches, kept);
            }
            return new AnswerLevels(ids, matches);
        }
    }

    /** The match of level {@code levelId}, which must be one of these. */
    Match match(long levelId) {
        return matches[at(levelId)];
    }

    /** The match of the level at {@code place} ({@link #place}). */
    Match matchAt(int place) {
        return matches[place];
    }

    /** The block of level {@code levelId}, which must be one of these. */
    int block(long levelId) {
        return at(levelId) / BLOCK;
    }

    /** Where level {@code levelId}, which must be one of these, is (row id order); its block is this cut every {@link #BLOCK}. */
    int place(long levelId) {
        return at(levelId);
    }

    private int at(long levelId) {
        int at = Arrays.binarySearch(ids, levelId);
        if (at < 0) {
            throw new IllegalArgumentException("level " + levelId + " is not in the answer");
        }
        return at;
    }

    /** Every level's row id, increasing. */
    long[] all() {
        return ids.clone();
    }

    /** How many levels the answer holds. */
    int size() {
        return ids.length;
    }

    /** The row id of the answer's level at {@code at} (row id order). */
    long id(int at) {
        return ids[at];
    }

    /** Where level {@code levelId} is in the answer (row id order); negative when it is not in it. */
    int indexOf(long levelId) {
        return Arrays.binarySearch(ids, levelId);
    }

    /**
     * The answer's order, most alike first, then by block, then by row id, as one long a level:
     * how alike it is, ranked (0 the most alike), in the upper half; its place in the answer
     * ({@link #id}, whose block is the place cut every {@link #BLOCK}) in the lower. 12 bytes a
     * level with the percentages, where a list of records took about 50 (1.49 M Boxoban levels
     * at 60 %: what made the level page run out of the server's heap).
     */
    long[] ranked() {
        double[] percents = Arrays.stream(matches).mapToDouble(Match::percent).distinct().sorted().toArray();
        long[] keys = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            int alike = percents.length - 1 - Arrays.binarySearch(percents, matches[i].percent());
            keys[i] = (long) alike << 32 | i;
        }
        Arrays.sort(keys);
        return keys;
    }

    /**
     * The levels in parts of about {@code size} (more where one block of equally alike levels
     * goes on), in the answer's order: the rows of one part, sorted as the answer sorts them,
     * come before those of the next. A part never splits the levels equally alike of one block,
     * whose boards the answer orders by board, across levels. Each part is handed over as its
     * levels' row ids, increasing.
     */
    void inParts(int size, Consumer<long[]> each) {
        long[] keys = ranked();
        long[] part = new long[Math.min(keys.length, Math.max(size, 16))];
        int n = 0;
        for (int k = 0; k < keys.length; k++) {
            int i = (int) keys[k];
            if (n == part.length) {
                part = Arrays.copyOf(part, 2 * n);
            }
            part[n++] = ids[i];
            boolean groupEnds = k + 1 == keys.length || keys[k + 1] >>> 32 != keys[k] >>> 32
                    || (int) keys[k + 1] / BLOCK != i / BLOCK;
            if (groupEnds && n >= size) {
                each.accept(sorted(part, n));
                n = 0;
            }
        }
        if (n > 0) {
            each.accept(sorted(part, n));
        }
    }

    /** The first {@code n} of {@code ids}, sorted, as an array of their own. */
    private static long[] sorted(long[] ids, int n) {
        long[] part = Arrays.copyOf(ids, n);
        Arrays.sort(part);
        return part;
    }
}
