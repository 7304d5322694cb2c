package org.sokodb.catalog.sources;

import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * The {@code search_text} table ({@code migrations/V7__search_text.sql}): the distinct titles
 * and authors of the boards, each with a span of board row ids that holds every board with
 * it. Import widens the spans of a batch's texts to the batch's rows; the search reads the
 * boards only within the spans of the texts that match.
 */
public interface SearchTextDao {

    /** A span of board row ids, both ends included. */
    record Span(long first, long last) {
    }

    /** The row ids of the boards at positions {@code from}..{@code to} of a source; empty when it has none there. */
    @SqlQuery("SELECT MIN(id) AS first, MAX(id) AS last FROM occurrence"
            + " WHERE collection_id = :collectionId AND board_index BETWEEN :from AND :to HAVING COUNT(*) > 0")
    @RegisterConstructorMapper(Span.class)
    Optional<Span> boardsOf(@Bind("collectionId") long collectionId, @Bind("from") int from, @Bind("to") int to);

    /**
     * Widens the spans of these texts (keys of one {@code cut}) to take in {@code first}..{@code
     * last}; a span that holds them already is not written.
     */
    @SqlUpdate("UPDATE search_text SET first_occurrence = LEAST(first_occurrence, :first),"
            + " last_occurrence = GREATEST(last_occurrence, :last)"
            + " WHERE content = ANY(:contents) AND cut = :cut"
            + " AND (first_occurrence > :first OR last_occurrence < :last)")
    void widen(@Bind("contents") String[] contents, @Bind("cut") boolean cut, @Bind("first") long first,
            @Bind("last") long last);

    /** Adds the texts of these that are not there yet, with the span {@code first}..{@code last}. */
    @SqlUpdate("INSERT INTO search_text (content, cut, first_occurrence, last_occurrence)"
            + " SELECT DISTINCT t.content, :cut, :first, :last FROM UNNEST(:contents) AS t(content)"
            + " WHERE NOT EXISTS (SELECT 1 FROM search_text s WHERE s.content = t.content AND s.cut = :cut)")
    void addNew(@Bind("contents") String[] contents, @Bind("cut") boolean cut, @Bind("first") long first,
            @Bind("last") long last);
}
