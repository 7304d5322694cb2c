package org.sokodb.similar;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.sokodb.board.Symmetry;

/**
 * The catalog-wide search, {@code dups --similar P} (docs/similar.md): the band keys of
 * {@link CandidatePairs} (8 orientations, plain and moved by one square), but a candidate is
 * checked only at the placement its keys met in, on the packed windows ({@link Packed}): a
 * few popcounts, where checking every placement costs 72 of them and the exact measure
 * thousands of operations.
 *
 * <p>Two levels meet in a bucket when orientation S of one, moved by m, shows the band's
 * squares as orientation S' of the other, moved by m' (one of the moves is none): that is
 * the picture of S'(B) laid over S(A) at m' − m, within one square of flush, so a placement
 * the measure tries (turning the whole picture changes neither count nor box). If the pair
 * reaches the threshold there, it is a pair, confirmed once at every placement of the measure
 * ({@link Packed#reaches}: its own count and test). A pair is lost only
 * when its keys never meet at a placement good enough, where {@link CandidatePairs} would
 * still find it through a chance meeting elsewhere: {@code bench/SimilarRecall} measures the
 * difference. A candidate with a level too large to pack is kept as it is met and measured
 * ({@link Similarity}) once in its band, after the band's pairs are deduplicated: such a pair
 * meets in many buckets (8 orientations, 5 moves), and measuring it at every meeting made the
 * shared text sets' 4,725 boards take 70 s instead of 5.6 s.
 */
public final class PackedPairs {
    /** What a search did: the pairs found, the candidates met and those that passed the packed check. */
    public record Found(long[] pairs, long candidates, long passed) {
    }

    private static final int[][] SHIFTS = CandidatePairs.SHIFTS;
    private static final Symmetry[] TURNS = Symmetry.values();
    private static final int PER_LEVEL = 8 * SHIFTS.length;
    /** Parts of the keys worked on in parallel, by their top bits. */
    private static final int PART_BITS = 10;
    private static final int PARTS = 1 << PART_BITS;

    private PackedPairs() {
    }

    /** Every pair of {@code grids} at least {@code threshold} percent alike that the keys find, as {@link CandidatePairs#find} gives them. */
    public static Found alike(List<Grid> grids, Sketch sketch, double threshold) {
        return alike(grids.size(), grids::get, sketch, threshold);
    }

    /**
     * The same for {@code count} levels whose grids {@code gridOf} makes (on every core, once
     * each): only the grids of levels too large to pack are kept, so a catalog of small rooms
     * is held as its packed windows alone (256 bytes a level).
     */
    public static Found alike(int count, IntFunction<Grid> gridOf, Sketch sketch, double threshold) {
        Windows packed = new Windows(count, gridOf);
        int idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        int low = idBits + 6;
        long idMask = (1L << idBits) - 1;
        long[] entries = new long[count * PER_LEVEL];
        long[] byPart = new long[entries.length];
        LongAdder candidates = new LongAdder();
        LongAdder passed = new LongAdder();
        long[] pairs = new long[0];
        // the most squares that may differ, by the common box's area (at most 12 × 12: one square beyond flush)
        int[] allowed = new int[13 * 13];
        for (int area = 0; area < allowed.length; area++) {
            allowed[area] = Packed.allowed(area, (100.0 - threshold) / 100.0);
        }
        for (int b = 0; b < sketch.bands(); b++) {
            int band = b;
            IntStream.range(0, count).parallel().forEach(i -> {
                int at = i * PER_LEVEL;
                for (int s = 0; s < 8; s++) {
                    for (int t = 0; t < SHIFTS.length; t++) {
                        long key = packed.fits(i) ? packed.key(sketch, i, s, t, band)
                                : sketch.key(packed.large(i), TURNS[s], SHIFTS[t][0], SHIFTS[t][1], band);
                        entries[at++] = key << low | (long) s << idBits + 3 | (long) t << idBits | i;
                    }
                }
            });
            // the keys are mixed, so their top bits spread the entries evenly over the parts:
            // each part is sorted and its buckets worked on at once, while it is in the cache
            int[] starts = new int[PARTS + 1];
            for (long e : entries) {
                starts[(int) (e >>> 64 - PART_BITS) + 1]++;
            }
            for (int k = 0; k < PARTS; k++) {
                starts[k + 1] += starts[k];
            }
            int[] next = Arrays.copyOf(starts, PARTS);
            for (long e : entries) {
                byPart[next[(int) (e >>> 64 - PART_BITS)]++] = e;
            }
            long[][] found = new long[PARTS][];
            IntStream.range(0, PARTS).parallel().forEach(k -> {
                Pairs out = new Pairs();
                int start = starts[k];
                int stop = starts[k + 1];
                Arrays.sort(byPart, start, stop);
                while (start < stop) {
                    int end = start + 1;
                    while (end < stop && (byPart[end] >>> low) == (byPart[start] >>> low)) {
                        end++;
                    }
                    if (end - start > 1 && end - start <= CandidatePairs.MAX_BUCKET) {
                        bucket(byPart, start, end, idBits, idMask, packed, allowed, out);
                    }
                    start = end;
                }
                candidates.add(out.candidates);
                passed.add(out.passed);
                found[k] = out.toArray();
            });
            pairs = merge(pairs, found, packed, threshold);
        }
        return new Found(pairs, candidates.sum(), passed.sum());
    }

