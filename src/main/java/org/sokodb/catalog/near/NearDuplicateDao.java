package org.sokodb.catalog.near;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.config.RegisterRowMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * The near-duplicate columns of {@code level} and the similarity index {@code level_band}
 * (migration V3) with the packed windows of the small ones {@code level_packed} (V6,
 * docs/similar.md), and the same grouped by open squares {@code packed_group} (V11).
 */
interface NearDuplicateDao {

    /** A level's row id, Unique-Id and normalised board. */
    /** A level's row id, Unique-Id and board; the queries that read it select these three columns in this order ({@link LevelBoards}). */
    record LevelBoard(long id, @HexId String uniqueId, String board) {
    }

    /** The near-duplicate ids computed for a level. */
    record NearRow(long id, @HexId String normalizedId, @HexId String wallsId) {
    }

    /** A level's Unique-Id under a shared near-duplicate id. */
    record Keyed(@HexId String shared, @HexId String uniqueId) {
    }

    @SqlQuery("SELECT COUNT(*) FROM level WHERE normalized_id IS NULL")
    long countWithoutNearIds();

    /** The imported sources and their boards, counted. */
    record SourceCount(long sources, long boards) {
    }

    @SqlQuery("SELECT COUNT(*) AS sources, COALESCE(SUM(boards), 0) AS boards FROM collection")
    @RegisterConstructorMapper(SourceCount.class)
    SourceCount countSources();

    /** The next levels without near-duplicate ids, by row id after {@code after}. */
    @SqlQuery("SELECT id, unique_id, board FROM level WHERE normalized_id IS NULL AND id > :after"
            + " ORDER BY id FETCH FIRST :limit ROWS ONLY")
    @RegisterRowMapper(LevelBoards.class)
    List<LevelBoard> withoutNearIds(@Bind("after") long after, @Bind("limit") int limit);

    @SqlBatch("UPDATE level SET normalized_id = :normalizedId, walls_id = :wallsId WHERE id = :id")
    void setNearIds(@BindMethods List<NearRow> rows);

    /** The last level the similarity index covers (migration V6): 0 when it covers none. */
    @SqlQuery("SELECT COALESCE(MAX(last_level_id), 0) FROM level_packed")
    long indexedThrough();

    @SqlQuery("SELECT COUNT(*) FROM level WHERE id > :after")
    long countAfter(@Bind("after") long after);

    /** The next levels by row id after {@code after}. */
    @SqlQuery("SELECT id, unique_id, board FROM level WHERE id > :after ORDER BY id FETCH FIRST :limit ROWS ONLY")
    @RegisterRowMapper(LevelBoards.class)
    List<LevelBoard> after(@Bind("after") long after, @Bind("limit") int limit);

    /** The row ids of the next levels after {@code after}: the levels of the next run, when their windows are held ({@link StreamedWindows}). */
    @SqlQuery("SELECT id FROM level WHERE id > :after ORDER BY id FETCH FIRST :limit ROWS ONLY")
    long[] idsAfter(@Bind("after") long after, @Bind("limit") int limit);

    /** One run of packed levels, covering every level up to {@code lastLevelId}. */
    @SqlUpdate("INSERT INTO level_packed (last_level_id, levels, packed) VALUES (:last, :levels, :packed)")
    void insertPacked(@Bind("last") long lastLevelId, @Bind("levels") int levels, @Bind("packed") byte[] packed);

    /** A run of packed levels and its key: the last level it covers. */
    record PackedRun(long lastLevelId, byte[] packed) {
    }

    /** Every run of packed levels after {@code after} (0: every run), in row id order. */
    @SqlQuery("SELECT last_level_id, packed FROM level_packed WHERE last_level_id > :after ORDER BY last_level_id")
    @RegisterConstructorMapper(PackedRun.class)
    List<PackedRun> packedAfter(@Bind("after") long after);

    /** The next {@code limit} runs of packed levels after {@code after}, in row id order. */
    @SqlQuery("SELECT last_level_id, packed FROM level_packed WHERE last_level_id > :after ORDER BY last_level_id"
            + " FETCH FIRST :limit ROWS ONLY")
    @RegisterConstructorMapper(PackedRun.class)
    List<PackedRun> packedAfter(@Bind("after") long after, @Bind("limit") int limit);

    /** The last run of packed levels whose groups are written (migration V11): 0 when none. */
    @SqlQuery("SELECT COALESCE(MAX(last_level_id), 0) FROM packed_grouped")
    long groupedThrough();

    /** The keys of the runs whose groups are written, in order. */
    @SqlQuery("SELECT last_level_id FROM packed_grouped ORDER BY last_level_id")
    List<Long> groupedRuns();

    /** A group of a run's packed levels: its key (the group times 2^40 plus the run's key) and levels. */
    record PackedGroup(long groupKey, byte[] packed) {
    }

    /**
     * The bytes of the groups of packed levels with keys from {@code from} up to, not
     * including, {@code to}, counted: their pages walked, into H2's cache ({@link ReadAhead}).
     */
    @SqlQuery("SELECT COALESCE(SUM(OCTET_LENGTH(packed)), 0) FROM packed_group WHERE group_key >= :from AND group_key < :to")
    long groupBytes(@Bind("from") long from, @Bind("to") long to);

    /** The groups of packed levels with keys from {@code from} up to, not including, {@code to}. */
    @SqlQuery("SELECT group_key, packed FROM packed_group WHERE group_key >= :from AND group_key < :to ORDER BY group_key")
    @RegisterConstructorMapper(PackedGroup.class)
    List<PackedGroup> packedGroups(@Bind("from") long from, @Bind("to") long to);

    @SqlBatch("INSERT INTO packed_group (group_key, packed) VALUES (:key, :packed)")
    void insertGroups(@Bind("key") List<Long> keys, @Bind("packed") List<byte[]> packed);

    @SqlUpdate("INSERT INTO packed_grouped (last_level_id) VALUES (:last)")
    void insertGrouped(@Bind("last") long lastLevelId);

    @SqlBatch("INSERT INTO level_band (band_key, level_id) VALUES (:bandKey, :levelId)")
    void insertBands(@Bind("bandKey") List<Long> keys, @Bind("levelId") List<Long> levelIds);

    /** The levels that have one of these band keys. */
    @SqlQuery("SELECT DISTINCT l.id, l.unique_id, l.board FROM level_band b JOIN level l ON l.id = b.level_id"
            + " WHERE b.band_key = ANY(:keys)")
    @RegisterRowMapper(LevelBoards.class)
    List<LevelBoard> withBandKeys(@Bind("keys") Long[] keys);

    /**
     * Every value of the column {@code id} (a {@link NearMode}'s, never user input) two Unique-Ids or
     * more share, in the order of the shared id, then of the Unique-Id (the order H2 always gave):
     * without an order the database's plan chose it, and PostgreSQL's changed between two runs on the
     * same catalog.
     */
    @SqlQuery("""
            SELECT <id> AS shared, unique_id FROM level
            WHERE <id> IN (SELECT <id> FROM level WHERE <id> IS NOT NULL
                           GROUP BY <id> HAVING COUNT(DISTINCT unique_id) > 1)
            GROUP BY <id>, unique_id
            ORDER BY <id>, unique_id
            """)
    @RegisterConstructorMapper(Keyed.class)
    List<Keyed> shared(@Define("id") String column);
}
