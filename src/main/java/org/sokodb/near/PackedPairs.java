package org.sokodb.near;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongConsumer;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

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

    /** The most slices a band's entries are spilled in when they do not fit at once. */
    public static final int MOST_SLICES = BandEntries.MOST_SLICES;
    private static final int PER_LEVEL = BandEntries.PER_LEVEL;
    private static final int PARTS = BandEntries.PARTS;
    /** Each thread's space for the part it works on. */
    private static final ThreadLocal<long[]> PART = ThreadLocal.withInitial(() -> new long[1 << 16]);
    /** Each thread's space for the windows of its part's entries ({@link PackedWindows#gather}: 4 longs an entry). */
    private static final ThreadLocal<long[]> WINDOWS = ThreadLocal.withInitial(() -> new long[1 << 18]);
    /** Each thread's space for a part's pairs and its buckets' entries as placed. */
    private static final ThreadLocal<PartPairs> PAIRS = ThreadLocal.withInitial(PartPairs::new);
    /** Each thread's space for the counts of the pieces its part is sorted in ({@link BandParts#sorted}). */
    private static final ThreadLocal<int[]> PIECES = ThreadLocal.withInitial(() -> new int[(1 << BandParts.MOST_PIECE_BITS) + 1]);
    /** Each thread's space for where its part's buckets with pairs to count begin and end. */
    private static final ThreadLocal<int[]> BUCKETS = ThreadLocal.withInitial(() -> new int[1 << 12]);

    private PackedPairs() {
    }

    /** Every pair of {@code grids} at least {@code threshold} percent alike that the keys find, as {@link CandidatePairs#find} gives them. */
    public static Found alike(List<Grid> grids, Sketch sketch, double threshold) {
        PackedWindows packed = new PackedWindows(grids.size());
        packed.addAll(grids);
        return alike(packed, sketch, threshold);
    }

    /**
     * The same for the levels packed in {@code packed}, which hold only the grids of levels
     * too large to pack, the others as their windows ({@link PackedWindows}: 100 bytes a
     * level). Memory beyond them: one band's entries at a time ({@link #entriesPerBand}),
     * laid out by part, and the pairs as one sorted run per band.
     */
    public static Found alike(PackedWindows packed, Sketch sketch, double threshold) {
        return alike(packed, sketch, threshold, (long) packed.size() * PER_LEVEL);
    }

    /**
     * The same with at most about {@code entriesAtOnce} of a band's entries in memory: a band
     * that has more is spilled to disk in slices of its key space ({@link BandEntries}), one
     * read back at a time. The pairs are the same whatever the slices.
     */
    public static Found alike(PackedWindows packed, Sketch sketch, double threshold, long entriesAtOnce) {
        try (PairRuns pairs = new PairRuns()) {
            Counts counts = search(packed, sketch, threshold, entriesAtOnce, pairs);
            return new Found(pairs.all(), counts.candidates(), counts.passed());
        }
    }

    /** What a search did, its pairs handed on: how many, the candidates met and those that passed the packed check. */
    public record Counts(long pairs, long candidates, long passed) {
    }

    /**
     * The same, each pair handed to {@code out} in order (as {@link Found#pairs} holds them),
     * and kept until then on disk when {@code pairsOnDisk} ({@link PairRuns}: 8 bytes a pair
     * out of the heap), in the heap otherwise.
     */
    public static Counts alike(PackedWindows packed, Sketch sketch, double threshold, long entriesAtOnce,
            boolean pairsOnDisk, LongConsumer out) {
        try (PairRuns pairs = pairsOnDisk ? new PairRuns(sketch.bands()) : new PairRuns()) {
            Counts counts = search(packed, sketch, threshold, entriesAtOnce, pairs);
            long[] n = {0};
            pairs.inOrder(p -> {
                n[0]++;
                out.accept(p);
            });
            return new Counts(n[0], counts.candidates(), counts.passed());
        }
    }

    private static Counts search(PackedWindows packed, Sketch sketch, double threshold, long entriesAtOnce,
            PairRuns pairs) {
        LongAdder candidates = new LongAdder();
        LongAdder passed = new LongAdder();
        // the most squares that may differ, by the common box's area (at most 12 × 12: one square beyond flush)
        int[] allowed = new int[13 * 13];
        for (int area = 0; area < allowed.length; area++) {
            allowed[area] = Packed.allowed(area, (100.0 - threshold) / 100.0);
        }
        try (BandEntries entries = new BandEntries(packed, sketch, entriesAtOnce)) {
            for (int b = 0; b < sketch.bands(); b++) {
                long[][] found = new long[PARTS][];
                if (pairs.onDisk()) {
                    // each slice's pairs go to disk as they are found, the band's merged at its end
                    entries.band(b, (parts, from, to) -> {
                        parts(parts, from, to, entries.idBits, packed, allowed, found, candidates, passed);
                        long[] all = gather(found);
                        pairs.addToBand(all, unique(all, all.length));
                    });
                    pairs.endBand(p -> packed.reaches((int) (p >>> 32), (int) p, threshold));
                } else {
                    entries.band(b, (parts, from, to) -> parts(parts, from, to, entries.idBits, packed, allowed,
                            found, candidates, passed));
                    pairs.add(fresh(pairs, found, packed, threshold));
                }
            }
        }
        return new Counts(0, candidates.sum(), passed.sum());
    }

    /** A band's entries for {@code levels} levels: what one band takes at once when it fits, 8 bytes each. */
    public static long entriesPerBand(long levels) {
        return levels * PER_LEVEL;
    }

    /**
     * Memory the search takes for {@code count} levels besides the windows and a band's
     * entries: in the heap, space for all the pairs (16 a level) and a band's before they are
     * checked (8 a level); none when the pairs wait on disk, where a slice's pairs go as it
     * is done ({@link #bytesPerEntry}).
     */
    public static long memoryBeyondEntries(long count, boolean pairsOnDisk) {
        return pairsOnDisk ? 0 : count * (8L * 16 + 8L * 8);
    }

    /**
     * Memory a band's entry takes while its slice is worked on: the entry, and when the pairs
     * wait on disk its share of the slice's pairs, sorted (a pair for every 4 entries on
     * Boxoban, twice 8 bytes while sorting: 4 bytes an entry).
     */
    public static long bytesPerEntry(boolean pairsOnDisk) {
        return pairsOnDisk ? 12 : 8;
    }

    /** The pairs of the parts {@code from} to {@code to} of a band, each sorted, without repeats, not yet confirmed, into {@code found}. */
    private static void parts(BandParts parts, int from, int to, int idBits, PackedWindows packed,
            int[] allowed, long[][] found, LongAdder candidates, LongAdder passed) {
        int low = idBits + 6;
        long idMask = (1L << idBits) - 1;
        // the keys are mixed, so their top bits spread the entries evenly over the parts:
        // each part is gathered, sorted and its buckets worked on at once, while it is in the cache
        IntStream.range(from, to).parallel().forEach(k -> {
            PartPairs out = PAIRS.get().clear();
            long[] entries = parts.sorted(k, PART.get(), PIECES.get());
            PART.set(entries);
            int stop = parts.size(k);
            // the buckets with pairs to count, and their levels' windows read in one tight pass
            // (reads independent of each other, many on their way at once) before any is placed
            int[] buckets = BUCKETS.get();
            long[] gathered = WINDOWS.get();
            if (gathered.length < PackedWindows.GATHERED * stop) {
                gathered = new long[PackedWindows.GATHERED * (stop + stop / 2)];
                WINDOWS.set(gathered);
            }
            int worked = 0;
            int start = 0;
            while (start < stop) {
                int end = start + 1;
                while (end < stop && (entries[end] >>> low) == (entries[start] >>> low)) {
                    end++;
                }
                if (end - start > 1 && end - start <= CandidatePairs.MAX_BUCKET && leads(entries, start, end, idBits)) {
                    for (int p = start; p < end; p++) {
                        packed.gather((int) (entries[p] & idMask), (int) (entries[p] >>> idBits + 3 & 7), gathered, PackedWindows.GATHERED * p);
                    }
                    if (2 * worked + 2 > buckets.length) {
                        buckets = Arrays.copyOf(buckets, 2 * buckets.length);
                        BUCKETS.set(buckets);
                    }
                    buckets[2 * worked] = start;
                    buckets[2 * worked + 1] = end;
                    worked++;
                }
                start = end;
            }
            for (int b = 0; b < worked; b++) {
                out.bucket(entries, buckets[2 * b], buckets[2 * b + 1], idBits, idMask, gathered, allowed);
            }
            candidates.add(out.candidates);
            passed.add(out.passed);
            found[k] = out.toArray();
        });
    }

    /** Whether a bucket has an entry not moved: two moved entries never pair, so a bucket without one has no pairs. */
    private static boolean leads(long[] entries, int start, int end, int idBits) {
        for (int p = start; p < end; p++) {
            if ((entries[p] >>> idBits & 7) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The pairs of one band not found before, each confirmed once at every placement of the
     * measure ({@link PackedWindows#reaches}), sorted.
     */
    private static long[] fresh(PairRuns known, long[][] found, PackedWindows packed, double threshold) {
        long[] all = gather(found);
        int unknown = known.removeKnown(all, unique(all, all.length));
        return LongStream.of(Arrays.copyOf(all, unknown)).parallel()
                .filter(p -> packed.reaches((int) (p >>> 32), (int) p, threshold))
                .toArray();
    }

    /** The parts' pairs in one array, sorted; the parts are let go. */
    private static long[] gather(long[][] found) {
        long[] all = new long[Arrays.stream(found).mapToInt(f -> f == null ? 0 : f.length).sum()];
        int n = 0;
        for (int k = 0; k < found.length; k++) {
            if (found[k] == null) {
                continue;
            }
            System.arraycopy(found[k], 0, all, n, found[k].length);
            n += found[k].length;
            found[k] = null;
        }
        Arrays.parallelSort(all);
        return all;
    }

    /** Keeps one of each of the first {@code size} pairs, sorted, at the front of {@code data}; returns how many. */
    static int unique(long[] data, int size) {
        int unique = 0;
        for (int p = 0; p < size; p++) {
            if (unique == 0 || data[p] != data[unique - 1]) {
                data[unique++] = data[p];
            }
        }
        return unique;
    }
}
