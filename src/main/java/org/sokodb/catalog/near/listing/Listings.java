package org.sokodb.catalog.near.listing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongPredicate;
import java.util.stream.LongStream;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;

/**
 * The listing beside the packed levels (table {@code level_listing}, {@link ListingRun};
 * docs/similar.md): kept by the writers that fill the similarity index, read by every answer
 * of {@code similar} and the level page's near copies.
 *
 * <p>What is true of it at every commit: a listed run holds every board of its levels up to
 * board {@code listing_through} but those noted in {@code listing_gone} (it may hold later
 * ones too, which a reader leaves to the tables). Boards taken away (a source replaced) are
 * noted there first ({@code OccurrenceDao.forgetListedBoardsOf}); boards moved (two level rows
 * merged, a repair) drop the runs from theirs on ({@code OccurrenceDao.forgetListingsFrom}). So
 * a reader takes from a run its boards up to that board, skips the gone ones, reads the later
 * boards of its levels from the tables (none after a fill), and the boards of levels in runs
 * not listed (a catalog from before migration V10, until the first fill) from the tables too.
 */
public final class Listings {
    /** Runs listed per transaction, and read per query. */
    private static final int RUNS_AT_ONCE = 16;
    /** A level after the last packed run: in no run. */
    private static final long NO_RUN = Long.MIN_VALUE;
    /** Run keys or level ids bound to one query. */
    private static final int AT_ONCE = 1_000;
    /**
     * Keys of {@code listing_group} bound to one query: H2 checks each row it finds against the
     * whole array ({@code = ANY}), so a few at a time.
     */
    private static final int GROUPS_AT_ONCE = 128;

    private final Catalog catalog;

    public Listings(Catalog catalog) {
        this.catalog = catalog;
    }

    /** What a fill did: runs listed whole (new levels), runs patched, and the boards added to and taken out of those. */
    public record Filled(long listed, long patched, long added, long taken) {
        public static final Filled NOTHING = new Filled(0, 0, 0, 0);
    }

    /** Told how far a fill has come: what, how much of how much. */
    public interface Progress {
        void report(String what, long done, long total);
    }

    /**
     * Brings the runs whose levels got or lost boards since the last fill up to date in place
     * ({@link ListingPatch}), then lists every packed run not listed yet, {@link #RUNS_AT_ONCE}
     * a transaction, each taking the writers' turn first (as the similarity index's fill, {@code NearIndex.fillIndex}), so
     * an interrupted fill resumes after its last run.
     */
    public Filled fill(Progress progress) {
        return fill(progress, StreamedListing.Held.NONE);
    }

    /**
     * {@link #fill(Progress)}, taking each new run's boards from {@code held} (kept as an import
     * wrote them, {@link StreamedListing}) when it holds every board of the run, instead of
     * reading them back: the same runs, byte for byte.
     */
    public Filled fill(Progress progress, StreamedListing.Held held) {
        ListingDao dao = catalog.dao(ListingDao.class);
        boolean whole = catalog.work("reading the similarity listing", () -> dao.through().orElse(-1L) >= dao.lastBoard()
                && dao.goneLevels().isEmpty() && dao.packedRunsAfter(dao.listedThrough()).isEmpty());
        if (whole) {
            // nothing to list: no writers' turn taken (on PostgreSQL the import lock)
            return Filled.NOTHING;
        }
        ImportTurns turns = new ImportTurns(catalog, (where, message) -> { });
        Filled patched = refresh(dao, turns, progress);
        long total = catalog.work("counting levels to list",
                () -> dao.levelsAfter(dao.listedThrough()));
        long done = 0;
        long runs = 0;
        while (true) {
            long[] listed = catalog.work("listing the similarity index", () -> catalog.handle().inTransaction(h -> {
                turns.take("the similarity listing");
                catalog.queriesWithoutParallelWorkers();
                long after = dao.listedThrough();
                List<Long> keys = dao.packedRunsAfter(after);
                long levels = 0;
                List<Long> now = keys.subList(0, Math.min(RUNS_AT_ONCE, keys.size()));
                for (long last : now) {
                    List<ListingRun.Board> boards = boardsOfRun(dao, held, after, last);
                    dao.insert(last, after + 1, boards);
                    levels += boards.stream().mapToLong(ListingRun.Board::levelId).distinct().count();
                    after = last;
                }
                return new long[] {now.size(), levels};
            }));
            if (listed[0] == 0) {
                return new Filled(runs, patched.patched(), patched.added(), patched.taken());
            }
            catalog.stepWritten();
            runs += listed[0];
            done += listed[1];
            progress.report("similarity listing", Math.min(done, total), Math.max(done, total));
        }
    }

