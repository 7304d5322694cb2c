package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.near.Grid;
import org.sokodb.near.Match;
import org.sokodb.near.PackedScan;
import org.sokodb.near.Similarity;
import org.sokodb.near.Sketch;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.ListingRun;
import org.sokodb.catalog.near.listing.Listings;
import org.sokodb.catalog.near.listing.SharedChunks;

/**
 * The levels like one level ({@code similar ID}, the level page's near copies; docs/similar.md).
 * Every level small enough to pack is compared in memory ({@link PackedScan}: exact, a few
 * popcounts a placement) and its grid rebuilt from the stored planes, so no board is read to
 * measure it; the larger ones are found through their band keys. The exact measure decides
 * both. What each row shows is then read from the listing beside the packed levels
 * ({@link Listings}): a few hundred compact values, not the level, board and index rows of
 * each near copy, which lie all over the file.
 *
 * <p>The order: most alike first; equally alike rows by block of {@link AnswerLevels#BLOCK} levels (the
 * answer's levels in row order, cut every 500), each block's boards as they were imported: the
 * order the rows were first read in, a slice at a time, kept so that answers stay the same.
 */
public final class SimilarLevels {
    /**
     * Levels whose rows are read and sorted at once by {@link #eachRow}: an answer with more
     * is read in parts, each a pass over the runs holding its levels, so that what is held is
     * bounded by this, not by the answer (1.49 M Boxoban levels at 60 %).
     */
    static final int PART = 100_000;
    /** Boards whose pictures are read with one query. */
    private static final int DRAWN_AT_ONCE = 1_000;

    private final Catalog catalog;
    private final int part;

    public SimilarLevels(Catalog catalog) {
        this(catalog, PART);
    }

    /** Reading an answer in parts of {@code part} levels (tests read small answers in parts). */
    SimilarLevels(Catalog catalog, int part) {
        this.catalog = catalog;
        this.part = part;
    }

    /**
     * Every board of another level at least {@code threshold} percent like {@code level} that
     * {@code keep} keeps, in the answer's order.
     */
    public List<Near.Row> rows(StoredLevel level, double threshold, Predicate<Near.Row> keep) {
        List<Near.Row> rows = new ArrayList<>();
        eachRow(level, threshold, keep, rows::add);
        return rows;
    }

    /**
     * {@link #rows}, handed to {@code out} in the answer's order as they are read: an answer
     * of more than {@link #PART} levels is read in parts ({@link AnswerLevels#inParts}), so
     * only the levels' matches (about 12 bytes a level) and one part's rows are held.
     */
    public void eachRow(StoredLevel level, double threshold, Predicate<Near.Row> keep, Consumer<Near.Row> out) {
        catalog.read("finding similar levels", () -> {
            rows(found(level, threshold), keep, SharedChunks.NONE, out);
            return null;
        });
    }

    /**
     * Hands the rows of the answer's levels {@code found} that {@code keep} keeps to {@code out},
     * the listing's runs read in chunks {@code shared} is told of ({@link SharedChunks}).
     */
    private void rows(Found found, Predicate<Near.Row> keep, SharedChunks shared, Consumer<Near.Row> out) {
        ListingDao listing = catalog.dao(ListingDao.class);
        found.levels().inParts(part, levels -> {
            for (Listed l : rows(found, sink -> Listings.boardsOf(listing, levels, found.runKeys(), found.listingKeys(),
                    shared, sink))) {
                if (keep.test(l.row())) {
                    out.accept(l.row());
                }
            }
        });
    }

    /** As {@link #rows}, with what a picture of each board needs. */
    public List<Near> drawn(StoredLevel level, double threshold, Predicate<Near.Row> keep) {
        return catalog.read("finding similar levels", () -> draw(listed(level, threshold).stream()
                .filter(l -> keep.test(l.row())).toList()));
    }

