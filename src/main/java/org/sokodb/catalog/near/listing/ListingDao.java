package org.sokodb.catalog.near.listing;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.config.RegisterRowMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * What {@code similar} shows of each level, beside the packed levels: {@code level_listing}
 * and {@code listing_through} (migration V10, {@link ListingRun}), the runs split by group
 * ({@code listing_group}, migration 19, {@link ListingGroups}), the rows the answer reads
 * from the tables where no listing serves, and what an import forgets of the listing when it
 * merges two levels or takes a source's boards away.
 */
public interface ListingDao {

    /** A stored run of the listing: the levels after {@code firstLevelId − 1} up to {@code lastLevelId}. */
    record Run(long lastLevelId, long firstLevelId, byte[] listing) {
    }

    /** An imported source's row id and name. */
    record Source(long id, String source) {
    }

    /** What the level page draws of a board besides its row: the board as written and as stored. */
    record Drawn(long boardId, String author, String written, String board) {
    }

    /**
     * Before two level rows are merged (their boards moved): the runs of what {@code similar}
     * shows ({@code level_listing}, migration V10) from the one holding level {@code levelId}
     * on are dropped, and the next fill of the similarity index lists them again.
     */
    default void forgetListingsFrom(long levelId) {
        forgetRuns(levelId, Long.MAX_VALUE);
    }

    /**
     * Before the boards of a source are taken away: those of its boards a listed run of what
     * {@code similar} shows may hold (their levels up to the last listed) are noted in
     * {@code listing_gone}, so that readers skip them and the next fill takes them out of
     * those runs alone.
     */
    @SqlUpdate("INSERT INTO listing_gone (board_id, level_id) SELECT id, level_id FROM occurrence"
            + " WHERE collection_id = :collectionId"
            + " AND level_id <= (SELECT COALESCE(MAX(last_level_id), 0) FROM level_listing)")
    void forgetListedBoardsOf(@Bind("collectionId") long collectionId);

    /** The runs with these keys (of {@code level_packed}) that are listed. */
    @SqlQuery("SELECT last_level_id, first_level_id, listing FROM level_listing WHERE last_level_id = ANY(:keys)")
    @RegisterConstructorMapper(Run.class)
    List<Run> runs(@Bind("keys") Long[] keys);

    /**
     * The bytes of the listed runs with these keys, counted: their pages got into H2's cache
     * without the values handed over (the similarity answer's {@code ReadAhead}, {@link Listings#readAhead}).
     */
    @SqlQuery("SELECT COALESCE(SUM(OCTET_LENGTH(listing)), 0) FROM level_listing WHERE last_level_id = ANY(:keys)")
    long bytesOfRuns(@Bind("keys") Long[] keys);

    /** How many levels come after {@code after}: the levels a fill lists, at most. */
    @SqlQuery("SELECT COUNT(*) FROM level WHERE id > :after")
    long levelsAfter(@Bind("after") long after);

    /** The last level of the last listed run: 0 when none is. */
    @SqlQuery("SELECT COALESCE(MAX(last_level_id), 0) FROM level_listing")
    long listedThrough();

    /** The keys of the packed runs after {@code after}, in order: the runs to list. */
    @SqlQuery("SELECT last_level_id FROM level_packed WHERE last_level_id > :after ORDER BY last_level_id")
    List<Long> packedRunsAfter(@Bind("after") long after);

    /**
     * Lists a run: every board of its levels, split by the groups of its packed levels
     * ({@link ListingGroups#insert}: {@code listing_group}, migration 19), and their counts
     * ({@link ListingRun#counts}).
     */
    default void insert(long lastLevelId, long firstLevelId, List<ListingRun.Board> boards) {
        ListingGroups.insert(this, lastLevelId, firstLevelId, boards);
        insertCounts(lastLevelId, ListingRun.counts(boards));
    }

    /** The packed levels of run {@code lastLevelId} ({@code level_packed}), which say each level's group. */
    @SqlQuery("SELECT packed FROM level_packed WHERE last_level_id = :last")
    Optional<byte[]> packedRun(@Bind("last") long lastLevelId);

    /** A group's part of a listed run: its key ({@link ListingGroups#key}) and value ({@link ListingRun}). */
    record Group(long groupKey, byte[] listing) {
    }

    @SqlBatch("INSERT INTO listing_group (group_key, listing) VALUES (:key, :listing)")
    void insertGroups(@Bind("key") List<Long> keys, @Bind("listing") List<byte[]> listings);

