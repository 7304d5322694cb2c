package org.sokodb.catalog.imports.bulk;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.near.StreamedWindows;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIds;
import org.sokodb.tables.LongMap;

/**
 * What an import knows of the catalog's levels, and the bulk mode of a large import.
 *
 * <p>Normally each batch asks the catalog which of its Unique-Ids are known (one query) and the duplicate
 * groups it grew take its boards at once ({@link GroupRows}). Two random-key indexes on the {@code level}
 * table (the Exact-Id's unique constraint, the Unique-Id index) are most of what an H2 insert costs: each
 * insert descends a B-tree at a random leaf and copies it. So once an import run has written
 * {@link #FROM_BOARDS} boards, if it is large for the catalog (its bytes or the boards it has written are a
 * quarter of the levels the catalog had when it began, {@link BulkThreshold}), it commits, takes those two
 * indexes off and decides the rest from memory: the Exact-Ids and Unique-Ids of every level, as 64-bit
 * numbers in primitive hash maps (≈ 50 MB for 1.5 million levels), and each level's Unique-Id by its row
 * id ({@link LevelRows}). The work that needs the Unique-Id index — counting the grown duplicate groups
 * again, carrying solutions within them — waits until the end, when the indexes are built again (sorted,
 * in one pass) and then that work done, in that order; the Exact-Id constraint comes back last.
 *
 * <p>An import that has added no new level by the time it becomes a bulk load (a corpus of
 * known levels under other names, such as a second copy of a collection) keeps the two indexes
 * until a batch adds a new level, and takes them off at the end of that source: a corpus of
 * known levels then never builds them again. The bulk load's shorter chunk retention
 * ({@link #BULK_RETENTION_MILLIS}, a setting kept in the file) is set before the first source
 * whose groups wait and set back last, so it marks a bulk load under way whether the indexes
 * are off or not.
 *
 * <p>A bulk import killed half-way leaves a catalog with that retention, and without the
 * Exact-Id constraint if it had taken the indexes off: the next time it is opened,
 * {@link BulkRestore#repair} builds what is missing and counts every duplicate group again
 * ({@link Catalog} calls it). Embedded H2 files and PostgreSQL catalogs are bulk-loaded; on
 * PostgreSQL, where other processes may import at the same time, the load holds the import
 * lock from its start to its end and always takes both indexes off, their absence marking it
 * ({@link PostgresBulkLoad}). An H2 server's database may have other writers and is not.
 */
public final class BulkLoad {
    /** Boards an import writes before it goes into bulk mode, by default ({@code import --bulk-from}). */
    public static final long FROM_BOARDS = 5_000;
    /**
     * H2 keeps superseded chunks this long (ms) during a bulk load, so that their space is
     * written again sooner and the file grows less while loading. H2's default (45 s) is
     * restored at the end or by the repair. The time guards against a disk that has not yet
     * written what it was given (power loss), not against a killed process; 0 is not written
     * to the file: H2 could then reuse a chunk its own chunk map still lists. The importing
     * process itself runs at 0 with the last durable commit's version held instead
     * ({@link Catalog#reuseDeadChunks}), which this setting only marks.
     */
    static final int BULK_RETENTION_MILLIS = 2_000;
    /** H2's default {@code RETENTION_TIME}. */
    public static final int RETENTION_MILLIS = 45_000;
    /** Known levels of a batch from which they are read as their range, if they fill a {@link #BY_RANGE_SPREAD}th of it. */
    private static final int BY_RANGE_FROM = 64;
    private static final int BY_RANGE_SPREAD = 4;
    /** Level keys read per query when the bulk mode begins. */
    private static final int KEY_SLICE = 100_000;

    /** What the catalog knows of a batch: its known levels, and which of its Unique-Ids are known. */
    public record Known(List<LevelDao.Known> levels, Set<String> uniqueIds) {
    }