    /**
     * {@code similar ID}: {@link #eachRow} of the boards from {@code source} (or from under it),
     * and when {@code otherSourcesOnly} of sources {@code level} itself does not appear in. The
     * similarity index is filled first where it is missing ({@code progress} is told): a
     * catalog imported before import filled it, or an import stopped before its end. A large
     * answer (a Boxoban level at 60 %: 1.49 M rows) is never held whole. Packed groups (from
     * the last one down) are read ahead into H2's cache on the other core while the answer reads
     * them, and then the listing's runs that hold the answer's levels while the answer reads
     * them ({@link ReadAhead}).
     */
    public void eachRow(StoredLevel level, double threshold, Optional<String> source, boolean otherSourcesOnly,
            IndexProgress progress, Consumer<Near.Row> out) {
        new NearIndex(catalog).fillIndex(progress);
        Grid target = Grid.of(NearIndex.board(level.board()));
        PackedScan scan = new PackedScan(target);
        boolean[] admitted = scan.groups(threshold);
        ReadAhead ahead = ReadAhead.start(catalog, admitted);
        try {
            Predicate<Near.Row> keep = kept(level, source, otherSourcesOnly);
            catalog.read("finding similar levels", () -> {
                Found found = found(scan, target, level, threshold, dao -> PackedGroups.read(dao, admitted, ahead));
                // the listing's chunks taken from the first up, the read ahead's from the last down
                rows(found, keep, ahead, out);
                return null;
            });
        } finally {
            // the second connection never left waiting or reading after the answer (one that failed, say)
            ahead.finish();
        }
    }

    /** {@code similar ID --html}: the same rows, with what the pictures of the boards need. */
    public List<Near> drawn(StoredLevel level, double threshold, Optional<String> source, boolean otherSourcesOnly,
            IndexProgress progress) {
        new NearIndex(catalog).fillIndex(progress);
        return drawn(level, threshold, kept(level, source, otherSourcesOnly));
    }

    private Predicate<Near.Row> kept(StoredLevel level, Optional<String> source, boolean otherSourcesOnly) {
        Predicate<Near.Row> keep = r -> source.isEmpty() || NearDuplicates.inside(r.source(), source.get());
        if (otherSourcesOnly) {
            List<String> own = new NearDuplicates(catalog).sourcesOf(level);
            return keep.and(r -> !own.contains(r.source()));
        }
        return keep;
    }

    /**
     * The web's near copies of {@code level}: every board of another level at least
     * {@code threshold} percent like it, most alike first, among the levels the similarity
     * index covers, and how many levels it leaves out; in one snapshot. The server writes
     * nothing, so it does not fill the index (import does). An answer of more than {@code most}
     * boards is not read: its rows are left empty and its size said ({@link SimilarRows#total}),
     * so that what one request holds is bounded (a Boxoban level at 60 %: 1.49 M rows, far
     * more than the server's heap holds).
     */
    public SimilarRows indexedRows(StoredLevel level, double threshold, int most) {
        return catalog.read("finding similar levels", () -> {
            long notIndexed = new NearIndex(catalog).levelsOutsideIndex();
            Found found = found(level, threshold);
            ListingDao dao = catalog.dao(ListingDao.class);
            Optional<PageCounts> counts = PageCounts.of(dao, found.levels(), found.runKeys());
            // every level has a board at least: more levels than that is more boards
            long atLeast = counts.map(PageCounts::total).orElse((long) found.levels().size());
            if (atLeast > most) {
                return new SimilarRows(List.of(), atLeast, notIndexed);
            }
            List<Near.Row> rows = new ArrayList<>();
            long[] total = {0};
            rows(found, r -> true, SharedChunks.NONE, r -> {
                if (++total[0] <= most) {
                    rows.add(r);
                }
            });
            return new SimilarRows(total[0] <= most ? rows : List.of(), total[0], notIndexed);
        });
    }

