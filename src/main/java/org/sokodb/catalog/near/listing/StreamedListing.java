package org.sokodb.catalog.near.listing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.HandOver;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;

/**
 * What the listing's new runs need of the boards an import writes, kept as they are written
 * rather than read back from {@code level} and {@code occurrence} after the last source: the
 * writing thread hands each batch of new levels (their row ids and ids) and of boards (level,
 * source, index, title) to a thread of their own through a bounded queue, which keeps them in
 * primitive arrays on the core the import leaves idle. At the end the fill lists a run from
 * here when every board of it is held ({@link Held#run}), and reads it from the tables as before
 * when not: the run's rows are then the same values the tables give, so the run is the same
 * bytes either way.
 *
 * <p>A board is known by its source's row id and its index in the source, which the fill reads
 * of the run's boards (with their row ids, which the writers do not learn) to find each one
 * here. Only an optimisation: a failure here, or batches that do not come in increasing order,
 * leave nothing held, and the fill reads every run back.
 */
public final class StreamedListing implements AutoCloseable {
    /** Batches waiting for the keeping thread: the writer waits beyond this (2,000 boards a batch). */
    private static final int QUEUED_BATCHES = 16;

    /** New levels with their row ids, or boards (one of the two empty). */
    private record Batch(long[] ids, List<LevelDao.New> levels, List<OccurrenceDao.New> boards) {
    }

    private final Held held = new Held();
    private final HandOver<Batch> keeper = new HandOver<>("sokodb-listing", QUEUED_BATCHES, this::keep);

    /** New levels just written, with their row ids in the same order. */
    public void levels(List<LevelDao.New> levels, long[] ids) {
        if (ids.length > 0) {
            keeper.add(new Batch(ids.clone(), levels, List.of()));
        }
    }

    /** Boards just written (those without a level are passed over). The list is not changed afterwards. */
    public void boards(List<OccurrenceDao.New> boards) {
        if (!boards.isEmpty()) {
            keeper.add(new Batch(new long[0], List.of(), boards));
        }
    }

    /** Waits for the keeping thread to keep what it was given; what is held (nothing if it failed). */
    public Held finish() {
        return keeper.finish() ? held : Held.NONE;
    }

    /** Stops the keeping thread without waiting for its work (the import failed). */
    @Override
    public void close() {
        keeper.close();
    }

    /** False once the batches come out of order: nothing to gain from the rest, every run is read back. */
    private boolean keep(Batch batch) {
        for (int i = 0; i < batch.ids().length; i++) {
            LevelDao.New l = batch.levels().get(i);
            held.level(batch.ids()[i], l.exactKey(), l.uniqueKey());
        }
        for (OccurrenceDao.New o : batch.boards()) {
            // a board of a level from before the run's first new one is never in a new run
            if (o.hasLevel() && held.levels > 0 && o.levelId() >= held.levelIds[0]) {
                held.board(o.collectionId(), o.index(), o.levelId(), o.title());
            }
        }
        return held.ordered;
    }

    /**
     * The levels and boards kept, each in increasing order of its key (the order an import writes
     * them in: levels by row id, boards by source row id, then index), so found by binary search.
     */
    public static final class Held {
        public static final Held NONE = new Held();
        /** Titles kept once each (a corpus repeats its titles from file to file); emptied when full. */
        private static final int TITLES = 1 << 16;

        private long[] levelIds = new long[1024];
        private long[] exactKeys = new long[1024];
        private long[] uniqueKeys = new long[1024];
        private int levels;
        private long[] boardKeys = new long[1024];
        private long[] boardLevels = new long[1024];
        private String[] titles = new String[1024];
        private int boards;
        private final Map<String, String> sameTitles = new HashMap<>();
        private boolean ordered = true;
        /** Runs listed from here rather than read back. */
        private int runsTaken;

        void level(long id, long exactKey, long uniqueKey) {
            if (levels == levelIds.length) {
                levelIds = Arrays.copyOf(levelIds, 2 * levels);
                exactKeys = Arrays.copyOf(exactKeys, 2 * levels);
                uniqueKeys = Arrays.copyOf(uniqueKeys, 2 * levels);
            }
            if (levels > 0 && id <= levelIds[levels - 1]) {
                ordered = false;
            }
            levelIds[levels] = id;
            exactKeys[levels] = exactKey;
            uniqueKeys[levels] = uniqueKey;
            levels++;
        }

        void board(long sourceId, int index, long levelId, String title) {
            if (sourceId < 0 || sourceId >= 1L << 31 || index < 0) {
                ordered = false;
                return;
            }
            long key = sourceId << 32 | index;
            if (boards == boardKeys.length) {
                boardKeys = Arrays.copyOf(boardKeys, 2 * boards);
                boardLevels = Arrays.copyOf(boardLevels, 2 * boards);
                titles = Arrays.copyOf(titles, 2 * boards);
            }
            if (boards > 0 && key <= boardKeys[boards - 1]) {
                // also a board written twice (a source taken back and written again): not told apart
                ordered = false;
            }
            if (sameTitles.size() == TITLES) {
                sameTitles.clear();
            }
            boardKeys[boards] = key;
            boardLevels[boards] = levelId;
            titles[boards] = sameTitles.computeIfAbsent(title, t -> t);
            boards++;
        }

        /** Whether any level after {@code after} up to {@code last} is held: else the run is read back without asking. */
        boolean mayHold(long after, long last) {
            return ordered && levels > 0 && boards > 0 && levelIds[0] <= last && levelIds[levels - 1] > after;
        }

        /** Runs listed from here. */
        public int runsTaken() {
            return runsTaken;
        }

        /**
         * The boards of a run, as the tables list them ({@link ListingDao#boardsOfRun}), from the
         * boards' places ({@code placed}: every board of the run's levels, by level, then row id)
         * and what is held; empty when a board or level of them is not held, and the run is read back.
         */
        Optional<List<ListingRun.Board>> run(List<ListingDao.Placed> placed) {
            if (!ordered || placed.isEmpty() || boards == 0) {
                return Optional.empty();
            }
            List<ListingRun.Board> run = new ArrayList<>(placed.size());
            long level = Long.MIN_VALUE;
            String exactId = null;
            String uniqueId = null;
            for (ListingDao.Placed p : placed) {
                if (p.sourceId() < 0 || p.sourceId() >= 1L << 31 || p.index() < 0) {
                    return Optional.empty();
                }
                int b = Arrays.binarySearch(boardKeys, 0, boards, p.sourceId() << 32 | p.index());
                if (b < 0 || boardLevels[b] != p.levelId()) {
                    return Optional.empty();
                }
                if (p.levelId() != level) {
                    int l = Arrays.binarySearch(levelIds, 0, levels, p.levelId());
                    if (l < 0) {
                        return Optional.empty();
                    }
                    level = p.levelId();
                    // as the tables' readers spell the stored ids (ListedBoards)
                    exactId = HexIds.spelling(HexIds.storedKey(exactKeys[l]));
                    uniqueId = HexIds.spelling(HexIds.storedKey(uniqueKeys[l]));
                }
                run.add(new ListingRun.Board(level, p.boardId(), exactId, uniqueId, p.sourceId(), p.index(), titles[b]));
            }
            runsTaken++;
            return Optional.of(run);
        }
    }
}
