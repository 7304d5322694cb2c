package org.sokodb.catalog.sources;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

import org.sokodb.catalog.HexId;
import org.sokodb.catalog.duplicates.DuplicateDao;

/**
 * The queries of the web catalog: sources by number, a source's boards a page at a time,
 * search with filters, duplicate groups a page at a time. Every list is ordered by an
 * indexed key and cut with LIMIT, so a page costs in proportion to its size (a search with
 * a text filter reads the boards until it has a page: see docs/web.md).
 */
interface BrowseDao {

    /** Every source with its number (the row id) and counts, in import order. */
    @SqlQuery("SELECT id, source, boards, levels, new_levels, invalid, duplicates, imported_at"
            + " FROM collection ORDER BY id")
    @RegisterConstructorMapper(SourceEntry.class)
    List<SourceEntry> sources();

    @SqlQuery("SELECT id, source, boards, levels, new_levels, invalid, duplicates, imported_at"
            + " FROM collection WHERE id = :id")
    @RegisterConstructorMapper(SourceEntry.class)
    Optional<SourceEntry> source(@Bind("id") long id);

    /** The columns of a {@link BoardEntry}, over {@code occurrence o}, {@code collection c} and {@code level l}. */
    String BOARD_COLUMNS = """
            SELECT o.collection_id AS source_id, c.source, o.board_index AS index, o.title, o.author,
                   l.exact_id, l.unique_id,
                   COALESCE(l.width, 0) AS width, COALESCE(l.height, 0) AS height, COALESCE(l.boxes, 0) AS boxes,
                   EXISTS (SELECT 1 FROM solution s WHERE s.level_id = l.id) AS solved,
                   EXISTS (SELECT 1 FROM duplicate_group g WHERE g.unique_id = l.unique_id) AS duplicated,
                   COALESCE(o.reason, '') AS reason, o.board AS written,
                   (SELECT d.difficulty FROM difficulty d WHERE d.unique_id = l.unique_id) AS difficulty,
                   (SELECT d.band FROM difficulty d WHERE d.unique_id = l.unique_id) AS band
            """;

    /** The boards of one source after position {@code after}, in order, at most {@code limit}. */
    @SqlQuery(BOARD_COLUMNS + """
            FROM occurrence o
            JOIN collection c ON c.id = o.collection_id
            LEFT JOIN level l ON l.id = o.level_id
            WHERE o.collection_id = :source AND o.board_index > :after
            ORDER BY o.board_index
            LIMIT :limit
            """)
    @RegisterConstructorMapper(BoardEntry.class)
    List<BoardEntry> boardsOf(@Bind("source") long source, @Bind("after") int after, @Bind("limit") int limit);

    /**
     * Boards that are levels and pass {@code f} ({@link SearchBinding}: a text pattern on
     * title, author or source, ranges of boxes, width and height, solved and duplicated each
     * 0 = either, 1 = yes, 2 = no), in import order. The page's rows are chosen with
     * {@code occurrence} alone in the FROM clause, so the database walks it in row order and
     * stops at the page's end; joined with the source first, H2 read and sorted every matching
     * board (seconds on a million-level catalog for a text many titles hold); in import order the
     * difficulty is not read for the boards the page passes over ({@code rated} NULL). With a text, only
     * the boards between row ids {@code from} and {@code to} are read ({@link TextSpan}): a
     * text no board holds reads none, a rare one the span of the boards that hold it. By
     * difficulty (easy first) every matching board is read and sorted before the page is
     * cut: the order is not the table's.
     */
    @SqlQuery(BOARD_COLUMNS + """
            FROM (SELECT o.id, <rated> AS rated
                  FROM occurrence o
                  WHERE o.id BETWEEN :from AND :to
                    AND (:f.anyText OR LOWER(o.title) LIKE :f.text ESCAPE '~' OR LOWER(o.author) LIKE :f.text ESCAPE '~'
                         OR o.collection_id = ANY(:f.sources))
                    AND EXISTS (SELECT 1 FROM level l WHERE l.id = o.level_id
                      AND l.boxes BETWEEN :f.minBoxes AND :f.maxBoxes
                      AND l.width BETWEEN :f.minWidth AND :f.maxWidth
                      AND l.height BETWEEN :f.minHeight AND :f.maxHeight
                      AND (:f.solved = 0
                           OR (:f.solved = 1 AND EXISTS (SELECT 1 FROM solution s WHERE s.level_id = l.id))
                           OR (:f.solved = 2 AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = l.id)))
                      AND (:f.duplicated = 0
                           OR (:f.duplicated = 1 AND EXISTS (SELECT 1 FROM duplicate_group g WHERE g.unique_id = l.unique_id))
                           OR (:f.duplicated = 2
                               AND NOT EXISTS (SELECT 1 FROM duplicate_group g WHERE g.unique_id = l.unique_id)))
                      AND (:f.band = ''
                           OR (:f.band = 'unrated'
                               AND NOT EXISTS (SELECT 1 FROM difficulty d WHERE d.unique_id = l.unique_id))
                           OR EXISTS (SELECT 1 FROM difficulty d WHERE d.unique_id = l.unique_id AND d.band = :f.band)))
                  ORDER BY <order>
                  LIMIT :limit OFFSET :offset) page
            JOIN occurrence o ON o.id = page.id
            JOIN collection c ON c.id = o.collection_id
            JOIN level l ON l.id = o.level_id
            ORDER BY <outer>
            """)
    @RegisterConstructorMapper(BoardEntry.class)
    List<BoardEntry> searchOrdered(@BindMethods("f") SearchBinding f, @Bind("from") long from, @Bind("to") long to,
            @Bind("offset") long offset, @Bind("limit") int limit, @Define("rated") String rated,
            @Define("order") String order, @Define("outer") String outer);