    /** The groups of listed runs with these keys (those that exist). */
    @SqlQuery("SELECT group_key, listing FROM listing_group WHERE group_key = ANY(:keys)")
    @RegisterConstructorMapper(Group.class)
    List<Group> groups(@Bind("keys") Long[] keys);

    /** Drops the groups with keys from {@code froms[i]} to {@code tos[i]}, for each i. */
    @SqlBatch("DELETE FROM listing_group WHERE group_key >= :from AND group_key <= :to")
    void forgetGroups(@Bind("from") List<Long> froms, @Bind("to") List<Long> tos);

    /** As {@link #bytesOfRuns}, of the listing's groups with these keys. */
    @SqlQuery("SELECT COALESCE(SUM(OCTET_LENGTH(listing)), 0) FROM listing_group WHERE group_key = ANY(:keys)")
    long bytesOfGroups(@Bind("keys") Long[] keys);

    @SqlUpdate("INSERT INTO level_listing (last_level_id, first_level_id, listing) VALUES (:last, :first, :listing)")
    void insertListing(@Bind("last") long lastLevelId, @Bind("first") long firstLevelId, @Bind("listing") byte[] listing);

    @SqlUpdate("INSERT INTO listing_counts (last_level_id, counts) VALUES (:last, :counts)")
    void insertCounts(@Bind("last") long lastLevelId, @Bind("counts") byte[] counts);

    /** A run's counts of boards by level. */
    record Counts(long lastLevelId, byte[] counts) {
    }

    /** The counts of the listed runs with these keys. */
    @SqlQuery("SELECT last_level_id, counts FROM listing_counts WHERE last_level_id = ANY(:keys)")
    @RegisterConstructorMapper(Counts.class)
    List<Counts> counts(@Bind("keys") Long[] keys);

    /** The board up to which every listed run holds its levels' boards; empty before the first fill. */
    @SqlQuery("SELECT MAX(board_id) FROM listing_through")
    Optional<Long> through();

    @SqlUpdate("DELETE FROM listing_through")
    void forgetThrough();

    @SqlUpdate("INSERT INTO listing_through (board_id) VALUES (:boardId)")
    void through(@Bind("boardId") long boardId);

    /** The newest board's row id; 0 in a catalog without one. */
    @SqlQuery("SELECT COALESCE(MAX(id), 0) FROM occurrence")
    long lastBoard();

    /** The levels up to {@code upTo} that have a board after board {@code after}, in row id order. */
    @SqlQuery("SELECT DISTINCT level_id FROM occurrence WHERE id > :after AND level_id <= :upTo ORDER BY level_id")
    List<Long> levelsWithBoardsAfter(@Bind("after") long after, @Bind("upTo") long upTo);

    /** The listed run that holds level {@code levelId}, if it is listed. */
    @SqlQuery("SELECT last_level_id, first_level_id, listing FROM level_listing WHERE last_level_id >= :levelId"
            + " AND first_level_id <= :levelId ORDER BY last_level_id FETCH FIRST 1 ROW ONLY")
    @RegisterConstructorMapper(Run.class)
    Optional<Run> runWith(@Bind("levelId") long levelId);

    /** A board added to a listed level: what its row shows but the level's ids, which the run has. */
    record Added(long levelId, long boardId, long sourceId, int index, String title) {
    }

    /** The boards of these levels after board {@code after}, by level, then as imported: what a fill adds to their runs. */
    @SqlQuery("SELECT level_id, id AS board_id, collection_id AS source_id, board_index AS index, title"
            + " FROM occurrence WHERE level_id = ANY(:ids) AND id > :after ORDER BY level_id, id")
    @RegisterConstructorMapper(Added.class)
    List<Added> added(@Bind("ids") Long[] levelIds, @Bind("after") long after);

    /**
     * The boards of the levels {@code first} to {@code last} after board {@code after}, by
     * level, then as imported. The row id is compared as {@code id + 0} so that it is checked
     * on each board of the levels' range, never used to walk the table from {@code after} on
     * (which H2 chose: every board the import wrote, once for every run).
     */
    @SqlQuery("SELECT level_id, id AS board_id, collection_id AS source_id, board_index AS index, title"
            + " FROM occurrence WHERE level_id BETWEEN :first AND :last AND id + 0 > :after ORDER BY level_id, id")
    @RegisterConstructorMapper(Added.class)
    List<Added> addedBetween(@Bind("first") long firstLevelId, @Bind("last") long lastLevelId, @Bind("after") long after);

