package org.sokodb.catalog.imports.bulk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.H2PartialIndexes;
import org.sokodb.catalog.db.H2SchemaObjects;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.tables.LongMap;

/**
 * What a bulk load ({@link BulkLoad}) puts back at its end, and what its repair puts back when
 * a kill stopped one: the level table's two indexes, the duplicate groups whose counting
 * waited, the solutions carried within them, and H2's chunk retention, which marks a bulk
 * load under way and is set back last.
 */
public final class BulkRestore {
    /** Duplicate groups counted again per statement. */
    private static final int GROUP_SLICE = 2_000;
    /**
     * Count every group in one pass ({@link GroupCensus}) when the grown ones are at least
     * 1/this of the levels: a pass reads every board, a slice only the grown groups' (by index).
     */
    private static final int CENSUS_FROM_SHARE = 4;
    /** The names {@link BulkIndexDao} drops and adds, and H2's setting that marks a bulk load. */
    private static final String EXACT_ID_UNIQUE = "level_exact_id_unique";
    private static final String UNIQUE_ID_INDEX = "level_unique_id";
    private static final String RETENTION_TIME = "RETENTION_TIME";

    private BulkRestore() {
    }

    /**
     * Repairs a catalog that a bulk import left without its indexes (it was killed, or failed
     * before its end), or with one of them partly filled ({@link H2PartialIndexes}): builds
     * them again and counts every duplicate group afresh, carrying solutions within all of
     * them; two rows of one Exact-Id found then are merged first
     * ({@link ExactIdTwins}), so that the constraint can come back, and levels left without a
     * board or a solution removed. A bulk load that kept the indexes (no level was new) is
     * found by its retention, which is set back last. On every open, the boards above the
     * newest source and the levels above the newest one a board refers to are removed
     * ({@link KilledSource}: what H2 keeps of the source a kill stopped).
     * Nothing else when the catalog is whole (four small queries and the sizes of the level
     * table's maps, no write).
     */
    static void repair(Catalog catalog) {
        if (catalog.engine() == DatabaseEngine.POSTGRESQL) {
            repairPostgres(catalog);
            return;
        }
        if (catalog.engine() != DatabaseEngine.H2) {
            return;
        }
        // the boards and levels H2 kept of a source a kill stopped, though it rolled back the rest
        // (catalog.md): looked for first, so that a command on a catalog in order writes nothing
        KilledSource.forget(catalog);
        // an index that a kill left listed but partly filled is dropped, to be built whole below
        Set<String> partial = H2PartialIndexes.of(catalog.handle(), "level");
        if (partial.contains("EXACT_ID") && exactIdUnique(catalog) == 1) {
            catalog.dao(BulkIndexDao.class).dropExactIdUnique();
        }
        if (partial.contains("UNIQUE_ID") && uniqueIdIndex(catalog) == 1) {
            catalog.dao(BulkIndexDao.class).dropUniqueIdIndex();
        }
        if (exactIdUnique(catalog) == 1 && uniqueIdIndex(catalog) == 1 && !underWay(catalog)) {
            return;
        }
        restore(catalog, true, 0, new LongMap(0), Set.of(), Optional.empty());
    }

    /**
     * On PostgreSQL: a bulk load killed half-way left the level table without its two indexes
     * ({@link PostgresBulkLoad}); built again, and every group counted, when no live import holds
     * the import lock (else that is left to a later open: a load may be under way). A killed
     * load's session may hold it for a moment after the kill: waited for
     * ({@link PostgresBulkLoad#lockForRepair}).
     */
    private static void repairPostgres(Catalog catalog) {
        if (exactIdUnique(catalog) == 1 && uniqueIdIndex(catalog) == 1) {
            return;
        }
        if (!PostgresBulkLoad.lockForRepair(catalog)) {
            return;
        }
        try {
            restore(catalog, true, 0, new LongMap(0), Set.of(), Optional.empty());
        } finally {
            PostgresBulkLoad.end(catalog);
        }
    }

    /**
     * 1 when the {@code level_exact_id_unique} constraint is in place, each engine asked its own
     * way (an H2 file through its schema objects, {@link H2SchemaObjects}: no statement).
     */
    static int exactIdUnique(Catalog catalog) {
        if (catalog.engine() == DatabaseEngine.POSTGRESQL) {
            return catalog.dao(PostgresDao.class).levelExactIdUnique();
        }
        return H2SchemaObjects.of(catalog.handle()).map(h2 -> h2.hasConstraint(EXACT_ID_UNIQUE) ? 1 : 0)
                .orElseGet(() -> catalog.dao(BulkIndexDao.class).exactIdUnique());
    }

    /** 1 when the {@code level_unique_id} index is in place, each engine asked its own way (as {@link #exactIdUnique}). */
    static int uniqueIdIndex(Catalog catalog) {
        if (catalog.engine() == DatabaseEngine.POSTGRESQL) {
            return catalog.dao(PostgresDao.class).levelUniqueIdIndex();
        }
        return H2SchemaObjects.of(catalog.handle()).map(h2 -> h2.hasIndex(UNIQUE_ID_INDEX) ? 1 : 0)
                .orElseGet(() -> catalog.dao(BulkIndexDao.class).uniqueIdIndex());
    }

