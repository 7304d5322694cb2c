package org.sokodb.catalog;

import java.util.stream.Stream;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.board.Symmetry;

/**
 * Duplicate groups: every Unique-Id that more than one board has. The groups are found by
 * one aggregate over the boards, then their members are fetched through the
 * {@code level_unique_id} and {@code occurrence_level} indexes.
 */
public interface DuplicateDao {

    /** One member of a group, with what is needed to describe its relation to the first member. */
    record Row(int members, String uniqueId, String exactId, String source, int index, String title,
            Symmetry canonical, String board) {
    }

    String GROUPS = "SELECT l.unique_id, COUNT(*) AS members, MIN(o.id) AS first_seen"
            + " FROM occurrence o JOIN level l ON l.id = o.level_id";
    String HAVING = " GROUP BY l.unique_id"
            + " HAVING COUNT(*) > 1 AND COUNT(DISTINCT o.collection_id) >= :minSources";
    String MEMBERS = "SELECT g.members, l.unique_id, l.exact_id, c.source, o.board_index AS index, o.title,"
            + " l.canonical, l.board FROM (";
    String MEMBERS_JOIN = ") g JOIN level l ON l.unique_id = g.unique_id"
            + " JOIN occurrence o ON o.level_id = l.id"
            + " JOIN collection c ON c.id = o.collection_id"
            + " ORDER BY g.members DESC, g.first_seen, o.id";
    /** Unique-Ids that some board of the named source (or of the sources under that name) has. */
    String IN_SOURCE = " WHERE l.unique_id IN (SELECT l2.unique_id FROM collection c2"
            + " JOIN occurrence o2 ON o2.collection_id = c2.id JOIN level l2 ON l2.id = o2.level_id"
            + " WHERE c2.source = :source OR c2.source LIKE :inDirectory ESCAPE '~'"
            + " OR c2.source LIKE :inArchive ESCAPE '~')";

    /** Members of every group that spans at least {@code minSources} sources, largest group first. */
    @SqlQuery(MEMBERS + GROUPS + HAVING + MEMBERS_JOIN)
    @RegisterConstructorMapper(Row.class)
    Stream<Row> members(@Bind("minSources") int minSources);

    /**
     * The same, only groups with a member in {@code source}, or in a source inside it: the
     * two LIKE patterns match {@code source/…} (a directory) and {@code source!/…} (a zip archive).
     */
    @SqlQuery(MEMBERS + GROUPS + IN_SOURCE + HAVING + MEMBERS_JOIN)
    @RegisterConstructorMapper(Row.class)
    Stream<Row> membersTouching(@Bind("minSources") int minSources, @Bind("source") String source,
            @Bind("inDirectory") String inDirectory, @Bind("inArchive") String inArchive);

    /** The number of groups and the number of boards in them. */
    @SqlQuery("SELECT COUNT(*) AS groups, COALESCE(SUM(members), 0) AS boards FROM (" + GROUPS + HAVING + ") g")
    @RegisterConstructorMapper(GroupCount.class)
    GroupCount count(@Bind("minSources") int minSources);

    /** How many duplicate groups, and how many boards are in them. */
    record GroupCount(long groups, long boards) {
    }
}
