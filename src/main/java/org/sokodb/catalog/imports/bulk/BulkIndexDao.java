package org.sokodb.catalog.imports.bulk;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;
import org.sokodb.catalog.HexIds;

/**
 * What a bulk import does beside its rows ({@link BulkLoad}, H2 files only): it takes the two
 * indexes on MD5 sums off the {@code level} table and puts them back exactly as
 * {@code migrations/V1__catalog.sql} made them, and counts every duplicate group afresh when
 * a killed bulk import left them behind. The only DDL outside the migrations (design.md,
 * Database); the statements below must stay those of the migrations.
 */
public interface BulkIndexDao {

    /** A level's row id and ids as the columns store them ({@link HexIds}), to decide an import's boards from memory. */
    record LevelKeys(long id, long exactId, long uniqueId) {
    }

    /** A board that is a level: its row id, its source's, and its level's Unique-Id as the column stores it. */
    record BoardKey(long id, long collectionId, long uniqueId) {
    }

    /** A board that is a level: its row id, its source's, and its level's. */
    record LevelBoard(long id, long collectionId, long levelId) {
    }

    /** A row of {@code duplicate_group}. */
    record Group(@HexId String uniqueId, int members, int sources, long firstSeen) {
    }

    /** 1 when the {@code level_exact_id_unique} constraint is in place, 0 while a bulk import has it off. */
    @SqlQuery("SELECT COUNT(*) FROM information_schema.table_constraints"
            + " WHERE UPPER(constraint_name) = 'LEVEL_EXACT_ID_UNIQUE' AND table_schema = CURRENT_SCHEMA")
    int exactIdUnique();

    /** 1 when the {@code level_unique_id} index is in place. */
    @SqlQuery("SELECT COUNT(*) FROM information_schema.indexes"
            + " WHERE UPPER(index_name) = 'LEVEL_UNIQUE_ID' AND table_schema = CURRENT_SCHEMA")
    int uniqueIdIndex();

    @SqlUpdate("ALTER TABLE level DROP CONSTRAINT level_exact_id_unique")
    void dropExactIdUnique();

    @SqlUpdate("DROP INDEX level_unique_id")
    void dropUniqueIdIndex();

    @SqlUpdate("CREATE INDEX level_unique_id ON level (unique_id)")
    void createUniqueIdIndex();

    @SqlUpdate("ALTER TABLE level ADD CONSTRAINT level_exact_id_unique UNIQUE (exact_id)")
    void addExactIdUnique();

    /** A slice of the catalog's levels in row id order, from after {@code after}. */
    @SqlQuery("SELECT id, exact_id, unique_id FROM level WHERE id > :after ORDER BY id LIMIT :limit")
    @RegisterConstructorMapper(LevelKeys.class)
    List<LevelKeys> keysAfter(@Bind("after") long after, @Bind("limit") int limit);

    /**
     * The levels no board is, kept for their solutions alone (a replaced source's): no board a
     * new one could duplicate. Every such level has a solution, so the solutions are where to look.
     */
    @SqlQuery("SELECT l.id, l.exact_id, l.unique_id FROM level l WHERE l.id IN (SELECT s.level_id FROM solution s)"
            + " AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = l.id)")
    @RegisterConstructorMapper(LevelKeys.class)
    List<LevelKeys> withoutBoards();

    /** 1 when the two level rows hold the same level (board, Unique-Id, orientation): {@link ExactIdTwins}. */
    @SqlQuery("SELECT COUNT(*) FROM level a JOIN level b ON a.board = b.board AND a.unique_id = b.unique_id"
            + " AND a.canonical = b.canonical AND a.exact_id = b.exact_id WHERE a.id = :twin AND b.id = :kept")
    int sameLevel(@Bind("twin") long twin, @Bind("kept") long kept);

    /** The boards of level row {@code twin} become boards of {@code kept} ({@link ExactIdTwins}). */
    @SqlUpdate("UPDATE occurrence SET level_id = :kept WHERE level_id = :twin")
    void moveBoards(@Bind("twin") long twin, @Bind("kept") long kept);