    /**
     * The web's page of near copies: the first {@code limit} rows of {@link #drawn} (the
     * pictures of those only: the answer of a Boxoban level has over 16,000), the answer's size
     * and the levels the similarity index leaves out, in one snapshot; like
     * {@link #indexedRows} it fills nothing. Where the listing holds every board
     * ({@link PageCounts}), the size is counted from the runs' counts of boards and only the
     * rows the page can show are read; otherwise every row is read, a part at a time
     * ({@link AnswerLevels#inParts}), and only the first {@code limit} kept. What is held
     * beside the answer's levels is bounded by {@code limit} and a part, not by the answer.
     */
    public NearPage page(StoredLevel level, double threshold, int limit) {
        return catalog.read("finding similar levels", () -> {
            long notIndexed = new NearIndex(catalog).levelsOutsideIndex();
            Found found = found(level, threshold);
            ListingDao dao = catalog.dao(ListingDao.class);
            Optional<PageCounts> counts = PageCounts.of(dao, found.levels(), found.runKeys());
            if (counts.isPresent()) {
                Set<Long> shown = counts.get().levelsShown(limit);
                List<Listed> first = rows(found, sink -> Listings.fromTables(dao, shown, sink));
                return new NearPage(draw(first.subList(0, Math.min(limit, first.size()))), counts.get().total(),
                        notIndexed);
            }
            List<Listed> first = new ArrayList<>();
            long[] total = {0};
            found.levels().inParts(part, levels -> {
                for (Listed l : rows(found, sink -> Listings.boardsOf(dao, levels, found.runKeys(), found.listingKeys(), sink))) {
                    if (++total[0] <= limit) {
                        first.add(l);
                    }
                }
            });
            return new NearPage(draw(first), total[0], notIndexed);
        });
    }

    /** A row of the answer before its picture is read. */
    private record Listed(long boardId, Near.Row row) {
    }

    /**
     * The levels of the answer, each with its best match, the keys of the packed runs, and the
     * keys of the listing's groups that hold the answer's levels ({@link ListingGroups}).
     */
    private record Found(AnswerLevels levels, long[] runKeys, long[] listingKeys) {
    }

    private Found found(StoredLevel level, double threshold) {
        Grid target = Grid.of(NearIndex.board(level.board()));
        PackedScan scan = new PackedScan(target);
        // only the groups of packed levels that can reach the threshold (PackedGroups)
        return found(scan, target, level, threshold, dao -> PackedGroups.read(dao, scan.groups(threshold)));
    }

    /** The answer's levels, the packed groups read by {@code groups}. */
    private Found found(PackedScan scan, Grid target, StoredLevel level, double threshold,
            Function<NearDuplicateDao, PackedGroups.Read> groups) {
        NearDuplicateDao near = catalog.dao(NearDuplicateDao.class);
        PackedGroups.Read read = groups.apply(near);
        // the packed levels read (up to 39 MB for Boxoban) are no longer held once this returns, while the rows are read
        return matches(near, scan, read, target, level, threshold);
    }

    private List<Listed> listed(StoredLevel level, double threshold) {
        Found found = found(level, threshold);
        ListingDao listing = catalog.dao(ListingDao.class);
        return rows(found, sink -> Listings.boardsOf(listing, found.levels().all(), found.runKeys(), found.listingKeys(), sink));
    }

    /**
     * The rows of the boards {@code boards} hands over, in the answer's order: most alike first,
     * then by block, then by board row id (a board is one row: the order does not depend on the
     * order they are handed over in). What the order compares is kept in each row as it is made,
     * and each distinct match described once (an answer's thousands of rows share a few hundred).
     */
    private List<Listed> rows(Found found, Consumer<Consumer<ListingRun.Board>> boards) {
        Map<Long, String> sources = new HashMap<>();
        catalog.dao(ListingDao.class).sources().forEach(s -> sources.put(s.id(), s.source()));
        record Row(double similarity, int block, long boardId, Listed listed) {
        }
        List<Row> rows = new ArrayList<>();
        // the answer holds each distinct match once (AnswerLevels), so they are told apart by identity
        Map<Match, String> described = new IdentityHashMap<>();
        boards.accept(b -> {
            int at = found.levels().place(b.levelId());
            Match m = found.levels().matchAt(at);
            String relation = described.computeIfAbsent(m, NearDuplicates::describe);
            rows.add(new Row(m.percent(), at / AnswerLevels.BLOCK, b.boardId(), new Listed(b.boardId(),
                    new Near.Row(b.uniqueId(), b.exactId(), sources.get(b.sourceId()), b.index(), b.title(), relation, m))));
        });
        rows.sort((x, y) -> x.similarity() != y.similarity() ? Double.compare(y.similarity(), x.similarity())
                : x.block() != y.block() ? Integer.compare(x.block(), y.block()) : Long.compare(x.boardId(), y.boardId()));
        List<Listed> listed = new ArrayList<>(rows.size());
        for (Row r : rows) {
            listed.add(r.listed());
        }
        return listed;
    }

