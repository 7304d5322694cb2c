package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;

/**
 * Building a vicinity on a real level (Microban 105, David W. Skinner: eight boxes in open
 * rooms, where the three-box vicinity is most of a level's work): the work is spent from the
 * node budget, so a node budget bounds it as a time limit does.
 */
class VicinityTest {
    private static final int[] THREE_BOXES = {20, 10, 10};

    private static Tables microban105() {
        Board level = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(104);
        return new Tables(level);
    }

    @Test
    void buildingAVicinitySpendsFromTheBudget() {
        Tables t = microban105();
        Layouts set = new Layouts(t.words, 256L << 20);
        Budget budget = new Budget(Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
        assertTrue(new Vicinity(t).fill(set, new long[][] {t.startBits}, THREE_BOXES, budget));
        // every layout in the set but the start was tried at least once
        assertTrue(budget.nodes() >= (set.count() - 1) / Vicinity.TRIED_PER_POSITION,
                budget.nodes() + " positions for " + set.count() + " layouts");
        assertTrue(set.count() > 10_000, "layouts: " + set.count());
    }

    @Test
    void aNodeBudgetEndsTheBuildingAndKeepsWhatWasAdded() {
        Tables t = microban105();
        Budget whole = new Budget(Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
        Layouts all = new Layouts(t.words, 256L << 20);
        new Vicinity(t).fill(all, new long[][] {t.startBits}, THREE_BOXES, whole);

        long limit = whole.nodes() / 2;
        Budget half = new Budget(Long.MAX_VALUE, limit, () -> false);
        Layouts part = new Layouts(t.words, 256L << 20);
        assertFalse(new Vicinity(t).fill(part, new long[][] {t.startBits}, THREE_BOXES, half));
        assertEquals(limit, half.nodes());
        assertTrue(half.exhausted());
        assertTrue(part.count() > 1 && part.count() < all.count(), part.count() + " of " + all.count());
    }
}
