package org.sokodb.catalog.duplicates;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * The {@code duplicate_group} table, a summary the importer keeps in step with the boards:
 * after a batch adds boards to some Unique-Ids, those groups' rows gain what the batch added
 * ({@link #grow}); a group that had no row yet, or that a replaced source took boards from, is
 * counted again from {@code level} and {@code occurrence}.
 */
public interface DuplicateGroupDao {

    /**
     * What one import batch added to a group: {@code boards} boards of one source, which had no
     * board of the group before when {@code newSources} is 1 (0 otherwise).
     */
    record Growth(@HexId String uniqueId, int boards, int newSources) {
    }

    /**
     * Adds each batch's boards to its group's row, if the group has one: its first board
     * ({@code first_seen}) stays, since a new board's row id is larger than every earlier one's.
     * Returns, for each, the rows changed: 0 for a group that had at most one board before.
     */
    @SqlBatch("UPDATE duplicate_group SET members = members + :boards, sources = sources + :newSources"
            + " WHERE unique_id = :uniqueId")
    int[] grow(@BindMethods List<Growth> growth);

    @SqlUpdate("DELETE FROM duplicate_group WHERE unique_id = ANY(:uniqueIds)")
    void forget(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Counts the groups of these Unique-Ids again; call {@link #forget} first. */
    @SqlUpdate("""
            INSERT INTO duplicate_group (unique_id, members, sources, first_seen)
            SELECT l.unique_id, COUNT(*), COUNT(DISTINCT o.collection_id), MIN(o.id)
            FROM level l JOIN occurrence o ON o.level_id = l.id
            WHERE l.unique_id = ANY(:uniqueIds)
            GROUP BY l.unique_id
            HAVING COUNT(*) > 1
            """)
    void recount(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /**
     * Of these Unique-Ids, those whose first board (the smallest row id: imported first) is one
     * of the collection's, while another board has the Unique-Id too.
     */
    @SqlQuery("""
            SELECT l.unique_id FROM level l JOIN occurrence o ON o.level_id = l.id
            WHERE l.unique_id = ANY(:uniqueIds)
            GROUP BY l.unique_id
            HAVING COUNT(*) > 1 AND MIN(o.id) IN (SELECT x.id FROM occurrence x WHERE x.collection_id = :collectionId)
            """)
    @HexId
    List<String> ledBy(@HexId @Bind("uniqueIds") String[] uniqueIds, @Bind("collectionId") long collectionId);

    /**
     * For each of these Unique-Ids that a board still has, the collection of its first board
     * (once per Unique-Id, so a collection may come more than once).
     */
    @SqlQuery("""
            SELECT o.collection_id FROM occurrence o WHERE o.id IN (
                SELECT MIN(f.id) FROM level l JOIN occurrence f ON f.level_id = l.id
                WHERE l.unique_id = ANY(:uniqueIds) GROUP BY l.unique_id)
            """)
    List<Long> firstBoardsIn(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** The Unique-Ids of the levels of a collection's boards. */
    @SqlQuery("""
            SELECT DISTINCT l.unique_id FROM occurrence o JOIN level l ON l.id = o.level_id
            WHERE o.collection_id = :collectionId
            """)
    @HexId
    List<String> uniqueIdsOf(@Bind("collectionId") long collectionId);

    /** A board that is the first of its Unique-Id in a source, or in the catalog: its row id and its source's. */
    record FirstBoard(@HexId String uniqueId, long id, long collectionId) {
    }

    /** For each Unique-Id of a collection's boards, its first board there. */
    @SqlQuery("""
            SELECT l.unique_id, MIN(o.id) AS id, o.collection_id FROM occurrence o JOIN level l ON l.id = o.level_id
            WHERE o.collection_id = :collectionId
            GROUP BY l.unique_id, o.collection_id
            """)
    @RegisterConstructorMapper(FirstBoard.class)
    List<FirstBoard> firstBoardsOf(@Bind("collectionId") long collectionId);

    /** For each of these Unique-Ids that a board still has, its first board in the catalog. */
    @SqlQuery("""
            SELECT l.unique_id, o.id, o.collection_id FROM occurrence o JOIN level l ON l.id = o.level_id
            WHERE o.id IN (
                SELECT MIN(f.id) FROM level m JOIN occurrence f ON f.level_id = m.id
                WHERE m.unique_id = ANY(:uniqueIds) GROUP BY m.unique_id)
            """)
    @RegisterConstructorMapper(FirstBoard.class)
    List<FirstBoard> firstBoards(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** The newest board's row id (row ids grow with the import), 0 in an empty catalog. */
    @SqlQuery("SELECT COALESCE(MAX(id), 0) FROM occurrence")
    long lastBoard();
}