    /** A board's stored difficulty, what the search's page is ordered by easy first (over {@code occurrence o}). */
    String RATED = "(SELECT d.difficulty FROM level l2 JOIN difficulty d ON d.unique_id = l2.unique_id"
            + " WHERE l2.id = o.level_id)";

    /** {@link #searchOrdered} in import order. */
    default List<BoardEntry> search(SearchBinding f, long from, long to, long offset, int limit) {
        return search(f, from, to, offset, limit, false);
    }

    /** {@link #searchOrdered} in import order, or easy first by the stored difficulty, unrated last. */
    default List<BoardEntry> search(SearchBinding f, long from, long to, long offset, int limit, boolean easyFirst) {
        return easyFirst
                ? searchOrdered(f, from, to, offset, limit, RATED, "rated NULLS LAST, o.id",
                        "page.rated NULLS LAST, o.id")
                : searchOrdered(f, from, to, offset, limit, "NULL", "o.id", "o.id");
    }

    /** A source's number and its boards. */
    record SourceBoards(long id, long boards) {
    }

    /**
     * The span of board row ids that holds every board whose title or author holds
     * {@code text} (a LIKE pattern, lower case), from {@code search_text}; empty when none does.
     * A cut text (longer than its key) may hold it anywhere and always counts.
     */
    @SqlQuery("SELECT MIN(first_occurrence) AS first, MAX(last_occurrence) AS last FROM search_text"
            + " WHERE cut OR LOWER(content) LIKE :text ESCAPE '~' HAVING COUNT(*) > 0")
    @RegisterConstructorMapper(SearchTextDao.Span.class)
    Optional<SearchTextDao.Span> textSpan(@Bind("text") String text);

    /** The row id of the first board; empty when there is none. */
    @SqlQuery("SELECT MIN(id) FROM occurrence")
    OptionalLong firstBoard();

    /** The sources whose name holds {@code text} (a LIKE pattern, lower case). */
    @SqlQuery("SELECT id, boards FROM collection WHERE LOWER(source) LIKE :text ESCAPE '~'")
    @RegisterConstructorMapper(SourceBoards.class)
    List<SourceBoards> sourcesNamed(@Bind("text") String text);

    /** The span of the row ids of these sources' boards; empty when they have none. */
    @SqlQuery("SELECT MIN(id) AS first, MAX(id) AS last FROM occurrence WHERE collection_id = ANY(:ids)"
            + " HAVING COUNT(*) > 0")
    @RegisterConstructorMapper(SearchTextDao.Span.class)
    Optional<SearchTextDao.Span> boardsOfSources(@Bind("ids") Long[] ids);

    /**
     * The boards of the levels with these ids (Exact-Ids and Unique-Ids alike), in import order.
     * The two ids are looked up apart, each through its index: with {@code exact_id = :id OR
     * unique_id = :id} H2 used neither and walked every board (1.5 million on Boxoban, past a
     * request's time limit) — {@code IdSearchPlanTest}.
     */
    @SqlQuery(BOARD_COLUMNS + """
            FROM (SELECT id FROM level WHERE exact_id = :id
                  UNION
                  SELECT id FROM level WHERE unique_id = :id) named
            JOIN level l ON l.id = named.id
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            ORDER BY o.id
            LIMIT :limit OFFSET :offset
            """)
    @RegisterConstructorMapper(BoardEntry.class)
    List<BoardEntry> withId(@HexId @Bind("id") String id, @Bind("offset") long offset, @Bind("limit") int limit);

    /** Duplicate groups spanning at least {@code minSources} sources, a page of them, in the order of dups. */
    @SqlQuery("""
            SELECT unique_id, members FROM duplicate_group
            WHERE sources >= :minSources
            ORDER BY members DESC, first_seen
            LIMIT :limit OFFSET :offset
            """)
    @RegisterConstructorMapper(DuplicateDao.Group.class)
    List<DuplicateDao.Group> groups(@Bind("minSources") int minSources, @Bind("offset") long offset,
            @Bind("limit") int limit);

    /** Unique-Ids that have a solution stored for at least one of their levels. */
    @SqlQuery("SELECT COUNT(DISTINCT l.unique_id) FROM solution s JOIN level l ON l.id = s.level_id")
    long solvedUniqueIds();

    /**
     * The distinct Unique-Ids of the levels: the levels, less the second and further levels
     * of each Unique-Id. A Unique-Id two levels share is one more boards share, so it has its
     * row in {@code duplicate_group}: the count reads those groups' levels through
     * {@code level_unique_id} instead of every level's Unique-Id (a distinct count over 1.5
     * million rows took seconds when the catalog was not in memory).
     */
    @SqlQuery("""
            SELECT (SELECT COUNT(*) FROM level) - COALESCE(SUM(t.n - 1), 0)
            FROM (SELECT COUNT(*) AS n FROM duplicate_group g JOIN level l ON l.unique_id = g.unique_id
                  GROUP BY g.unique_id) t
            """)
    long uniqueIds();
}
