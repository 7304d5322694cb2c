package org.sokodb.catalog.near;

import java.util.List;

/**
 * A level's near copies, most alike first, among the levels the similarity index covers, how
 * many boards the answer holds, and how many levels the index does not cover yet (which cannot
 * be among them). {@code rows} is empty when the answer was larger than the question allowed
 * ({@link SimilarLevels#indexedRows}): {@code total} then says how large, at least.
 */
public record SimilarRows(List<Near.Row> rows, long total, long notIndexed) {
    public SimilarRows {
        rows = List.copyOf(rows);
    }

    /** Whether the rows are all the answer's (not left out for its size). */
    public boolean whole() {
        return rows.size() == total;
    }
}
