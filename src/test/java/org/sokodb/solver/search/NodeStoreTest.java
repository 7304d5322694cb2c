package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The node store's round trip on positions of real XSokoban screens (breadth first over
 * pushes from the start, the man's area named by its smallest square as the searches name
 * it): every field
 * read back as stored, across chunks; a look-up finds a position met before and only that;
 * a shorter way changes the parent, the push and g alone; the cap answers FULL. What is
 * expected comes from a plain map kept beside the store.
 */
@Slow
class NodeStoreTest {
    /** A small screen, two with more than 64 floor squares (two box words and more) and the largest. */
    private static final int[] SCREENS = {1, 19, 50, 90};
    private static final int POSITIONS = 40_000;

    private record Stored(long[] bits, int man, long key, int parent, int move, int g, int h) {
    }

    @Test
    void everyPositionComesBackAsStoredAndIsFoundAgain() throws Exception {
        int chunks = 0;
        for (int n : SCREENS) {
            Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen." + n))));
            Zobrist zobrist = new Zobrist(maze.size);
            NodeStore store = new NodeStore(maze.size, 1L << 30);
            Map<String, Integer> met = new HashMap<>();
            List<Stored> stored = new ArrayList<>();
            // breadth first over single pushes from the start, as a search meets positions
            List<int[]> layouts = new ArrayList<>();
            List<Integer> men = new ArrayList<>();
            boolean[] box = new boolean[maze.size];
            ManReach reach = new ManReach(maze);
            int again = 0;
            layouts.add(maze.startBoxes.clone());
            men.add(maze.startMan);
            for (int next = 0; next < layouts.size() && stored.size() < POSITIONS; next++) {
                int[] boxes = layouts.get(next);
                Arrays.fill(box, false);
                for (int b : boxes) {
                    box[b] = true;
                }
                int man = reach.fill(men.get(next), box);
                long[] bits = new long[store.words];
                BoxBits.load(bits, boxes);
                long key = zobrist.boxes(boxes, boxes.length) ^ zobrist.man(man);
                String name = Arrays.toString(bits) + "@" + man;
                Integer known = met.get(name);
                int found = store.find(bits, man, key);
                if (known != null) {
                    assertEquals(known.intValue(), found, "screen " + n + ": a position met before");
                    again++;
                    continue;
                }
                assertEquals(NodeStore.ABSENT, found, "screen " + n + ": a new position");
                // g past 16 bits and h by the count, so that the fields cannot pass for each other
                int k = stored.size();
                Stored s = new Stored(bits, man, key, k / 3 - 1, next * 7, 70_000 + k, k % 997);
                int id = store.add(bits, man, key, s.parent(), s.move(), s.g(), s.h());
                assertEquals(k, id, "screen " + n + ": numbered in order");
                stored.add(s);
                met.put(name, id);
                for (int i = 0; i < boxes.length; i++) {
                    for (int d = 0; d < 4; d++) {
                        int behind = maze.step(boxes[i], d ^ 2);
                        int ahead = maze.step(boxes[i], d);
                        if (behind >= 0 && ahead >= 0 && !box[ahead] && reach.reached(behind)) {
                            int[] child = boxes.clone();
                            child[i] = ahead;
                            layouts.add(child);
                            men.add(boxes[i]);
                        }
                    }
                }
            }
            assertTrue(stored.size() > 1_000 && again > 100,
                    "screen " + n + ": positions stored and met again: " + stored.size() + ", " + again);
            chunks = Math.max(chunks, stored.size() >>> 14);
            long[] into = new long[store.words];
            for (int id = 0; id < stored.size(); id++) {
                Stored s = stored.get(id);
                store.boxesOf(id, into);
                assertArrayEquals(s.bits(), into, "screen " + n + ", node " + id);
                assertEquals(s.man(), store.man(id));
                assertEquals(s.key(), store.hash(id));
                assertEquals(s.parent(), store.parent(id));
                assertEquals(s.move(), store.move(id));
                assertEquals(s.g(), store.g(id));
                assertEquals(s.h(), store.h(id));
                assertEquals(id, store.find(s.bits(), s.man(), s.key()));
                // the same boxes and key with the man elsewhere is another position
                assertEquals(NodeStore.ABSENT, store.find(s.bits(), s.man() + maze.size, s.key()));
            }
            // a shorter way found (A*): parent, push and g change, the rest stays
            Stored last = stored.get(stored.size() - 1);
            int id = stored.size() - 1;
            store.improve(id, 3, 12_345, 5);
            assertEquals(3, store.parent(id));
            assertEquals(12_345, store.move(id));
            assertEquals(5, store.g(id));
            assertEquals(last.man(), store.man(id));
            assertEquals(last.h(), store.h(id));
            assertEquals(id, store.find(last.bits(), last.man(), last.key()));
        }
        assertTrue(chunks >= 2, "a screen's positions fill more than two chunks of the store");
    }

    @Test
    void theCapIsCountedInNodes() {
        int words = 3;
        NodeStore store = new NodeStore(64 * words, 10 * NodeStore.bytesPerNode(words));
        long[] bits = new long[words];
        for (int k = 0; k < 10; k++) {
            bits[k % words] = k + 1;
            assertEquals(k, store.add(bits, k, k, k - 1, k, k, k));
        }
        assertEquals(NodeStore.FULL, store.add(bits, 99, 99, 0, 0, 0, 0));
        assertEquals(10, store.count());
    }
}