    /**
     * The candidates of one bucket. Each entry's level is first placed as its key saw it
     * (orientation turned, moved by its move) into the part's scratch arrays, so the pairs,
     * which grow with the square of the bucket, are counted in the cache from a few
     * registers: two entries met in orientation S of A moved by m and S' of B moved by m',
     * the placement of S'(B) over S(A) at m' − m, and its count is
     * {@code popcount((a0^b0)|(a1^b1)|(a2^b2))} of the placed planes plus the open squares
     * either move took out of the window (one of the moves is none): {@link Packed}'s exact
     * count for that placement, whichever of the two is moved (the measure is symmetric).
     */
    private static void bucket(long[] entries, int start, int end, int idBits, long idMask, Windows packed,
            int[] allowed, Pairs out) {
        int n = end - start;
        int plainEntries = 0;
        for (int p = start; p < end; p++) {
            if ((entries[p] >>> idBits & 7) == 0) {
                plainEntries++;
            }
        }
        if (plainEntries == 0) {
            // two moved entries never pair: nothing here to read from memory
            return;
        }
        Scratch at = out.scratch(n);
        int[] level = at.level;
        int[] dx = at.dx;
        int[] dy = at.dy;
        int[] lost = at.lost;
        int[] width = at.width;
        int[] height = at.height;
        long[] planes = at.planes;
        // the plain entries first: two moved entries never pair, so only the plain ones lead
        int placed = 0;
        int leading = 0;
        boolean allPacked = true;
        for (int pass = 0; pass < 2; pass++) {
            for (int p = start; p < end; p++) {
                int t = (int) (entries[p] >>> idBits & 7);
                if ((t == 0) != (pass == 0)) {
                    continue;
                }
                int e = placed++;
                int i = (int) (entries[p] & idMask);
                level[e] = i;
                dx[e] = SHIFTS[t][0];
                dy[e] = SHIFTS[t][1];
                if (packed.fits(i)) {
                    packed.placeInto(i, (int) (entries[p] >>> idBits + 3 & 7), t, at, e);
                } else {
                    allPacked = false;
                }
            }
            if (pass == 0) {
                leading = placed;
            }
        }
        long candidates = 0;
        for (int e = 0; e < leading; e++) {
            int i = level[e];
            long a0 = planes[3 * e];
            long a1 = planes[3 * e + 1];
            long a2 = planes[3 * e + 2];
            int aw = width[e];
            int ah = height[e];
            for (int f = e + 1; f < n; f++) {
                int j = level[f];
                if (i == j) {
                    continue;
                }
                candidates++;
                if (!allPacked && (!packed.fits(i) || !packed.fits(j))) {
                    // measured at the end of the band, once however often the two meet
                    out.add(Math.min(i, j), Math.max(i, j));
                    continue;
                }
                // the leading entry is not moved: f's move is the placement's
                int x = dx[f];
                int y = dy[f];
                int room = allowed[(Math.max(aw, x + width[f]) - Math.min(0, x))
                        * (Math.max(ah, y + height[f]) - Math.min(0, y))] - lost[f];
                if (Long.bitCount((a0 ^ planes[3 * f]) | (a1 ^ planes[3 * f + 1]) | (a2 ^ planes[3 * f + 2])) <= room) {
                    out.passed++;
                    out.add(Math.min(i, j), Math.max(i, j));
                }
            }
        }
        out.candidates += candidates;
    }

    /**
     * The packed windows of every level side by side, the 32 longs of a level's 8
     * orientations in one place ({@link Packed}), so that reading an entry of a bucket costs
     * one trip to memory, not one per object and array; with each level's width, height and
     * open squares (−1 for a level too large to pack).
     */
    private static final class Windows {
        /** The grids of the levels too large to pack (null for the others). */
        private final Grid[] large;
        private final long[] planes;
        private final int[] dims;

        Windows(int count, IntFunction<Grid> gridOf) {
            large = new Grid[count];
            planes = new long[32 * count];
            dims = new int[count];
            IntStream.range(0, count).parallel().forEach(i -> {
                Grid g = gridOf.apply(i);
                if (!Packed.fits(g)) {
                    large[i] = g;
                }
                dims[i] = Packed.of(g).map(p -> {
                    p.copyPlanes(planes, 32 * i);
                    return g.width() | g.height() << 8 | p.open() << 16;
                }).orElse(-1);
            });
        }

        boolean fits(int i) {
            return dims[i] >= 0;
        }

        /** The grid of a level too large to pack. */
        Grid large(int i) {
            return large[i];
        }

        /** The grid of any level: kept, or rebuilt from its planes. */
        private Grid grid(int i) {
            int d = dims[i];
            return d < 0 ? large[i] : Packed.grid(d & 0xFF, d >>> 8 & 0xFF, planes[32 * i], planes[32 * i + 1], planes[32 * i + 2]);
        }

