package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.HexId;

/**
 * What credits reads. The boards that name an author are read from the sources that have some
 * ({@code collection.with_author}, migration 14): on a catalog whose sources name no one
 * (Boxoban) nothing but the sources is read. The copies of the groups come through the
 * {@code level_unique_id} and {@code occurrence_level} indexes, a slice of groups at a time.
 */
interface CreditDao {

    /** A board whose author field is not empty: its row id (import order), its level's Unique-Id, where it is, its title. */
    record Credited(long boardId, @HexId String uniqueId, long sourceId, String source, String title, String author) {
    }

    /** Every board that is a level and has an author field, in import order. */
    @SqlQuery("""
            SELECT o.id AS board_id, l.unique_id, c.id AS source_id, c.source, o.title, o.author
            FROM collection c
            JOIN occurrence o ON o.collection_id = c.id
            JOIN level l ON l.id = o.level_id
            WHERE c.with_author > 0 AND o.author <> ''
            ORDER BY o.id
            """)
    @RegisterConstructorMapper(Credited.class)
    List<Credited> credited();

    /** Whether any source has a board with an author field. */
    @SqlQuery("SELECT COUNT(*) FROM collection WHERE with_author > 0")
    long sourcesWithAuthors();

    /** A duplicate group: its Unique-Id, its boards, its first board's row id ({@code dups}' order). */
    record Group(@HexId String uniqueId, int members, long firstSeen) {
    }

    @SqlQuery("SELECT unique_id, members, first_seen FROM duplicate_group WHERE unique_id = ANY(:uniqueIds)")
    @RegisterConstructorMapper(Group.class)
    List<Group> groups(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Where a group stands in {@code dups}' order: how many boards, and the first board's row id. */
    record Rank(int members, long firstSeen) {
    }

    @SqlQuery("SELECT members, first_seen FROM duplicate_group")
    @RegisterConstructorMapper(Rank.class)
    List<Rank> ranks();

    /** A copy of a level: a board with what credits shows of it and what draws it. */
    record Copy(long boardId, @HexId String uniqueId, @HexId String exactId, long sourceId, String source, int index, String title,
            String author, String notes, Symmetry canonical, String board, String written) {
    }

    /** Every board of these Unique-Ids, in import order. */
    @SqlQuery("""
            SELECT o.id AS board_id, l.unique_id, l.exact_id, c.id AS source_id, c.source, o.board_index AS index,
                   o.title, o.author, o.notes, l.canonical, l.board, o.board AS written
            FROM level l
            JOIN occurrence o ON o.level_id = l.id
            JOIN collection c ON c.id = o.collection_id
            WHERE l.unique_id = ANY(:uniqueIds)
            ORDER BY o.id
            """)
    @RegisterConstructorMapper(Copy.class)
    List<Copy> copies(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Every board of these Unique-Ids, by Unique-Id, each in import order. */
    default Map<String, List<Copy>> copiesOf(List<String> uniqueIds) {
        Map<String, List<Copy>> byLevel = new LinkedHashMap<>();
        for (Copy c : copies(uniqueIds.toArray(new String[0]))) {
            byLevel.computeIfAbsent(c.uniqueId(), k -> new ArrayList<>()).add(c);
        }
        return byLevel;
    }

    /** A source's header text, where a date for all its levels may be. */
    record Header(long id, String fileNotes) {
    }

    @SqlQuery("SELECT id, file_notes FROM collection WHERE id = ANY(:ids)")
    @RegisterConstructorMapper(Header.class)
    List<Header> headers(@Bind("ids") Long[] ids);

    /** A level's normalised board, to measure near copies: the first level (Exact-Id) of each Unique-Id. */
    record Board(long levelId, @HexId String uniqueId, String board) {
    }

    @SqlQuery("SELECT id AS level_id, unique_id, board FROM level WHERE unique_id = ANY(:uniqueIds) ORDER BY id")
    @RegisterConstructorMapper(Board.class)
    List<Board> boards(@HexId @Bind("uniqueIds") String[] uniqueIds);
}
