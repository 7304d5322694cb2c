package org.sokodb.catalog;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** The {@code occurrence} table: one row per board of an imported source. */
public interface OccurrenceDao {

    /**
     * A board about to be stored: a level ({@code levelId}, a row id) or a {@code reason},
     * never both. The level id is a plain number, {@link #NO_LEVEL} for none: an import makes
     * one of these per board, and a boxed id would be two more objects each.
     */
    record New(long collectionId, int index, int line, long levelId, Optional<String> reason, String title,
            String author, String notes, String board) {
        /** The {@code levelId} of a board stored without a level (its {@code reason} says why); no row has it. */
        public static final long NO_LEVEL = Long.MIN_VALUE;

        public boolean hasLevel() {
            return levelId != NO_LEVEL;
        }
    }

    @SqlQuery("SELECT DISTINCT level_id FROM occurrence WHERE collection_id = :collectionId AND level_id IS NOT NULL")
    List<Long> levelsOf(@Bind("collectionId") long collectionId);

    @SqlUpdate("DELETE FROM occurrence WHERE collection_id = :collectionId")
    void deleteOf(@Bind("collectionId") long collectionId);

    @SqlQuery("SELECT c.source, o.board_index AS index, o.line, o.title, o.author, o.level_id, o.reason, o.board"
            + " FROM occurrence o JOIN collection c ON c.id = o.collection_id"
            + " WHERE o.level_id = :levelId ORDER BY o.id")
    @RegisterConstructorMapper(Appearance.class)
    List<Appearance> ofLevel(@Bind("levelId") long levelId);

    /** The boards of these levels, each level's in the order {@link #ofLevel} gives: a level page's group in one statement. */
    @SqlQuery("SELECT c.source, o.board_index AS index, o.line, o.title, o.author, o.level_id, o.reason, o.board"
            + " FROM occurrence o JOIN collection c ON c.id = o.collection_id"
            + " WHERE o.level_id = ANY(:levelIds) ORDER BY o.id")
    @RegisterConstructorMapper(Appearance.class)
    List<Appearance> ofLevels(@Bind("levelIds") Long[] levelIds);

    @SqlQuery("SELECT c.source, o.board_index AS index, o.line, o.title, o.author, o.level_id, o.reason, o.board"
            + " FROM occurrence o JOIN collection c ON c.id = o.collection_id"
            + " WHERE c.source = :source AND o.board_index = :index")
    @RegisterConstructorMapper(Appearance.class)
    Optional<Appearance> at(@Bind("source") String source, @Bind("index") int index);

    @SqlQuery("SELECT COUNT(*) FROM occurrence")
    long count();

    @SqlQuery("SELECT COUNT(*) FROM occurrence WHERE level_id IS NULL")
    long countWithoutLevel();
}