    /** A level's ids. */
    record LevelIds(long id, @HexId String exactId, @HexId String uniqueId) {
    }

    @SqlQuery("SELECT id, exact_id, unique_id FROM level WHERE id = ANY(:ids)")
    @RegisterConstructorMapper(LevelIds.class)
    List<LevelIds> levelIds(@Bind("ids") Long[] levelIds);

    /** Every board taken away that a listed run may still hold ({@code listing_gone}). */
    @SqlQuery("SELECT board_id FROM listing_gone")
    List<Long> gone();

    /** The levels of the boards taken away, in row id order. */
    @SqlQuery("SELECT DISTINCT level_id FROM listing_gone ORDER BY level_id")
    List<Long> goneLevels();

    /** The boards taken away of the levels {@code first} to {@code last}. */
    @SqlQuery("SELECT board_id FROM listing_gone WHERE level_id >= :first AND level_id <= :last")
    List<Long> goneOf(@Bind("first") long first, @Bind("last") long last);

    @SqlUpdate("DELETE FROM listing_gone WHERE level_id >= :first AND level_id <= :last")
    void forgetGone(@Bind("first") long first, @Bind("last") long last);

    /** Drops a listed run and its counts. */
    default void forget(long lastLevelId) {
        forgetRuns(lastLevelId, lastLevelId);
    }

    /** Drops the listed runs, and their counts, whose last level is {@code first} to {@code last}. */
    default void forgetRuns(long first, long last) {
        forgetListing(first, last);
        ListingGroups.forget(this, first, last);
        forgetCounts(first, last);
    }

    @SqlUpdate("DELETE FROM level_listing WHERE last_level_id >= :first AND last_level_id <= :last")
    void forgetListing(@Bind("first") long first, @Bind("last") long last);

    @SqlUpdate("DELETE FROM listing_counts WHERE last_level_id >= :first AND last_level_id <= :last")
    void forgetCounts(@Bind("first") long first, @Bind("last") long last);

    /** The columns of a listed board, in the order of {@link ListingRun.Board}'s fields ({@link ListedBoards} reads them so). */
    String BOARDS = """
            SELECT l.id AS level_id, o.id AS board_id, l.exact_id, l.unique_id, o.collection_id AS source_id,
                   o.board_index AS index, o.title
            FROM level l JOIN occurrence o ON o.level_id = l.id
            """;

    /** Every board of the levels after {@code after} up to {@code last}, by level, then as imported: a run to list. */
    @SqlQuery(BOARDS + "WHERE l.id > :after AND l.id <= :last ORDER BY l.id, o.id")
    @RegisterRowMapper(ListedBoards.class)
    List<ListingRun.Board> boardsOfRun(@Bind("after") long after, @Bind("last") long last);

    /** Where a board of a run is: its level, its row id, its source's row id and its index in the source. */
    record Placed(long levelId, long boardId, long sourceId, int index) {
    }

    /**
     * Where every board of the levels after {@code after} up to {@code last} is, by level, then
     * as imported: what a run held as it was written ({@link StreamedListing}) needs of the
     * tables, the rows of {@link #boardsOfRun} without the levels' ids and the boards' titles.
     */
    @SqlQuery("SELECT level_id, id, collection_id, board_index FROM occurrence WHERE level_id > :after"
            + " AND level_id <= :last ORDER BY level_id, id")
    @RegisterRowMapper(PlacedBoards.class)
    List<Placed> placesOfRun(@Bind("after") long after, @Bind("last") long last);

    /** Every board of these levels after board {@code after}, by level, then as imported. */
    @SqlQuery(BOARDS + "WHERE l.id = ANY(:ids) AND o.id > :after ORDER BY l.id, o.id")
    @RegisterRowMapper(ListedBoards.class)
    List<ListingRun.Board> boardsAfter(@Bind("ids") Long[] levelIds, @Bind("after") long after);

    @SqlQuery("SELECT id, source FROM collection")
    @RegisterConstructorMapper(Source.class)
    List<Source> sources();

    /** What is drawn of these boards. */
    @SqlQuery("SELECT o.id AS board_id, o.author, o.board AS written, l.board FROM occurrence o"
            + " JOIN level l ON l.id = o.level_id WHERE o.id = ANY(:ids)")
    @RegisterConstructorMapper(Drawn.class)
    List<Drawn> drawn(@Bind("ids") Long[] boardIds);
}