        /**
         * Whether levels {@code i} and {@code j} are at least {@code threshold} percent alike:
         * the measure's answer, from the planes when both pack ({@link Packed#reaches}: the
         * measure's own count at each of its placements, and its test), else the measure's.
         */
        boolean reaches(int i, int j, double threshold) {
            if (!fits(i) || !fits(j)) {
                return Similarity.reaches(grid(i), grid(j).orientations(), threshold);
            }
            int a = dims[i];
            int b = dims[j];
            return Packed.reaches(planes, 32 * i, a & 0xFF, a >>> 8 & 0xFF, planes, 32 * j, b & 0xFF, b >>> 8 & 0xFF,
                    b >>> 16, threshold);
        }

        /** The band key of level {@code i} turned by {@code s} and moved by move {@code t} ({@link Sketch#key(Grid, Symmetry, int, int, int)}'s). */
        long key(Sketch sketch, int i, int s, int t, int band) {
            int o = 32 * i + 4 * s;
            int dx = SHIFTS[t][0];
            int dy = SHIFTS[t][1];
            return sketch.key(Packed.move(planes[o], dx, dy), Packed.move(planes[o + 1], dx, dy),
                    Packed.move(planes[o + 2], dx, dy), band);
        }

        /**
         * Level {@code i} turned by {@code s} and moved by move {@code t}, written at entry
         * {@code e} of a bucket: its planes 0–2, the open squares the move took out of the
         * window, the turned width and height.
         */
        void placeInto(int i, int s, int t, Scratch at, int e) {
            int o = 32 * i + 4 * s;
            int dx = SHIFTS[t][0];
            int dy = SHIFTS[t][1];
            at.planes[3 * e] = Packed.move(planes[o], dx, dy);
            at.planes[3 * e + 1] = Packed.move(planes[o + 1], dx, dy);
            at.planes[3 * e + 2] = Packed.move(planes[o + 2], dx, dy);
            int d = dims[i];
            at.lost[e] = (d >>> 16) - Long.bitCount(Packed.move(planes[o + 3], dx, dy));
            int w = d & 0xFF;
            int h = d >>> 8 & 0xFF;
            at.width[e] = TURNS[s].width(w, h);
            at.height[e] = TURNS[s].height(w, h);
        }
    }

    /** A part's room for one bucket's entries as placed. */
    private static final class Scratch {
        int[] level = new int[0];
        /** The entry's move. */
        int[] dx = new int[0];
        int[] dy = new int[0];
        /** Planes 0–2 of entry e at 3e. */
        long[] planes = new long[0];
        /** Open squares the move took out of the window. */
        int[] lost = new int[0];
        int[] width = new int[0];
        int[] height = new int[0];

        Scratch ensure(int n) {
            if (level.length < n) {
                level = new int[n];
                dx = new int[n];
                dy = new int[n];
                planes = new long[3 * n];
                lost = new int[n];
                width = new int[n];
                height = new int[n];
            }
            return this;
        }
    }

    /**
     * Adds the pairs of one band not found before, each confirmed once at every placement of
     * the measure ({@link Windows#reaches}).
     */
    private static long[] merge(long[] pairs, long[][] found, Windows packed, double threshold) {
        long[] all = new long[Arrays.stream(found).mapToInt(f -> f.length).sum()];
        int n = 0;
        for (long[] f : found) {
            System.arraycopy(f, 0, all, n, f.length);
            n += f.length;
        }
        Arrays.parallelSort(all);
        int unique = 0;
        for (int p = 0; p < all.length; p++) {
            if (unique == 0 || all[p] != all[unique - 1]) {
                all[unique++] = all[p];
            }
        }
        long[] fresh = LongStream.of(Arrays.copyOf(all, unique)).parallel()
                .filter(p -> Arrays.binarySearch(pairs, p) < 0)
                .filter(p -> packed.reaches((int) (p >>> 32), (int) p, threshold))
                .toArray();
        long[] merged = new long[pairs.length + fresh.length];
        System.arraycopy(pairs, 0, merged, 0, pairs.length);
        System.arraycopy(fresh, 0, merged, pairs.length, fresh.length);
        Arrays.parallelSort(merged);
        return merged;
    }

    /** The pairs one part found, with its counts; sorted and deduplicated as it grows. */
    private static final class Pairs {
        long candidates;
        long passed;
        private final Scratch scratch = new Scratch();

        Scratch scratch(int n) {
            return scratch.ensure(n);
        }

        private long[] data = new long[64];
        private int size;

        void add(int i, int j) {
            if (size == data.length) {
                Arrays.sort(data, 0, size);
                int n = 0;
                for (int p = 0; p < size; p++) {
                    if (n == 0 || data[p] != data[n - 1]) {
                        data[n++] = data[p];
                    }
                }
                size = n;
                if (size > data.length / 2) {
                    data = Arrays.copyOf(data, data.length * 2);
                }
            }
            data[size++] = (long) i << 32 | j;
        }

        long[] toArray() {
            return Arrays.copyOf(data, size);
        }
    }
}