    /** Every board of the levels after {@code after} up to {@code last}: from what is held if it holds them all, else from the tables. */
    private static List<ListingRun.Board> boardsOfRun(ListingDao dao, StreamedListing.Held held, long after, long last) {
        if (held.mayHold(after, last)) {
            Optional<List<ListingRun.Board>> run = held.run(dao.placesOfRun(after, last));
            if (run.isPresent()) {
                return run.get();
            }
        }
        return dao.boardsOfRun(after, last);
    }

    /**
     * The runs of the levels that got boards since the last fill (after {@code listing_through})
     * or lost some ({@code listing_gone}) are patched, {@link #RUNS_AT_ONCE} a transaction; then
     * {@code listing_through} moves to the newest board of when it began (boards added meanwhile
     * are the next fill's). The first fill only sets it (no run is listed yet).
     */
    private Filled refresh(ListingDao dao, ImportTurns turns, Progress progress) {
        record Start(long newest, long through, long[] stale) {
        }
        Start start = catalog.work("listing the similarity index", () -> catalog.handle().inTransaction(h -> {
            turns.take("the similarity listing");
            long newest = dao.lastBoard();
            Optional<Long> through = dao.through();
            if (through.isEmpty()) {
                dao.through(newest);
                return new Start(newest, newest, new long[0]);
            }
            // as numbers, not boxed: a second corpus gives every level of the catalog a board
            LongStream grown = through.get() < newest
                    ? dao.levelsWithBoardsAfter(through.get(), dao.listedThrough()).stream().mapToLong(Long::longValue)
                    : LongStream.empty();
            long[] stale = LongStream.concat(grown, dao.goneLevels().stream().mapToLong(Long::longValue))
                    .sorted().distinct().toArray();
            return new Start(newest, through.get(), stale);
        }));
        long[] stale = start.stale();
        long[] counts = new long[3];
        int next = 0;
        while (next < stale.length) {
            int from = next;
            next = catalog.work("listing the similarity index", () -> catalog.handle().inTransaction(h -> {
                turns.take("the similarity listing");
                catalog.queriesWithoutParallelWorkers();
                int at = from;
                for (int runs = 0; runs < RUNS_AT_ONCE && at < stale.length; runs++) {
                    Optional<ListingDao.Run> run = dao.runWith(stale[at]);
                    if (run.isEmpty()) {
                        // in no listed run (dropped meanwhile by a repair): read from the tables
                        // until the run is listed again, whole
                        dao.forgetGone(stale[at], stale[at]);
                        at++;
                        continue;
                    }
                    int end = at;
                    while (end < stale.length && stale[end] <= run.get().lastLevelId()) {
                        end++;
                    }
                    ListingPatch.Done done = ListingPatch.patch(dao, run.get(),
                            Arrays.stream(stale, at, end).boxed().toList(), start.through());
                    counts[0]++;
                    counts[1] += done.added();
                    counts[2] += done.taken();
                    at = end;
                }
                return at;
            }));
            progress.report("similarity listing", next, stale.length);
        }
        if (dao.through().orElse(Long.MAX_VALUE) < start.newest()) {
            catalog.work("listing the similarity index", () -> catalog.handle().inTransaction(h -> {
                turns.take("the similarity listing");
                long through = dao.through().orElse(0L);
                if (through < start.newest()) {
                    dao.forgetThrough();
                    dao.through(start.newest());
                }
                return null;
            }));
        }
        return new Filled(0, counts[0], counts[1], counts[2]);
    }

