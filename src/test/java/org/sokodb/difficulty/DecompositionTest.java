package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.replay.SolutionMetrics;

/**
 * The two-group decomposition on switch graphs worked out by hand, and Stoer–Wagner against every
 * split of random graphs.
 */
class DecompositionTest {

    /** A trace that pushes these boxes in this order (squares do not matter to the switch graph). */
    private static PushTrace trace(int boxCount, int... boxes) {
        int n = boxes.length;
        return new PushTrace(new SolutionMetrics(n, n, n, n, 1, n), boxes, new int[n], new int[n], boxCount);
    }

    @Test
    void aBoxPushedInOneRunCapsThePlainMinimumCutButNotTheBalancedOnes() {
        // 0 1 2 0 1 2 0 1 2 3: switches 0-1 three times, 1-2 three, 2-0 two, 2-3 once
        SwitchGraph g = SwitchGraph.of(trace(4, 0, 1, 2, 0, 1, 2, 0, 1, 2, 3));
        assertEquals(3, g.weight(0, 1));
        assertEquals(2, g.weight(0, 2));
        assertEquals(1, g.weight(2, 3));
        assertEquals(1, MinCut.of(g), "box 3 alone: one switch");
        // both groups hold two boxes: {0,1}|{2,3} costs 2 + 3 = 5, {0,3}|{1,2} 6, {0,2}|{1,3} 7
        assertEquals(5.0, BalancedSplit.of(g, Decomposition.THIRDS));
        assertEquals(1.0, BalancedSplit.of(g, Decomposition.PER_BOX), "one switch over a group of one");
    }

    @Test
    void twoBoxesPushedOnceEachSwitchOnce() {
        SwitchGraph g = SwitchGraph.of(trace(2, 1, 0));
        assertEquals(1, MinCut.of(g));
        assertEquals(1.0, BalancedSplit.of(g, Decomposition.THIRDS));
        assertEquals(1.0, BalancedSplit.of(g, Decomposition.PER_BOX));
    }

    @Test
    void oneBoxOrNoPushHasNothingToSplit() {
        SwitchGraph g = SwitchGraph.of(trace(3, 2, 2, 2));
        assertEquals(0, MinCut.of(g));
        assertEquals(0.0, BalancedSplit.of(g, Decomposition.THIRDS));
        assertEquals(0, MinCut.of(SwitchGraph.of(trace(3))));
    }

    @Test
    void beyondTheExactLimitTheSearchFindsTwoGroupsJoinedOnce() {
        // boxes 0-7 pushed in turn many times, then 8-15: one switch between the two groups
        int[] seq = new int[16 * 4];
        int at = 0;
        for (int group = 0; group < 2; group++) {
            for (int round = 0; round < 4; round++) {
                for (int b = 0; b < 8; b++) {
                    seq[at++] = group * 8 + b;
                }
            }
        }
        SwitchGraph g = SwitchGraph.of(trace(16, seq));
        assertEquals(16, g.nodes());
        assertEquals(1.0, BalancedSplit.of(g, Decomposition.THIRDS));
        assertEquals(1.0 / 8, BalancedSplit.of(g, Decomposition.PER_BOX));
    }

    @Test
    void stoerWagnerFindsTheFewestSwitchesOfEverySplit() {
        Random random = new Random(83);
        for (int round = 0; round < 200; round++) {
            int boxes = 2 + random.nextInt(7);
            int[] seq = new int[5 + random.nextInt(40)];
            for (int i = 0; i < seq.length; i++) {
                seq[i] = random.nextInt(boxes);
            }
            SwitchGraph g = SwitchGraph.of(trace(boxes, seq));
            assertEquals(everySplit(g), MinCut.of(g), "round " + round);
        }
    }

    private static int everySplit(SwitchGraph g) {
        int n = g.nodes();
        if (n < 2) {
            return 0;
        }
        int best = Integer.MAX_VALUE;
        for (int mask = 1; mask < (1 << n) - 1; mask++) {
            int cut = 0;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (((mask >> a) & 1) != ((mask >> b) & 1)) {
                        cut += g.weight(a, b);
                    }
                }
            }
            best = Math.min(best, cut);
        }
        return best;
    }
}
