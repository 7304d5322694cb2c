package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The moves FESS queued, numbered in order, across several chunks. */
class MoveListTest {
    @Test
    void everyMoveReadsBackByItsNumberAcrossChunks() {
        MoveList moves = new MoveList();
        int count = 5 * (1 << 14) + 17; // six chunks, the last one begun
        for (int i = 0; i < count; i++) {
            assertEquals(i, moves.add(i / 3, i * 7 + 1));
        }
        assertEquals(count, moves.size());
        for (int i = 0; i < count; i++) {
            assertEquals(i / 3, moves.parent(i));
            assertEquals(i * 7 + 1, moves.code(i));
        }
    }

    @Test
    void theArrayOfChunksGrowsWithoutMovingAMove() {
        MoveList moves = new MoveList();
        int count = 17 * (1 << 14) + 1; // past the first 16 chunks
        for (int i = 0; i < count; i++) {
            moves.add(i, -i);
        }
        assertEquals(0, moves.parent(0));
        assertEquals(count - 1, moves.parent(count - 1));
        assertEquals(-(count - 1), moves.code(count - 1));
        assertEquals(-(1 << 14), moves.code(1 << 14));
    }
}
