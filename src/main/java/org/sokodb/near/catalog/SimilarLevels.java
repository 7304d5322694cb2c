package org.sokodb.near.catalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.front.view.Near;
import org.sokodb.catalog.front.view.StoredLevel;
import org.sokodb.near.Grid;
import org.sokodb.near.Match;
import org.sokodb.near.PackedScan;
import org.sokodb.near.Similarity;
import org.sokodb.near.Sketch;

/**
 * The levels like one level ({@code similar ID}, the level page's near copies; docs/similar.md).
 * Every level small enough to pack is compared in memory ({@link PackedScan}: exact, a few
 * popcounts a placement) and its grid rebuilt from the stored planes, so no board is read to
 * measure it; the larger ones are found through their band keys. The exact measure decides
 * both. What each row shows is then read from the listing beside the packed levels
 * ({@link Listings}): a few hundred compact values, not the level, board and index rows of
 * each near copy, which lie all over the file.
 *
 * <p>The order: most alike first; equally alike rows by block of {@link #BLOCK} levels (the
 * answer's levels in row order, cut every 500), each block's boards as they were imported: the
 * order the rows were first read in, a slice at a time, kept so that answers stay the same.
 */
public final class SimilarLevels {
    private static final int BLOCK = 500;
    /** Boards whose pictures are read with one query. */
    private static final int DRAWN_AT_ONCE = 1_000;

    private final Catalog catalog;

    public SimilarLevels(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * Every board of another level at least {@code threshold} percent like {@code level} that
     * {@code keep} keeps, in the answer's order.
     */
    public List<Near.Row> rows(StoredLevel level, double threshold, Predicate<Near.Row> keep) {
        return catalog.read("finding similar levels", () -> listed(level, threshold).stream().map(Listed::row)
                .filter(keep).toList());
    }

    /** As {@link #rows}, with what a picture of each board needs. */
    public List<Near> drawn(StoredLevel level, double threshold, Predicate<Near.Row> keep) {
        return catalog.read("finding similar levels", () -> draw(listed(level, threshold).stream()
                .filter(l -> keep.test(l.row())).toList()));
    }

    /** The first {@code limit} boards of {@link #drawn}, and how many there are in all. */
    public record Page(List<Near> rows, long total) {
    }

    /**
     * The first {@code limit} rows of {@link #drawn} (the pictures of those only) and the
     * answer's size. Where the listing holds every board ({@link PageCounts}), the size is
     * counted from the runs' counts of boards and only the rows the page can show are read;
     * otherwise every row is read, as {@link #drawn} does.
     */
    public Page page(StoredLevel level, double threshold, int limit) {
        return catalog.read("finding similar levels", () -> {
            Found found = found(level, threshold);
            ListingDao dao = catalog.dao(ListingDao.class);
            Optional<PageCounts> counts = PageCounts.of(dao, found.matches().keySet(), found.runKeys());
            if (counts.isPresent()) {
                Set<Long> shown = counts.get().levelsShown(found.order(), limit);
                List<Listed> first = rows(found, sink -> Listings.fromTables(dao, shown, sink));
                return new Page(draw(first.subList(0, Math.min(limit, first.size()))), counts.get().total());
            }
            List<Listed> all = rows(found, sink -> Listings.boardsOf(dao, found.matches().keySet(), found.runKeys(), sink));
            return new Page(draw(all.subList(0, Math.min(limit, all.size()))), all.size());
        });
    }

    /** A row of the answer before its picture is read. */
    private record Listed(long boardId, Near.Row row) {
    }

    /**
     * The levels of the answer: each with its best match, the keys of the packed runs, and each
     * level's block (its rank among the answer's levels in row order, cut every {@link #BLOCK}).
     */
    private record Found(Map<Long, Match> matches, long[] runKeys, Map<Long, Integer> blocks) {
        /** The answer's levels in its order: most alike first, then by block, then by row id. */
        List<PageCounts.Ranked> order() {
            return matches.keySet().stream()
                    .map(id -> new PageCounts.Ranked(id, matches.get(id).percent(), blocks.get(id)))
                    .sorted(PageCounts.Ranked.ORDER).toList();
        }
    }

    private Found found(StoredLevel level, double threshold) {
        NearDuplicateDao near = catalog.dao(NearDuplicateDao.class);
        List<NearDuplicateDao.PackedRun> runs = near.packed();
        long[] runKeys = runs.stream().mapToLong(NearDuplicateDao.PackedRun::lastLevelId).toArray();
        // the packed levels (39 MB for Boxoban) are no longer held once this returns, while the rows are read
        Map<Long, Match> matches = matches(near, runs, level, threshold);
        Map<Long, Integer> blocks = new HashMap<>();
        int rank = 0;
        for (long id : matches.keySet().stream().sorted().toList()) {
            blocks.put(id, rank++ / BLOCK);
        }
        return new Found(matches, runKeys, blocks);
    }

    private List<Listed> listed(StoredLevel level, double threshold) {
        Found found = found(level, threshold);
        ListingDao listing = catalog.dao(ListingDao.class);
        return rows(found, sink -> Listings.boardsOf(listing, found.matches().keySet(), found.runKeys(), sink));
    }

    /** The rows of the boards {@code boards} hands over, in the answer's order. */
    private List<Listed> rows(Found found, Consumer<Consumer<ListingRun.Board>> boards) {
        Map<Long, String> sources = new HashMap<>();
        catalog.dao(ListingDao.class).sources().forEach(s -> sources.put(s.id(), s.source()));
        record Row(int block, Listed listed) {
        }
        List<Row> rows = new ArrayList<>();
        boards.accept(b -> {
            Match m = found.matches().get(b.levelId());
            rows.add(new Row(found.blocks().get(b.levelId()), new Listed(b.boardId(), new Near.Row(b.uniqueId(),
                    b.exactId(), sources.get(b.sourceId()), b.index(), b.title(), NearDuplicates.describe(m), m))));
        });
        rows.sort(Comparator.comparingDouble((Row r) -> r.listed().row().similarity()).reversed()
                .thenComparingInt(Row::block).thenComparingLong(r -> r.listed().boardId()));
        return rows.stream().map(Row::listed).toList();
    }

    /** Every level at least {@code threshold} percent like {@code level} (itself left out), with its best match. */
    private static Map<Long, Match> matches(NearDuplicateDao dao, List<NearDuplicateDao.PackedRun> runs,
            StoredLevel level, double threshold) {
        Grid target = Grid.of(NearIndex.board(level.board()));
        long[] probes = Sketch.DEFAULT.probeKeys(target);
        List<PackedScan.Hit> candidates = new ArrayList<>(new PackedScan(target).hits(
                runs.stream().map(NearDuplicateDao.PackedRun::packed).toList(), threshold));
        // the packed levels come with their grids; the larger ones through their band keys
        Long[] keys = Arrays.stream(probes).boxed().toArray(Long[]::new);
        for (NearDuplicateDao.LevelBoard c : dao.withBandKeys(keys)) {
            candidates.add(new PackedScan.Hit(c.id(), Grid.of(NearIndex.board(c.board()))));
        }
        Map<Long, Match> matches = new ConcurrentHashMap<>();
        candidates.parallelStream().filter(c -> c.levelId() != level.id()).forEach(c ->
                Similarity.atLeast(target, c.grid().orientations(), threshold)
                        .ifPresent(m -> matches.put(c.levelId(), m)));
        return matches;
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
