package org.sokodb.catalog.near;

import java.util.List;

/**
 * A level's near copies, most alike first, among the levels the similarity index covers, and
 * how many levels it does not cover yet (which cannot be among them).
 */
public record SimilarRows(List<Near.Row> rows, long notIndexed) {
    public SimilarRows {
        rows = List.copyOf(rows);
    }
}