    private final Catalog catalog;
    private final LevelDao levels;
    private final DuplicateGroupDao groups;
    private final BulkIndexDao indexes;
    private final SolutionSharing carrier;
    private final BulkThreshold start;
    private long threshold = -1;
    /** The catalog's levels when the run began (counted once, by {@link #due}). */
    private long levelsAtStart;
    private long written;
    private boolean active;
    /** A bulk load was begun and given up (a reader held the level table on PostgreSQL): not tried again. */
    private boolean declined;
    /** Whether the two indexes are off: from {@link #begin}, or from the source that added the first new level. */
    private boolean indexesOff;
    /** A level was added while the indexes were still on: they go at the end of the source ({@link #indexesDue}). */
    private boolean addedWithIndexes;
    /** The levels of the catalog while the bulk mode lasts: learned at its start, then kept up. */
    private long levelCount;
    /** Exact-Id → row id; -1 for a level deleted since (a replaced source's). */
    private LongMap exactIds;
    /** The Unique-Ids that levels a board is have: those a new board duplicates. */
    private BoardedUniqueIds uniqueIds;
    /** Each level's Unique-Id by its row id: what the group census at the end reads instead of the level table. */
    private LevelRows rows;
    /** The Unique-Ids (as keys) of the groups to count at the end: a second corpus grows every group. */
    private LongMap deferredGroups = new LongMap(16);
    private final Set<String> deferredCarry = new LinkedHashSet<>();
    /** What the sources replaced during the load had first, to be asked once the Unique-Id index is back. */
    private final ReplacedFirsts replacedFirsts = new ReplacedFirsts();
    /** Where the new levels' boards go to be packed as they are written (the similarity index's windows), if anywhere. */
    private StreamedWindows windows;

    /** @param start when the bulk mode begins ({@link #FROM_BOARDS} boards unless {@code import --bulk-from}) */
    public BulkLoad(Catalog catalog, BulkThreshold start) {
        this.catalog = catalog;
        this.levels = catalog.dao(LevelDao.class);
        this.groups = catalog.dao(DuplicateGroupDao.class);
        this.indexes = catalog.dao(BulkIndexDao.class);
        this.carrier = new SolutionSharing(catalog);
        this.start = start;
    }

    public boolean active() {
        return active;
    }

    /**
     * The new levels written while the bulk mode lasts are handed to {@code windows} as they
     * are written, to be packed on a thread of their own instead of read back at the end
     * (the similarity index, {@link StreamedWindows}).
     */
    public void streamTo(StreamedWindows windows) {
        this.windows = windows;
    }

    /**
     * {@code boards} more were written; true when the bulk mode should begin now. Call
     * between sources; the caller commits, then calls {@link #begin}.
     */
    public boolean due(int boards) {
        // an embedded file has one process at a time, PostgreSQL the import lock for the whole load
        // (PostgresBulkLoad); an H2 server may have other writers
        boolean loads = catalog.engine() == DatabaseEngine.POSTGRESQL
                || catalog.engine() == DatabaseEngine.H2 && catalog.location().embeddedFile();
        if (active || declined || !loads) {
            return false;
        }
        if (threshold < 0) {
            // the catalog as the run found it (its own first sources are few, or none)
            levelsAtStart = levels.count();
            threshold = start.boards(levelsAtStart);
        }
        written += boards;
        return written >= threshold;
    }