    /** Whether the H2 file holds the bulk load's retention ({@link #underWay(BulkIndexDao)}), asked as {@link #exactIdUnique}. */
    static boolean underWay(Catalog catalog) {
        return H2SchemaObjects.of(catalog.handle())
                .map(h2 -> h2.setting(RETENTION_TIME).orElse(-1) == BulkLoad.BULK_RETENTION_MILLIS)
                .orElseGet(() -> underWay(catalog.dao(BulkIndexDao.class)));
    }

    /**
     * The end of a bulk load: the indexes back if they were taken off, the {@code grown}
     * groups counted (all of them in one pass, from {@code rows}, when they are many), the
     * solutions carried within {@code carryIn}, then the mark taken away.
     *
     * @param levels how many levels the catalog holds
     * @return how many solutions were carried
     */
    static int end(Catalog catalog, long levels, LongMap grown, Set<String> carryIn, LevelRows rows) {
        return restore(catalog, false, levels, grown, carryIn, Optional.of(rows));
    }

    /** Whether the file holds the bulk load's retention: a bulk load began and did not finish. */
    public static boolean underWay(BulkIndexDao indexes) {
        return indexes.retentionTimes().contains(String.valueOf(BulkLoad.BULK_RETENTION_MILLIS));
    }

    /**
     * The Unique-Id index, the duplicate groups ({@code all}, or the {@code grown} ones: their Unique-Ids' keys) and
     * the carrying, then the Exact-Id constraint, then the retention that marks a bulk load:
     * each step done only if missing, so a restore that is killed in turn is finished by the
     * next. {@code levels}: how many the catalog holds, and {@code rows} their Unique-Ids (when
     * not {@code all}).
     */
    private static int restore(Catalog catalog, boolean all, long levels, LongMap grown, Set<String> carryIn,
            Optional<LevelRows> rows) {
        BulkIndexDao indexes = catalog.dao(BulkIndexDao.class);
        if (uniqueIdIndex(catalog) == 0) {
            building(catalog, indexes::createUniqueIdIndex);
            steppedOn(catalog);
        }
        int carried = catalog.handle().inTransaction(h -> {
            DuplicateGroupDao groups = catalog.dao(DuplicateGroupDao.class);
            Set<String> carry = new LinkedHashSet<>(carryIn);
            if (all) {
                // before the groups are counted: a merged level's boards count in its first row's group
                ExactIdTwins.merge(catalog);
                // what H2 kept of a killed source's levels, though it rolled back the rest (catalog.md)
                indexes.forgetLevelsWithoutBoards();
                if (!GroupCensus.recountAll(catalog)) {
                    indexes.forgetAllGroups();
                    indexes.recountAllGroups();
                }
                carry.addAll(indexes.groupIds());
            } else if (grown.size() * CENSUS_FROM_SHARE < levels || !GroupCensus.recountAll(catalog, rows.orElseThrow(), levels)) {
                long[] keys = grown.keys();
                Arrays.sort(keys);
                for (int i = 0; i < keys.length; i += GROUP_SLICE) {
                    String[] slice = Arrays.stream(keys, i, Math.min(keys.length, i + GROUP_SLICE))
                            .mapToObj(HexIds::spellingOfKey).toArray(String[]::new);
                    groups.forget(slice);
                    groups.recount(slice);
                }
            }
            return carryInSlices(catalog, carry);
        });
        steppedOn(catalog);
        if (exactIdUnique(catalog) == 0) {
            building(catalog, indexes::addExactIdUnique);
        }
        if (catalog.engine() == DatabaseEngine.H2) {
            // the file's own retention back; this process keeps reusing dead chunks until the import's end (Importer)
            indexes.retentionTime(BulkLoad.RETENTION_MILLIS);
        }
        return carried;
    }

    /**
     * A step of the restore done: on H2 a durable commit, after which the space of the chunks
     * the step left dead is written again by the next (a bulk load's, {@link BulkLoad#begin}).
     */
    private static void steppedOn(Catalog catalog) {
        if (catalog.engine() == DatabaseEngine.H2) {
            catalog.makeDurable();
        }
    }

    /**
     * Builds an index over the whole level table: on PostgreSQL in a transaction of its own
     * with the memory for it raised ({@link PostgresDao#memoryForBuildsAndChecks}), so that
     * the sort stays out of temporary files; on H2 as it is.
     */
    private static void building(Catalog catalog, Runnable build) {
        if (catalog.engine() != DatabaseEngine.POSTGRESQL) {
            build.run();
            return;
        }
        catalog.handle().useTransaction(h -> {
            h.attach(PostgresDao.class).memoryForBuildsAndChecks();
            build.run();
        });
    }

    /**
     * Carries solutions within these groups, {@link #GROUP_SLICE} groups at a time: carrying
     * reads every level of its groups, boards and all, and a second corpus grows every group
     * of the catalog. Nothing to read when the catalog holds no solution.
     */
    private static int carryInSlices(Catalog catalog, Set<String> uniqueIds) {
        if (uniqueIds.isEmpty() || catalog.dao(SolutionDao.class).count() == 0) {
            return 0;
        }
        SolutionSharing carrier = new SolutionSharing(catalog);
        List<String> all = new ArrayList<>(uniqueIds);
        int carried = 0;
        for (int i = 0; i < all.size(); i += GROUP_SLICE) {
            carried += carrier.carryWithin(new LinkedHashSet<>(all.subList(i, Math.min(all.size(), i + GROUP_SLICE))));
        }
        return carried;
    }
}
