package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.deadlock.LevelPosition;
import org.sokodb.solver.maze.Maze;

/**
 * The corrals of every expansion ({@link LearnedDeadlocks#corrals}) are proved within a small cap,
 * each distinct corral once. The positions are {@link CheckpointTest}'s, checked by hand there.
 */
class CorralCapTest {
    /** XSokoban 76's fenced square: its three boxes are proved dead well within the cap, and the position is cut. */
    @Test
    void aCorralProvedWithinTheCapIsCut() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.76", CheckpointTest.FENCED);
        boolean[] box = LevelPosition.boxes(maze);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        learned.corrals(maze.startMan, box);
        assertTrue(learned.holds(maze.startMan, box));
        assertTrue(learned.proofPositions() < CorralBudget.POSITIONS, "proof positions: " + learned.proofPositions());
    }

    /**
     * XSokoban 28's pocket of five boxes: its fence's proof passes the corrals' cap (the checkpoint's
     * larger cap proves it), so it is not proved; met again, it is not tried again.
     */
    @Test
    void aCorralPastTheCapIsTriedOnce() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", CheckpointTest.POCKET);
        boolean[] box = LevelPosition.boxes(maze);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        learned.corrals(maze.startMan, box);
        assertFalse(learned.holds(maze.startMan, box));
        assertEquals(CorralBudget.POSITIONS, learned.proofPositions(), "one try, to the cap");
        learned.corrals(maze.startMan, box);
        assertEquals(CorralBudget.POSITIONS, learned.proofPositions(), "met again: not tried");
        String summary = learned.corralSummary();
        assertTrue(summary.startsWith("expanded 2 skipped 1 "), summary);
        assertTrue(summary.contains(" capped 1/" + CorralBudget.POSITIONS + " "), summary);
    }

    /**
     * The search's corrals wait for it to stall: XSokoban 76's fenced square is not tried while the
     * search makes progress, is proved once it has gone {@link CorralBudget#STALL} positions without,
     * and a corral of a search past {@link CorralBudget#WINDOW} without progress is not tried.
     */
    @Test
    void theSearchsCorralsWaitForAStallAndPauseInALongOne() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.76", CheckpointTest.FENCED);
        boolean[] box = LevelPosition.boxes(maze);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        learned.corrals(maze.startMan, box, CorralBudget.STALL - 1);
        assertFalse(learned.holds(maze.startMan, box));
        assertEquals(0, learned.proofPositions(), "no proof before the first stall");
        LearnedDeadlocks paused = LearnedDeadlocks.of(maze);
        paused.corrals(maze.startMan, box, CorralBudget.WINDOW);
        assertFalse(paused.holds(maze.startMan, box));
        assertEquals(0, paused.proofPositions(), "no proof in a stall past the window");
        learned.corrals(maze.startMan, box, CorralBudget.STALL);
        assertTrue(learned.holds(maze.startMan, box));
        assertTrue(learned.corralSummary().startsWith("expanded 2 "), learned.corralSummary());
    }
}
