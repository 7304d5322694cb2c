package org.sokodb.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LongMapTest {

    @Test
    void agreesWithAHashMapThroughGrowthAndOverwrites() {
        LongMap map = new LongMap(4);
        Map<Long, Long> expected = new HashMap<>();
        Random random = new Random(15);
        for (int i = 0; i < 50_000; i++) {
            // few distinct keys among the first draws, so that some are overwritten
            long key = i % 3 == 0 ? random.nextInt(1000) - 500 : random.nextLong();
            map.put(key, i);
            expected.put(key, (long) i);
        }
        assertEquals(expected.size(), map.size());
        expected.forEach((k, v) -> assertEquals(v, map.getOrDefault(k, -7), "key " + k));
        assertTrue(map.contains(0) == expected.containsKey(0L));
        assertEquals(-7, map.getOrDefault(123_456_789_012L, -7));
    }

    @Test
    void zeroAndTheExtremesAreKeysLikeAnyOther() {
        LongMap map = new LongMap(0);
        assertFalse(map.contains(0));
        map.put(0, 5);
        map.put(-1, 6);
        map.put(Long.MIN_VALUE, 7);
        map.put(Long.MAX_VALUE, 8);
        assertEquals(5, map.getOrDefault(0, -1));
        assertEquals(6, map.getOrDefault(-1, -1));
        assertEquals(7, map.getOrDefault(Long.MIN_VALUE, -1));
        assertEquals(8, map.getOrDefault(Long.MAX_VALUE, -1));
        assertEquals(4, map.size());
    }

    @Test
    void addKeySaysWhetherTheKeyWasThereAndClearEmptiesTheMap() {
        LongMap set = new LongMap(4);
        Random random = new Random(38);
        java.util.Set<Long> expected = new java.util.HashSet<>();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 5_000; i++) {
                long key = i % 2 == 0 ? random.nextInt(200) - 100 : random.nextLong();
                assertEquals(!expected.add(key), set.addKey(key), "round " + round + ", key " + key);
            }
            assertEquals(expected.size(), set.size());
            set.clear();
            expected.clear();
            assertEquals(0, set.size());
            assertFalse(set.contains(0));
            assertEquals(0, set.keys().length);
        }
    }
}