    /**
     * Hands every board of the levels {@code levels} (row ids, increasing, each once) to {@code out}: from the listing where the run is
     * listed, from the tables where not, and the boards after {@code listing_through} from the
     * tables. {@code runKeys} are the keys of the packed runs, in order ({@code level_packed}:
     * a run holds the levels after the key before it up to its own). Of a run split by group
     * ({@link ListingGroups}) only the groups {@code groupKeys} names are read: every group
     * that holds one of these levels must be among them.
     */
    public static void boardsOf(ListingDao dao, long[] levels, long[] runKeys, long[] groupKeys,
            Consumer<ListingRun.Board> out) {
        boardsOf(dao, levels, runKeys, groupKeys, SharedChunks.NONE, out);
    }

    /**
     * As {@link #boardsOf(ListingDao, long[], long[], long[], Consumer)}, the listed runs read in
     * chunks of {@link #RUNS_AT_ONCE} that {@code shared} is told of and asked before each
     * ({@link SharedChunks}: another connection may be getting some of their pages into H2's cache).
     */
    public static void boardsOf(ListingDao dao, long[] levels, long[] runKeys, long[] groupKeys,
            SharedChunks shared, Consumer<ListingRun.Board> out) {
        Optional<Long> through = dao.through();
        Set<Long> gone = Set.copyOf(dao.gone());
        // the levels as they come (increasing) beside the run keys (increasing): each level's run
        // is the first key at or above it, none beyond the last (NO_RUN)
        long[] runOf = new long[levels.length];
        List<Long> distinctRuns = new ArrayList<>();
        for (int i = 0, r = 0; i < levels.length; i++) {
            while (r < runKeys.length && runKeys[r] < levels[i]) {
                r++;
            }
            runOf[i] = r < runKeys.length ? runKeys[r] : NO_RUN;
            if (r < runKeys.length && (distinctRuns.isEmpty() || distinctRuns.get(distinctRuns.size() - 1) != runKeys[r])) {
                distinctRuns.add(runKeys[r]);
            }
        }
        List<Long> covered = new ArrayList<>();
        LongPredicate wanted = among(levels);
        Map<Long, List<Long>> groupsOf = new HashMap<>();
        for (long key : groupKeys) {
            groupsOf.computeIfAbsent(ListingGroups.run(key), k -> new ArrayList<>()).add(key);
        }
        if (through.isPresent()) {
            long upTo = through.get();
            Long[] keys = distinctRuns.toArray(Long[]::new);
            shared.chunks(chunks(keys, groupsOf));
            for (int from = 0; from < keys.length; from += RUNS_AT_ONCE) {
                shared.before(from / RUNS_AT_ONCE);
                // a few runs at a time (about 90 KB each for Boxoban), not all held at once
                Consumer<ListingRun.Board> listed = b -> {
                    if (b.boardId() <= upTo && !gone.contains(b.boardId())) {
                        out.accept(b);
                    }
                };
                List<Long> groups = new ArrayList<>();
                for (ListingDao.Run run : dao.runs(Arrays.copyOfRange(keys, from, Math.min(keys.length, from + RUNS_AT_ONCE)))) {
                    if (ListingGroups.split(run)) {
                        groups.addAll(groupsOf.getOrDefault(run.lastLevelId(), List.of()));
                    } else {
                        ListingRun.read(run.listing(), wanted, listed);
                    }
                    covered.add(run.lastLevelId());
                }
                for (int g = 0; g < groups.size(); g += GROUPS_AT_ONCE) {
                    for (ListingDao.Group group : dao.groups(groups.subList(g, Math.min(groups.size(), g + GROUPS_AT_ONCE))
                            .toArray(Long[]::new))) {
                        ListingRun.read(group.listing(), wanted, listed);
                    }
                }
            }
        }
        long[] listedRuns = covered.stream().mapToLong(Long::longValue).sorted().toArray();
        List<Long> fromListing = new ArrayList<>();
        List<Long> fromTables = new ArrayList<>();
        for (int i = 0; i < levels.length; i++) {
            boolean listed = runOf[i] != NO_RUN && Arrays.binarySearch(listedRuns, runOf[i]) >= 0;
            (listed ? fromListing : fromTables).add(levels[i]);
        }
        read(dao, fromTables, Long.MIN_VALUE, out);
        if (through.isPresent() && dao.lastBoard() > through.get()) {
            read(dao, fromListing, through.get(), out);
        }
    }

