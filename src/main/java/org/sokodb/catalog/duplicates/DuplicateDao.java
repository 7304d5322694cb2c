package org.sokodb.catalog.duplicates;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.HexId;

/**
 * Duplicate groups: every Unique-Id that more than one board has. The groups come from
 * {@code duplicate_group} (kept by import, see {@link DuplicateGroupDao}), their members in
 * a second query per slice of groups through the {@code level_unique_id} and
 * {@code occurrence_level} indexes, so a page of groups costs in proportion to the duplicates, not
 * to the size of the catalog. (One query joining all four tables lets H2's planner start
 * from {@code collection} and walk every board: 22 s instead of well under one on Boxoban.)
 */
public interface DuplicateDao {

    /** A group: its Unique-Id and how many boards it has. */
    record Group(@HexId String uniqueId, int members) {
    }

    /**
     * One board of a level: where it stands, with what is needed to describe its relation to
     * the first of its group ({@code board}: normalised) and to draw it ({@code written}: the
     * rows as the source wrote them). Duplicate groups and near-duplicates ({@code catalog.near})
     * both read their boards so.
     */
    record Member(long levelId, @HexId String uniqueId, @HexId String exactId, String source, int index, String title,
            Symmetry canonical, String board, String author, String written) {
    }

    /** Every board of the levels the condition after it picks, with its source: {@link Member}'s columns. */
    String MEMBERS = """
            SELECT l.id AS level_id, l.unique_id, l.exact_id, c.source, o.board_index AS index, o.title,
                   l.canonical, l.board, o.author, o.board AS written
            FROM level l
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            """;

    /** How many duplicate groups, and how many boards are in them. */
    record GroupCount(long groups, long boards) {
    }

    /** Every group spanning at least {@code minSources} sources: largest first, then by first import. */
    @SqlQuery("""
            SELECT unique_id, members FROM duplicate_group
            WHERE sources >= :minSources
            ORDER BY members DESC, first_seen
            """)
    @RegisterConstructorMapper(Group.class)
    List<Group> groups(@Bind("minSources") int minSources);

    /**
     * The same, only groups with a board from {@code source} or from a source inside it: the
     * LIKE patterns match {@code source/…} (a directory) and {@code source!/…} (a zip archive).
     */
    @SqlQuery("""
            SELECT g.unique_id, g.members FROM duplicate_group g
            WHERE g.sources >= :minSources
              AND EXISTS (SELECT 1 FROM level l
                          JOIN occurrence o ON o.level_id = l.id
                          JOIN collection c ON c.id = o.collection_id
                          WHERE l.unique_id = g.unique_id
                            AND (c.source = :source
                                 OR c.source LIKE :inDirectory ESCAPE '~'
                                 OR c.source LIKE :inArchive ESCAPE '~'))
            ORDER BY g.members DESC, g.first_seen
            """)
    @RegisterConstructorMapper(Group.class)
    List<Group> groupsTouching(@Bind("minSources") int minSources, @Bind("source") String source,
            @Bind("inDirectory") String inDirectory, @Bind("inArchive") String inArchive);

    /**
     * Every board of these Unique-Ids (distinct, as {@code duplicate_group}'s keys are), in import
     * order: the ids joined as a table, each looked up once in the {@code level_unique_id} index.
     * Written {@code l.unique_id = ANY(:uniqueIds)}, the same rows cost H2 a pass over the whole
     * array for every level row it found (5 % of {@code dups}' main thread on the Boxoban
     * catalog, 500 ids a query; docs/performance.md).
     */
    @SqlQuery("""
            SELECT l.id AS level_id, l.unique_id, l.exact_id, c.source, o.board_index AS index, o.title,
                   l.canonical, l.board, o.author, o.board AS written
            FROM UNNEST(:uniqueIds) AS u(id)
            JOIN level l ON l.unique_id = u.id
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            ORDER BY o.id
            """)
    @RegisterConstructorMapper(Member.class)
    List<Member> members(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Every board of these levels (row ids), in import order. */
    @SqlQuery(MEMBERS + "WHERE l.id = ANY(:ids) ORDER BY o.id")
    @RegisterConstructorMapper(Member.class)
    List<Member> membersOfLevels(@Bind("ids") Long[] levelIds);

    /** How many sources are {@code source} or lie inside it (same patterns as {@link #groupsTouching}). */
    @SqlQuery("""
            SELECT COUNT(*) FROM collection
            WHERE source = :source OR source LIKE :inDirectory ESCAPE '~' OR source LIKE :inArchive ESCAPE '~'
            """)
    long sourcesMatching(@Bind("source") String source, @Bind("inDirectory") String inDirectory,
            @Bind("inArchive") String inArchive);

    @SqlQuery("SELECT COUNT(*) AS groups, COALESCE(SUM(members), 0) AS boards FROM duplicate_group")
    @RegisterConstructorMapper(GroupCount.class)
    GroupCount count();
}
