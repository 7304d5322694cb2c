package org.sokodb.catalog.imports.bulk;

import java.util.HashMap;
import java.util.Map;

import org.sokodb.tables.LongMap;

/**
 * What a bulk load knows of the catalog's Unique-Ids in memory: how many levels that a board
 * is have each, so that a new board with one is a duplicate. A level no board is (a replaced
 * source's, kept for its solutions alone) is held apart, not counted, until a board is it
 * again: no board a new one could duplicate.
 */
final class BoardedUniqueIds {
    /** Unique-Id key → how many levels that a board is have it. */
    private final LongMap counts;
    /** Row id → Unique-Id key of the levels no board is. */
    private final Map<Long, Long> withoutBoards = new HashMap<>();

    BoardedUniqueIds(int expected) {
        counts = new LongMap(expected);
    }

    /** Whether a level that a board is has Unique-Id key {@code u}. */
    boolean known(long u) {
        return counts.getOrDefault(u, 0) > 0;
    }

    /** A level with Unique-Id key {@code u} that a board is (learned, or inserted for one). */
    void added(long u) {
        counts.put(u, counts.getOrDefault(u, 0) + 1);
    }

    /** A level with Unique-Id key {@code u} is gone. */
    void removed(long u) {
        counts.put(u, counts.getOrDefault(u, 1) - 1);
    }

    /** Level row {@code id} (Unique-Id key {@code u}) is no board's any more: held apart. */
    void unboarded(long id, long u) {
        if (withoutBoards.putIfAbsent(id, u) == null) {
            removed(u);
        }
    }

    /** Level row {@code id} is about to be a board's: counted again if it was held apart. */
    void boarded(long id) {
        Long u = withoutBoards.remove(id);
        if (u != null) {
            added(u);
        }
    }
}
