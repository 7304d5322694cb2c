package org.sokodb.catalog;

import java.util.stream.Stream;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.board.Symmetry;

/**
 * Duplicate groups: every Unique-Id that more than one board has. The groups come from
 * {@code duplicate_group} (kept by import, see {@link DuplicateGroupDao}); their members are
 * fetched through the {@code level_unique_id} and {@code occurrence_level} indexes, so a
 * listing costs in proportion to the duplicates, not to the size of the catalog.
 */
public interface DuplicateDao {

    /** One member of a group, with what is needed to describe its relation to the first member. */
    record Row(int members, String uniqueId, String exactId, String source, int index, String title,
            Symmetry canonical, String board) {
    }

    /** How many duplicate groups, and how many boards are in them. */
    record GroupCount(long groups, long boards) {
    }

    /** Members of every group that spans at least {@code minSources} sources, largest group first. */
    @SqlQuery("""
            SELECT g.members, l.unique_id, l.exact_id, c.source, o.board_index AS index, o.title, l.canonical, l.board
            FROM duplicate_group g
            JOIN level l ON l.unique_id = g.unique_id
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            WHERE g.sources >= :minSources
            ORDER BY g.members DESC, g.first_seen, o.id
            """)
    @RegisterConstructorMapper(Row.class)
    Stream<Row> members(@Bind("minSources") int minSources);

    /**
     * The same, only groups with a board from {@code source} or from a source inside it: the
     * LIKE patterns match {@code source/…} (a directory) and {@code source!/…} (a zip archive).
     */
    @SqlQuery("""
            SELECT g.members, l.unique_id, l.exact_id, c.source, o.board_index AS index, o.title, l.canonical, l.board
            FROM duplicate_group g
            JOIN level l ON l.unique_id = g.unique_id
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            WHERE g.sources >= :minSources
              AND EXISTS (SELECT 1 FROM level l2
                          JOIN occurrence o2 ON o2.level_id = l2.id
                          JOIN collection c2 ON c2.id = o2.collection_id
                          WHERE l2.unique_id = g.unique_id
                            AND (c2.source = :source
                                 OR c2.source LIKE :inDirectory ESCAPE '~'
                                 OR c2.source LIKE :inArchive ESCAPE '~'))
            ORDER BY g.members DESC, g.first_seen, o.id
            """)
    @RegisterConstructorMapper(Row.class)
    Stream<Row> membersTouching(@Bind("minSources") int minSources, @Bind("source") String source,
            @Bind("inDirectory") String inDirectory, @Bind("inArchive") String inArchive);

    /** How many sources are {@code source} or lie inside it (same patterns as {@link #membersTouching}). */
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