    /** The solutions of {@code twin} that {@code kept} lacks become its own ({@link ExactIdTwins}). */
    @SqlUpdate("UPDATE solution SET level_id = :kept WHERE level_id = :twin"
            + " AND lurd_sha256 NOT IN (SELECT s.lurd_sha256 FROM solution s WHERE s.level_id = :kept)")
    void moveSolutions(@Bind("twin") long twin, @Bind("kept") long kept);

    /**
     * Removes the level rows no board and no solution refers to (the rule of
     * {@link org.sokodb.catalog.LevelDao#deleteIfUnused}), as the repair finds them: rows of a
     * source that a kill stopped and H2 rolled back all but those rows of.
     */
    @SqlUpdate("DELETE FROM level WHERE NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = level.id)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)")
    int forgetLevelsWithoutBoards();

    /**
     * As {@link #forgetLevelsWithoutBoards}, for the rows above the newest level a board refers
     * to: where a killed source's rows are (row ids grow), found through two indexes, so that
     * every open can afford it.
     */
    @SqlUpdate("DELETE FROM level WHERE id > COALESCE((SELECT MAX(o.level_id) FROM occurrence o), 0)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)")
    int forgetLevelsAfterTheLastBoard();

    @SqlUpdate("DELETE FROM duplicate_group")
    void forgetAllGroups();

    /** Every duplicate group counted again, as {@link org.sokodb.catalog.duplicates.DuplicateGroupDao#recount} counts some. */
    @SqlUpdate("""
            INSERT INTO duplicate_group (unique_id, members, sources, first_seen)
            SELECT l.unique_id, COUNT(*), COUNT(DISTINCT o.collection_id), MIN(o.id)
            FROM level l JOIN occurrence o ON o.level_id = l.id
            GROUP BY l.unique_id
            HAVING COUNT(*) > 1
            """)
    void recountAllGroups();

    /**
     * A slice of the boards that are levels, in row id order, from after {@code after}
     * ({@link GroupCensus}). The outer join keeps H2 from starting at {@code level} (it does
     * not reorder outer joins): the boards are then walked in their primary key's order, with
     * no sort.
     */
    @SqlQuery("SELECT o.id, o.collection_id, l.unique_id FROM occurrence o LEFT JOIN level l ON l.id = o.level_id"
            + " WHERE o.level_id IS NOT NULL AND o.id > :after ORDER BY o.id LIMIT :limit")
    @RegisterConstructorMapper(BoardKey.class)
    List<BoardKey> boardsAfter(@Bind("after") long after, @Bind("limit") int limit);

    /**
     * As {@link #boardsAfter}, with the level's row id instead of its Unique-Id: the boards
     * alone, walked in their primary key's order ({@link GroupCensus} with the Unique-Ids a bulk
     * load holds).
     */
    @SqlQuery("SELECT id, collection_id, level_id FROM occurrence WHERE level_id IS NOT NULL AND id > :after"
            + " ORDER BY id LIMIT :limit")
    @RegisterConstructorMapper(LevelBoard.class)
    List<LevelBoard> levelBoardsAfter(@Bind("after") long after, @Bind("limit") int limit);

    /**
     * How long H2 keeps the chunks that newer ones superseded before it writes over them
     * (milliseconds; H2's default 45,000; a database setting kept in the file).
     */
    @SqlUpdate("SET RETENTION_TIME :millis")
    void retentionTime(@Bind("millis") int millis);

    /** The {@code RETENTION_TIME} the file holds ({@link #retentionTime}), as H2 lists its settings. */
    @SqlQuery("SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'RETENTION_TIME'")
    List<String> retentionTimes();

    @SqlBatch("INSERT INTO duplicate_group (unique_id, members, sources, first_seen)"
            + " VALUES (:uniqueId, :members, :sources, :firstSeen)")
    void insertGroups(@BindMethods List<Group> groups);

    @SqlQuery("SELECT unique_id FROM duplicate_group")
    @HexId
    List<String> groupIds();
}