    /**
     * Learns every level's ids, marks the bulk load (its retention) and takes the two indexes
     * off, unless {@code noNewLevelYet}: then they stay until a batch adds a level
     * ({@link #indexesDue}). Call outside a transaction, after a durable commit.
     */
    public void begin(boolean noNewLevelYet) {
        boolean server = catalog.engine() == DatabaseEngine.POSTGRESQL;
        if (server) {
            // before the levels are learned: no other import writes one until the load ends
            PostgresBulkLoad.lock(catalog);
        }
        // the catalog as due() counted it, and what the run wrote since (at most that many levels)
        long expected = levelsAtStart + written;
        exactIds = new LongMap((int) Math.min(Integer.MAX_VALUE / 2, expected * 2));
        uniqueIds = new BoardedUniqueIds((int) Math.min(Integer.MAX_VALUE / 2, expected * 2));
        rows = new LevelRows(expected);
        levelCount = 0;
        long after = 0;
        for (List<BulkIndexDao.LevelKeys> slice = indexes.keysAfter(after, KEY_SLICE); !slice.isEmpty();
                slice = indexes.keysAfter(after, KEY_SLICE)) {
            for (BulkIndexDao.LevelKeys k : slice) {
                learn(HexIds.key(k.exactId()), HexIds.key(k.uniqueId()), k.id());
            }
            levelCount += slice.size();
            after = slice.get(slice.size() - 1).id();
        }
        indexes.withoutBoards().forEach(k -> uniqueIds.unboarded(k.id(), HexIds.key(k.uniqueId())));
        if (server) {
            // the indexes off are the mark of a load under way there, so they always come off
            if (!PostgresBulkLoad.dropIndexes(catalog)) {
                // a reader holds the level table: the import goes on as it began, with the indexes
                PostgresBulkLoad.end(catalog);
                declined = true;
                exactIds = null;
                uniqueIds = null;
                rows = null;
                return;
            }
            active = true;
            indexesOff = true;
            return;
        }
        // the mark of a bulk load under way, before any group waits: the repair looks for it
        indexes.retentionTime(BULK_RETENTION_MILLIS);
        // until the import's end a dead chunk's space is written again once a durable commit no longer needs it
        catalog.reuseDeadChunks(true, BULK_RETENTION_MILLIS);
        active = true;
        if (!noNewLevelYet) {
            dropIndexes();
        }
    }

    /**
     * True when the indexes are still on and a level was added since the bulk load began: the
     * caller commits durably at the source's end and calls {@link #dropIndexes}.
     */
    public boolean indexesDue() {
        return active && !indexesOff && addedWithIndexes;
    }

    /** Takes the two indexes off; call outside a transaction. */
    public void dropIndexes() {
        // the constraint first: its absence tells a later open to build both again
        indexes.dropExactIdUnique();
        indexes.dropUniqueIdIndex();
        indexesOff = true;
    }

    /** What the catalog knows of the valid boards among {@code pending}. */
    public Known known(List<IdentifiedLevel> pending) {
        return known(pending, () -> { });
    }

    /**
     * As {@link #known(List)}, running {@code beforeReading} before any statement (during a bulk
     * load only when some of the batch's levels are known: the rest is memory).
     */
    public Known known(List<IdentifiedLevel> pending, Runnable beforeReading) {
        if (!active) {
            beforeReading.run();
            String[] batch = IdentifiedLevel.uniqueIds(pending);
            List<LevelDao.Seen> rows = batch.length == 0 ? List.of() : levels.seenWithUniqueIds(batch);
            Set<String> known = new HashSet<>();
            // a level kept for its solutions alone is known (its board is paired with it), no copy of it is
            rows.stream().filter(LevelDao.Seen::boarded).forEach(k -> known.add(k.uniqueId()));
            return new Known(rows.stream().map(LevelDao.Seen::known).toList(), known);
        }
        Set<Long> ids = new LinkedHashSet<>();
        Set<String> known = new HashSet<>();
        for (IdentifiedLevel l : pending) {
            if (l instanceof IdentifiedLevel.Valid v) {
                LevelIds i = v.ids();
                long id = exactIds.getOrDefault(i.exactKey(), -1);
                if (id >= 0) {
                    ids.add(id);
                }
                if (uniqueIds.known(i.uniqueKey())) {
                    known.add(i.uniqueId());
                }
            }
        }
        ids.forEach(uniqueIds::boarded); // a level kept for its solutions alone is a board's again
        if (!ids.isEmpty()) {
            beforeReading.run();
        }
        return new Known(rows(ids), known);
    }

    /**
     * The levels with these row ids: as their range when they fill at least a
     * {@link #BY_RANGE_SPREAD}th of it (a corpus of known levels in the order they were stored),
     * by id otherwise.
     */
    private List<LevelDao.Known> rows(Set<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (long id : ids) {
            first = Math.min(first, id);
            last = Math.max(last, id);
        }
        if (ids.size() < BY_RANGE_FROM || last - first + 1 > (long) ids.size() * BY_RANGE_SPREAD) {
            return levels.withIds(ids.toArray(new Long[0]));
        }
        return levels.withIdsBetween(first, last).stream().filter(k -> ids.contains(k.id())).toList();
    }

