package org.sokodb.catalog.sources;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.GetGeneratedKeys;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** The {@code collection} table: one row per imported source. */
public interface CollectionDao {

    /** An imported source and its row id (for {@code --source}). */
    record Source(long id, String source) {
    }

    @SqlQuery("SELECT id, source FROM collection ORDER BY id")
    @RegisterConstructorMapper(Source.class)
    List<Source> sources();

    /** An imported source and the SHA-256 of its bytes: what an import asks of each source. */
    record Stored(long id, String source, String sha256) {
    }

    @SqlQuery("SELECT id, source, sha256 FROM collection ORDER BY id")
    @RegisterConstructorMapper(Stored.class)
    List<Stored> stored();

    @SqlQuery("SELECT source FROM collection WHERE sha256 = :sha256")
    Optional<String> sourceWithSha256(@Bind("sha256") String sha256);

    @SqlQuery("SELECT id FROM collection WHERE source = :source")
    Optional<Long> idOfSource(@Bind("source") String source);

    /** How many boards the source of this name holds, valid or not; empty when there is none so called. */
    @SqlQuery("SELECT boards FROM collection WHERE source = :source")
    Optional<Integer> boardsOf(@Bind("source") String source);

    /** The row ids of the sources named (those the catalog holds): a page's source numbers in one statement. */
    @SqlQuery("SELECT id, source FROM collection WHERE source = ANY(:sources)")
    @RegisterConstructorMapper(Source.class)
    List<Source> withSources(@Bind("sources") String[] sources);

    /** A new collection with zero counts; {@link #finish} fills them in when the source is read. */
    @SqlUpdate("INSERT INTO collection (source, sha256, format, file_notes, boards, levels, new_levels, invalid,"
            + " duplicates, imported_at) VALUES (:source, :sha256, :format, '', 0, 0, 0, 0, 0, :importedAt)")
    @GetGeneratedKeys("id")
    long insert(@Bind("source") String source, @Bind("sha256") String sha256, @Bind("format") String format,
            @Bind("importedAt") Instant importedAt);

    /** As {@link #insert}, under a row id drawn before (a bulk load on PostgreSQL draws them in blocks). */
    @SqlUpdate("INSERT INTO collection (id, source, sha256, format, file_notes, boards, levels, new_levels, invalid,"
            + " duplicates, imported_at) VALUES (:id, :source, :sha256, :format, '', 0, 0, 0, 0, 0, :importedAt)")
    void insertAs(@Bind("id") long id, @Bind("source") String source, @Bind("sha256") String sha256,
            @Bind("format") String format, @Bind("importedAt") Instant importedAt);

    /** The source's header and counts, and how many of its levels have an author field (credits reads those sources). */
    @SqlUpdate("UPDATE collection SET file_notes = :notes, boards = :c.boards, levels = :c.levels,"
            + " new_levels = :c.newLevels, invalid = :c.invalid, duplicates = :c.duplicates,"
            + " with_author = :withAuthor WHERE id = :id")
    void finish(@Bind("id") long id, @Bind("notes") String fileNotes, @BindMethods("c") BoardCounts counts,
            @Bind("withAuthor") int withAuthor);

    /**
     * One board fewer of each of these collections is a duplicate, once per time a collection
     * is named: its board is now the first of its Unique-Id (the earlier one was replaced).
     */
    @SqlBatch("UPDATE collection SET duplicates = duplicates - 1 WHERE id = :id AND duplicates > 0")
    void oneDuplicateFewer(@Bind("id") List<Long> ids);

    @SqlUpdate("DELETE FROM collection WHERE id = :id")
    void delete(@Bind("id") long id);

    @SqlQuery("SELECT source, boards, levels, new_levels, invalid, duplicates, imported_at"
            + " FROM collection ORDER BY id")
    @RegisterConstructorMapper(CollectionSummary.class)
    List<CollectionSummary> all();
}