    /**
     * Every level at least {@code threshold} percent like {@code level} (itself left out), with
     * its best match: the packed levels' matches counted by the scan as it scans each run
     * ({@link PackedScan#matchesByRun}), the larger levels' by the measure on their grids.
     */
    private static Found matches(NearDuplicateDao dao, PackedScan scan, PackedGroups.Read read, Grid target,
            StoredLevel level, double threshold) {
        long[] probes = Sketch.DEFAULT.probeKeys(target);
        AnswerLevels.Builder answer = new AnswerLevels.Builder();
        Function<List<PackedScan.Found>, AnswerLevels.Part> take = found -> {
            long[] ids = new long[found.size()];
            Match[] matches = new Match[found.size()];
            int n = 0;
            for (PackedScan.Found f : found) {
                if (f.levelId() != level.id()) {
                    ids[n] = f.levelId();
                    matches[n++] = f.match();
                }
            }
            return answer.part(ids, matches, n);
        };
        List<AnswerLevels.Part> parts = new ArrayList<>(scan.matchesByRun(read.runs(), threshold, take));
        // the listing's groups of the values that hold a level of the answer
        Set<Long> listingKeys = new HashSet<>();
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).ids().length > 0) {
                for (long key : read.listingKeys().get(i)) {
                    listingKeys.add(key);
                }
            }
        }
        // the larger levels through their band keys
        Long[] keys = Arrays.stream(probes).boxed().toArray(Long[]::new);
        List<PackedScan.Found> keyed = new ArrayList<>();
        for (NearDuplicateDao.LevelBoard c : dao.withBandKeys(keys)) {
            Similarity.atLeast(target, Grid.of(NearIndex.board(c.board())).orientations(), threshold)
                    .ifPresent(m -> keyed.add(new PackedScan.Found(c.id(), m)));
        }
        parts.add(take.apply(keyed));
        for (PackedScan.Found f : keyed) {
            int at = Arrays.binarySearch(read.runKeys(), f.levelId());
            at = at < 0 ? -at - 1 : at;
            if (at < read.runKeys().length) {
                listingKeys.add(ListingGroups.key(ListingGroups.LARGE, read.runKeys()[at]));
            }
        }
        return new Found(answer.build(parts), read.runKeys(),
                listingKeys.stream().mapToLong(Long::longValue).sorted().toArray());
    }

    /** These rows with their pictures' boards, read by board row id a slice at a time. */
    private List<Near> draw(List<Listed> rows) {
        ListingDao dao = catalog.dao(ListingDao.class);
        List<Near> out = new ArrayList<>(rows.size());
        for (int from = 0; from < rows.size(); from += DRAWN_AT_ONCE) {
            List<Listed> slice = rows.subList(from, Math.min(rows.size(), from + DRAWN_AT_ONCE));
            Map<Long, ListingDao.Drawn> drawn = new HashMap<>();
            for (ListingDao.Drawn d : dao.drawn(slice.stream().map(Listed::boardId).sorted().toArray(Long[]::new))) {
                drawn.put(d.boardId(), d);
            }
            for (Listed l : slice) {
                Near.Row r = l.row();
                ListingDao.Drawn d = drawn.get(l.boardId());
                out.add(new Near(1, r.uniqueId(), r.exactId(), r.source(), r.index(), r.title(), r.relation(),
                        r.match(), d.author(), d.written(), d.board()));
            }
        }
        return out;
    }
}
