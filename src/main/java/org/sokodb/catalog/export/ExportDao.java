package org.sokodb.catalog.export;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.jdbi.v3.core.result.ResultIterator;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.customizer.FetchSize;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.HexId;

/**
 * The queries of {@code sokodb export}: one row per board of the chosen sources that is a
 * level, each marked whether it is the first of its Unique-Id among those sources. Boards that
 * are not levels are only counted, by reason. No query reads the catalog's pages while the
 * export writes: an H2 query streamed (lazily) through the whole catalog lets go of the file
 * version it reads when it returns, not when its last row is read, so H2's background
 * compaction could drop chunks it still had to read ("Chunk N not found": docs/catalog.md).
 * Import order comes in slices, each query read whole before the next; the other orders in one
 * sorted query, whole before its first row.
 *
 * <p>Sources are chosen by row id ({@code collections}); {@code everySource} skips that test
 * when all are chosen, which would otherwise compare every board with every source id.
 *
 * <p>Whether a board comes first is decided without grouping the whole catalog: a Unique-Id
 * that no other board has is not in {@code duplicate_group}, so only the members of real
 * groups look for an earlier board, through the {@code level_unique_id} and
 * {@code occurrence_level} indexes. The best push count is read the same way, per Unique-Id,
 * and only when the catalog has a solution at all ({@code anySolutions}; {@code CASE} does not
 * evaluate the branch it does not take): in a catalog without any, that look-up per board was
 * 40 % of an export's time.
 *
 * <p>The boards are read from {@code occurrence} in row id order, the other tables joined to
 * each board by primary key. The joins are written as outer joins, which H2 does not reorder
 * (a board with a level has its level row: the foreign key), so that H2 walks the
 * occurrences in their primary key's order from where the last slice ended and stops after
 * a slice; with inner joins it started from {@code collection} and sorted all 1.5 million
 * joined rows, boards and all, before the first one came out.
 */
interface ExportDao {

    /** An imported source. */
    record Source(long id, String source) {
    }

    /**
     * A board that is a level, with what is needed to write it and to decide whether to.
     *
     * @param written the rows as written, joined with newlines
     * @param normalized the normalised board (rows ending with newlines)
     * @param unplayable why the level cannot be played, if it cannot
     * @param first true when no board of these sources with the same Unique-Id was imported before it
     * @param groupSize boards with this Unique-Id in the whole catalog; 0 when it is the only one
     * @param bestPushes the fewest pushes of a stored solution of any level with this Unique-Id
     */
    record Board(long occurrence, String source, int index, String title, String author, String notes,
            String written, long levelId, @HexId String exactId, @HexId String uniqueId, Symmetry canonical, String normalized,
            Optional<String> unplayable, boolean first, int groupSize, OptionalInt bestPushes, Optional<String> band) {
    }

    /** Whether the catalog holds any solution. */
    @SqlQuery("SELECT EXISTS (SELECT 1 FROM solution)")
    boolean anySolutions();

    @SqlQuery("SELECT id, source FROM collection ORDER BY id")
    @RegisterConstructorMapper(Source.class)
    List<Source> sources();

    String SELECT_BOARDS = """
            SELECT o.id AS occurrence, c.source, o.board_index AS index, o.title, o.author, o.notes,
                   o.board AS written, l.id AS level_id, l.exact_id, l.unique_id, l.canonical,
                   l.board AS normalized, l.unplayable,
                   CASE WHEN g.unique_id IS NULL THEN TRUE
                        ELSE NOT EXISTS (SELECT 1 FROM level l2 JOIN occurrence o2 ON o2.level_id = l2.id
                                         WHERE l2.unique_id = l.unique_id AND o2.id < o.id
                                           AND (:everySource OR o2.collection_id = ANY(:collections)))
                   END AS first,
                   COALESCE(g.members, 0) AS group_size,
                   CASE WHEN :anySolutions THEN
                       (SELECT MIN(s.pushes) FROM level l3 JOIN solution s ON s.level_id = l3.id
                        WHERE l3.unique_id = l.unique_id)
                   END AS best_pushes,
                   l.width * l.height AS area, l.boxes, d.band, d.difficulty
            FROM occurrence o
            LEFT JOIN collection c ON c.id = o.collection_id
            LEFT JOIN level l ON l.id = o.level_id
            LEFT JOIN duplicate_group g ON g.unique_id = l.unique_id
            LEFT JOIN difficulty d ON d.unique_id = l.unique_id
            WHERE o.level_id IS NOT NULL AND (:everySource OR o.collection_id = ANY(:collections))
            """;

    /** The next {@code limit} boards of these sources in import order, after board {@code after}. */
    @SqlQuery(SELECT_BOARDS + "AND o.id > :after ORDER BY o.id FETCH FIRST :limit ROWS ONLY")
    @RegisterConstructorMapper(Board.class)
    List<Board> boardsAfter(@Bind("after") long after, @Bind("limit") int limit,
            @Bind("everySource") boolean everySource, @Bind("collections") Long[] collections,
            @Bind("anySolutions") boolean anySolutions);

    /**
     * The boards of these sources in {@code order} (not import order), each order its sort key,
     * then import order. Sorted before the first row comes: H2 builds the whole result first
     * (past a size in a temporary file of its own), so no page of the catalog is read while
     * the rows are; PostgreSQL streams it with a cursor (the fetch size) in its snapshot.
     */
    default ResultIterator<Board> sortedBoards(ExportRequest.Order order, boolean everySource, Long[] collections,
            boolean anySolutions) {
        String by = switch (order) {
            case IMPORTED -> throw new IllegalArgumentException("import order is read in slices: boardsAfter");
            case SIZE -> "area, o.id";
            case BOXES -> "l.boxes, o.id";
            case PUSHES -> "best_pushes NULLS LAST, o.id";
            case DIFFICULTY -> "d.difficulty NULLS LAST, o.id";
        };
        return sortedBoards(by, everySource, collections, anySolutions);
    }

    @SqlQuery(SELECT_BOARDS + "ORDER BY <by>")
    @RegisterConstructorMapper(Board.class)
    @FetchSize(1000)
    ResultIterator<Board> sortedBoards(@Define("by") String by, @Bind("everySource") boolean everySource,
            @Bind("collections") Long[] collections, @Bind("anySolutions") boolean anySolutions);

    /** A reason a board is not a level, and how many boards of these sources have it. */
    record Reason(String reason, long boards) {
    }

    /** Why the boards of these sources that are not levels are not, each reason once with its count. */
    @SqlQuery("SELECT o.reason, COUNT(*) AS boards FROM occurrence o WHERE o.level_id IS NULL"
            + " AND (:everySource OR o.collection_id = ANY(:collections)) GROUP BY o.reason")
    @RegisterConstructorMapper(Reason.class)
    List<Reason> reasonsNotLevels(@Bind("everySource") boolean everySource, @Bind("collections") Long[] collections);
}