    /** These levels were inserted with these row ids. */
    public void added(List<LevelDao.New> rows, long[] ids) {
        if (!active) {
            return;
        }
        for (int i = 0; i < ids.length; i++) {
            learn(rows.get(i).exactKey(), rows.get(i).uniqueKey(), ids[i]);
        }
        levelCount += ids.length;
        addedWithIndexes |= ids.length > 0 && !indexesOff;
        if (windows != null) {
            windows.add(ids, rows.stream().map(LevelDao.New::board).toList());
        }
    }

    /**
     * A replaced source's levels {@code before} its removal ({@link LevelDao#withIds}; only
     * asked for in bulk mode): those that are gone are forgotten.
     */
    public void removed(List<LevelDao.Known> before) {
        if (!active || before.isEmpty()) {
            return;
        }
        Long[] ids = before.stream().map(LevelDao.Known::id).toArray(Long[]::new);
        Set<Long> left = new HashSet<>();
        levels.withIds(ids).forEach(k -> left.add(k.id()));
        Set<Long> boarded = new HashSet<>(levels.boarded(ids));
        for (LevelDao.Known k : before) {
            long u = HexIds.keyOf(k.uniqueId());
            if (!left.contains(k.id())) {
                levelCount--;
                exactIds.put(HexIds.keyOf(k.exactId()), -1);
                uniqueIds.removed(u);
            } else if (!boarded.contains(k.id())) {
                uniqueIds.unboarded(k.id(), u); // kept for its solutions alone: no board to duplicate
            }
        }
    }

    /** These duplicate groups lost boards (a replaced source's): counted again whole now, or at the end of a bulk load. */
    public void lost(Set<String> uniqueIdsOfGroups) {
        if (!active) {
            GroupRows.recount(groups, uniqueIdsOfGroups);
            return;
        }
        uniqueIdsOfGroups.forEach(u -> deferredGroups.addKey(HexIds.keyOf(u)));
    }

    /** A batch added boards to these duplicate groups: their rows grow now ({@link GroupRows#grow}), or are counted whole at the end of a bulk load. */
    public void grown(List<DuplicateGroupDao.Growth> growth) {
        if (!active) {
            GroupRows.grow(groups, growth);
            return;
        }
        growth.forEach(g -> deferredGroups.addKey(HexIds.keyOf(g.uniqueId())));
    }

    /**
     * A source is replaced during the load: what it has is written down before its rows go, so
     * that the boards of other sources that become the first of a Unique-Id it had first count
     * as duplicates no more ({@link #nowFirst}).
     */
    public void replacing(long collectionId) {
        replacedFirsts.record(groups, collectionId);
    }

    /**
     * After {@link #finish}: the sources that have one duplicate fewer, once per board that is
     * now the first of a Unique-Id because a source was replaced during the load.
     */
    public List<Long> nowFirst() {
        return replacedFirsts.isEmpty() ? List.of() : replacedFirsts.nowFirst(groups, 2_000);
    }

    /** Carries solutions within these Unique-Ids now ({@link SolutionSharing}), or at the end of a bulk load (0). */
    public int carry(Set<String> uniqueIdsOfGroups) {
        if (active) {
            deferredCarry.addAll(uniqueIdsOfGroups);
            return 0;
        }
        return carrier.carryWithin(uniqueIdsOfGroups);
    }

    /**
     * Ends the bulk mode, if it began: the indexes back, the deferred groups counted and
     * solutions carried. Call outside a transaction, after the last commit.
     *
     * @return how many solutions were carried now
     */
    public int finish() {
        if (!active) {
            return 0;
        }
        active = false;
        indexesOff = false;
        addedWithIndexes = false;
        exactIds = null;
        uniqueIds = null;
        int carried;
        try {
            carried = BulkRestore.end(catalog, levelCount, deferredGroups, deferredCarry, rows);
        } finally {
            if (catalog.engine() == DatabaseEngine.POSTGRESQL) {
                PostgresBulkLoad.end(catalog);
            }
        }
        rows = null;
        deferredGroups = new LongMap(16);
        deferredCarry.clear();
        return carried;
    }

    /** A level's ids as the numbers they spell, and its row id. */
    private void learn(long exactKey, long u, long id) {
        exactIds.put(exactKey, id);
        rows.put(id, u);
        uniqueIds.added(u);
    }
}
