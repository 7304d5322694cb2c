package org.sokodb.catalog.imports;

import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;

/**
 * Where an import's boards go: new levels (their row ids come back, in order) and
 * occurrences. The columns are the same on both engines; the way rows travel is not. H2 is
 * embedded, so JDBC batches are as fast as anything ({@link H2BoardWriter}); a PostgreSQL
 * server is a round trip away, and COPY carries a batch in one stream ({@link PostgresBoardWriter}).
 */
interface BoardWriter {
    /** The columns of a new level both writers fill, in the order they bind them (PostgreSQL's COPY adds the id first). */
    String LEVEL_COLUMNS = "exact_id, unique_id, canonical, board, width, height, boxes, unplayable, normalized_id,"
            + " walls_id";
    /** The columns of a new occurrence both writers fill, in the order they bind them. */
    String OCCURRENCE_COLUMNS = "collection_id, board_index, line, level_id, reason, title, author, notes, board";

    /** Inserts the levels of {@code source}; returns their row ids in the same order. */
    long[] insertLevels(String source, List<LevelDao.New> levels);

    void insertOccurrences(String source, List<OccurrenceDao.New> occurrences);

    /** The writer for the catalog's engine; on PostgreSQL its COPYs are handed to {@code writer}. */
    static BoardWriter of(Catalog catalog, ConnectionWriter writer) {
        return catalog.dialect().copiesInBulk() ? new PostgresBoardWriter(catalog.handle(), writer)
                : new H2BoardWriter(catalog.handle());
    }
}
