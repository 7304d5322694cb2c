package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LongHeapTest {
    @Test
    void keysComeOutSmallestFirst() {
        LongHeap heap = new LongHeap();
        for (long key : new long[] {5, 3, 9, 1, 7, 3, -2}) {
            heap.push(key);
        }
        assertEquals(7, heap.size());
        List<Long> out = new ArrayList<>();
        while (!heap.isEmpty()) {
            out.add(heap.pop());
        }
        assertEquals(List.of(-2L, 1L, 3L, 3L, 5L, 7L, 9L), out);
    }

    @Test
    void valuesStayWithTheirKeys() {
        LongHeap heap = LongHeap.withValues();
        heap.push(30, 3);
        heap.push(10, 1);
        heap.push(40, 4);
        heap.push(20, 2);
        assertEquals(10, heap.peek());
        assertEquals(1, heap.peekValue());
        heap.pop();
        assertEquals(20, heap.peek());
        assertEquals(2, heap.peekValue());
        heap.push(5, 7);
        assertEquals(7, heap.peekValue());
        assertEquals(5, heap.pop());
        assertEquals(2, heap.peekValue());
        assertEquals(20, heap.pop());
        assertEquals(3, heap.peekValue());
        assertEquals(30, heap.pop());
        assertEquals(4, heap.peekValue());
        assertEquals(40, heap.pop());
        assertTrue(heap.isEmpty());
    }

    /** Many keys, pushes and pops mixed, past several doublings: the sorted order of what is in it. */
    @Test
    void mixedPushesAndPopsGiveTheSortedOrder() {
        Random random = new Random(59);
        LongHeap heap = LongHeap.withValues();
        List<Long> inside = new ArrayList<>();
        for (int round = 0; round < 5_000; round++) {
            if (inside.isEmpty() || random.nextInt(3) > 0) {
                long key = random.nextInt(1_000);
                heap.push(key, (int) key * 2);
                inside.add(key);
            } else {
                long smallest = Collections.min(inside);
                assertEquals(smallest * 2, heap.peekValue());
                assertEquals(smallest, heap.pop());
                inside.remove(smallest);
            }
            assertEquals(inside.size(), heap.size());
        }
        assertFalse(heap.isEmpty());
    }
}
