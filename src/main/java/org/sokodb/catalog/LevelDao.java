package org.sokodb.catalog;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

/** The {@code level} table: one row per Exact-Id. */
public interface LevelDao {

    /** A level already in the catalog: its row id, ids and normalised board (to tell a collision from the same level). */
    record Known(long id, @HexId String exactId, @HexId String uniqueId, String board) {
    }

    /** A level about to be inserted, its ids as the 64-bit numbers they spell ({@code LevelIds.exactKey()}). */
    record New(long exactKey, long uniqueKey, String canonical, String board, int width, int height, int boxes,
            Optional<String> unplayable, long normalizedKey, long wallsKey) {
    }

    /**
     * Every level with one of these Unique-Ids. One query answers both questions an import
     * asks of a batch: which Exact-Ids are known (the same Exact-Id means the same Unique-Id)
     * and which Unique-Ids are. {@code = ANY(array)} rather than an IN list of 2,000
     * parameters: one statement to parse, and both H2 and PostgreSQL serve it from the index.
     */
    @SqlQuery("SELECT id, exact_id, unique_id, board FROM level WHERE unique_id = ANY(:uniqueIds)")
    @RegisterConstructorMapper(Known.class)
    List<Known> withUniqueIds(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /**
     * A level with one of a batch's Unique-Ids, and whether a board of the catalog is it. A level
     * no board is any more (a replaced source's, kept for its solutions) is no copy a new board
     * could duplicate: {@code dups} counts boards, and so does an import's "duplicates found".
     */
    record Seen(long id, @HexId String exactId, @HexId String uniqueId, String board, boolean boarded) {

        public Known known() {
            return new Known(id, exactId, uniqueId, board);
        }
    }

    /**
     * As {@link #withUniqueIds}, each level with whether a board is it: what an import asks of
     * each batch. The {@code EXISTS} is one probe of {@code occurrence_level} per level found.
     */
    @SqlQuery("SELECT id, exact_id, unique_id, board,"
            + " EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = level.id) AS boarded"
            + " FROM level WHERE unique_id = ANY(:uniqueIds)")
    @RegisterConstructorMapper(Seen.class)
    List<Seen> seenWithUniqueIds(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Of these levels, those a board of the catalog is (the rest are kept for their solutions alone). */
    @SqlQuery("SELECT id FROM level WHERE id = ANY(:ids)"
            + " AND EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = level.id)")
    List<Long> boarded(@Bind("ids") Long[] ids);

    /** Every level with one of these Exact-Ids (for pairing the boards of a file with the catalog's levels). */
    @SqlQuery("SELECT id, exact_id, unique_id, board FROM level WHERE exact_id = ANY(:exactIds)")
    @RegisterConstructorMapper(Known.class)
    List<Known> withExactIds(@HexId @Bind("exactIds") String[] exactIds);

    /** Every level with one of these row ids (a bulk import knows the ids from memory). */
    @SqlQuery("SELECT id, exact_id, unique_id, board FROM level WHERE id = ANY(:ids)")
    @RegisterConstructorMapper(Known.class)
    List<Known> withIds(@Bind("ids") Long[] ids);

    /**
     * Every level with a row id from {@code first} to {@code last}: the known levels of a batch
     * that lie close together (a second copy of a corpus), read as their range instead of
     * through an {@code = ANY} array, which H2 checks against every id of the array for each
     * row it reads.
     */
    @SqlQuery("SELECT id, exact_id, unique_id, board FROM level WHERE id BETWEEN :first AND :last")
    @RegisterConstructorMapper(Known.class)
    List<Known> withIdsBetween(@Bind("first") long first, @Bind("last") long last);

    /** Inserts levels in one batch; returns their row ids in the same order. */
    /** Removes a level no occurrence and no solution refers to any more (after a source was replaced). */
    @SqlBatch("DELETE FROM level WHERE id = :id"
            + " AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = level.id)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)")
    void deleteIfUnused(@Bind("id") List<Long> ids);

    @SqlQuery("SELECT id, exact_id, unique_id, canonical, board, width, height, boxes, unplayable"
            + " FROM level WHERE exact_id = :exactId")
    @RegisterConstructorMapper(StoredLevel.class)
    Optional<StoredLevel> withExactId(@HexId @Bind("exactId") String exactId);

    @SqlQuery("SELECT id, exact_id, unique_id, canonical, board, width, height, boxes, unplayable"
            + " FROM level WHERE unique_id = :uniqueId ORDER BY id")
    @RegisterConstructorMapper(StoredLevel.class)
    List<StoredLevel> withUniqueId(@HexId @Bind("uniqueId") String uniqueId);

    @SqlQuery("SELECT id, exact_id, unique_id, canonical, board, width, height, boxes, unplayable"
            + " FROM level WHERE unique_id = ANY(:uniqueIds) ORDER BY id")
    @RegisterConstructorMapper(StoredLevel.class)
    List<StoredLevel> storedWithUniqueIds(@HexId @Bind("uniqueIds") String[] uniqueIds);

    @SqlQuery("SELECT id, exact_id, unique_id, canonical, board, width, height, boxes, unplayable"
            + " FROM level WHERE id = :id")
    @RegisterConstructorMapper(StoredLevel.class)
    StoredLevel withId(@Bind("id") long id);

    @SqlQuery("SELECT COUNT(*) FROM level")
    long count();
}