    /**
     * Gets the pages of {@code chunk}'s runs and groups out of the file into H2's cache, as
     * reading them would, without handing the values over: another connection's part of an answer
     * ({@link SharedChunks}). Returns their bytes.
     */
    public static long readAhead(ListingDao dao, SharedChunks.Chunk chunk) {
        long bytes = dao.bytesOfRuns(chunk.runs());
        Long[] groups = chunk.groups();
        for (int g = 0; g < groups.length; g += GROUPS_AT_ONCE) {
            bytes += dao.bytesOfGroups(Arrays.copyOfRange(groups, g, Math.min(groups.length, g + GROUPS_AT_ONCE)));
        }
        return bytes;
    }

    /**
     * The runs {@code keys} (sorted) in chunks of {@link #RUNS_AT_ONCE}, each with the keys of its
     * runs' groups that {@code groupsOf} names.
     */
    private static List<SharedChunks.Chunk> chunks(Long[] keys, Map<Long, List<Long>> groupsOf) {
        List<SharedChunks.Chunk> chunks = new ArrayList<>();
        for (int from = 0; from < keys.length; from += RUNS_AT_ONCE) {
            Long[] runs = Arrays.copyOfRange(keys, from, Math.min(keys.length, from + RUNS_AT_ONCE));
            List<Long> groups = new ArrayList<>();
            for (Long run : runs) {
                groups.addAll(groupsOf.getOrDefault(run, List.of()));
            }
            chunks.add(new SharedChunks.Chunk(runs, groups.toArray(Long[]::new)));
        }
        return chunks;
    }

    /**
     * Whether a level is one of these (sorted): asked of every level of the runs read (1.5 M
     * for Boxoban's most copied levels), so a bit set where the row ids allow one, never a boxed
     * lookup.
     */
    private static LongPredicate among(long[] ids) {
        if (ids.length > 0 && ids[0] >= 0 && ids[ids.length - 1] < Integer.MAX_VALUE) {
            BitSet bits = new BitSet((int) ids[ids.length - 1] + 1);
            for (long id : ids) {
                bits.set((int) id);
            }
            return id -> id >= 0 && id < Integer.MAX_VALUE && bits.get((int) id);
        }
        return id -> Arrays.binarySearch(ids, id) >= 0;
    }

    /** Every board of these levels, from the tables alone (the levels the page of near copies shows). */
    public static void fromTables(ListingDao dao, Set<Long> levels, Consumer<ListingRun.Board> out) {
        read(dao, levels.stream().sorted().toList(), Long.MIN_VALUE, out);
    }

    /** The boards of these levels (sorted) after board {@code after}, from the tables. */
    private static void read(ListingDao dao, List<Long> levels, long after, Consumer<ListingRun.Board> out) {
        for (int from = 0; from < levels.size(); from += AT_ONCE) {
            Long[] ids = levels.subList(from, Math.min(levels.size(), from + AT_ONCE)).toArray(Long[]::new);
            dao.boardsAfter(ids, after).forEach(out);
        }
    }
}
