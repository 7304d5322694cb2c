package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** YASS's bucket queue with a rover ({@link RoverQueue}). */
class RoverQueueTest {
    @Test
    void withoutARoverTheLowestBucketComesFirstNewestFirst() {
        RoverQueue queue = new RoverQueue(0);
        queue.push(3, 30);
        queue.push(1, 10);
        queue.push(1, 11);
        queue.push(2, 20);
        assertEquals(11, queue.pop());
        assertEquals(10, queue.pop());
        assertEquals(20, queue.pop());
        queue.push(0, 0); // lower than any taken so far
        assertEquals(0, queue.pop());
        assertEquals(30, queue.pop());
        assertTrue(queue.isEmpty());
    }

    /**
     * Ten good positions (score 0) and one poor (score 50): every fourth take is the rover's, and
     * its second turn reaches the poor bucket while good positions are still waiting.
     */
    @Test
    void theRoverTakesAPoorPositionBeforeTheGoodOnesRunOut() {
        RoverQueue queue = new RoverQueue(4);
        for (int k = 0; k < 10; k++) {
            queue.push(0, k);
        }
        queue.push(50, 500);
        int[] taken = new int[8];
        for (int k = 0; k < 8; k++) {
            taken[k] = queue.pop();
        }
        assertEquals(500, taken[7], "the rover's second turn");
        for (int k = 0; k < 7; k++) {
            assertTrue(taken[k] < 10, "a good position: " + taken[k]);
        }
        int left = 0;
        while (!queue.isEmpty()) {
            assertTrue(queue.pop() < 10);
            left++;
        }
        assertEquals(3, left);
    }
}
