package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class LeaderGroupsTest {
    private static long pair(int i, int j) {
        return (long) i << 32 | j;
    }

    @Test
    void theFirstLevelLeadsAndTakesEveryLevelLikeIt() {
        assertEquals(List.of(List.of(0, 2, 3)), LeaderGroups.of(4, new long[] {pair(0, 3), pair(0, 2)}));
    }

    @Test
    void aChainDoesNotMakeOneGroup() {
        // 0 like 1, 1 like 2, 2 like 3: 0 leads {0, 1}; 1 is taken, so 2 leads {2, 3}
        assertEquals(List.of(List.of(0, 1), List.of(2, 3)),
                LeaderGroups.of(4, new long[] {pair(1, 2), pair(0, 1), pair(2, 3)}));
    }

    @Test
    void aLevelTakenStaysWithItsFirstLeader() {
        // 0 like 2, 1 like 2 and 3: 2 goes with 0; 1 leads {1, 3}
        assertEquals(List.of(List.of(0, 2), List.of(1, 3)),
                LeaderGroups.of(4, new long[] {pair(0, 2), pair(1, 2), pair(1, 3)}));
    }

    @Test
    void noPairsNoGroups() {
        assertEquals(List.of(), LeaderGroups.of(3, new long[0]));
    }
}
