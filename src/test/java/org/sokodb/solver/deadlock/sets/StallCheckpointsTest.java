package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.deadlock.LevelPosition;
import org.sokodb.solver.maze.Maze;

/**
 * The no-progress checkpoints on XSokoban 28's pocket ({@link CheckpointTest}: the boxes A (5,10),
 * B (6,11), C (7,11), D (8,11) and E (8,12) close the pocket (5,11), (5,12), (6,12), (7,12), and
 * the five alone cannot all get onto goals). A search that pushes every other box and never these
 * five makes them the lazy boxes of its checkpoint, which learns them as its set; they are also
 * the fences of the position's shut area, the third candidate.
 */
class StallCheckpointsTest {
    private static final String[] POCKET = CheckpointTest.POCKET;

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static int[] pocket(Maze maze) {
        return new int[] {at(maze, 5, 10), at(maze, 6, 11), at(maze, 7, 11), at(maze, 8, 11), at(maze, 8, 12)};
    }

    @Test
    void theBoxesLeftAloneAreTheCandidateAndTheCheckpointLearnsThem() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", POCKET);
        boolean[] box = LevelPosition.boxes(maze);
        int man = maze.startMan;
        int[] pocket = pocket(maze);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        StallCheckpoints checkpoints = new StallCheckpoints(maze, learned);
        for (int s = 0; s < maze.size; s++) {
            if (box[s] && Arrays.binarySearch(sorted(pocket), s) < 0) {
                for (int i = 0; i < 100; i++) {
                    checkpoints.pushed(s, s); // every other box pushed often
                }
            }
        }
        assertArrayEquals(sorted(pocket), checkpoints.lazyBoxes(box));
        assertFalse(learned.holds(man, box));
        assertTrue(checkpoints.checkpoint(man, box));
        assertTrue(learned.holds(man, box));
        assertArrayEquals(sorted(pocket), learned.sets().get(0).squares());
    }

    @Test
    void theBoxesOfThePocketAreNotPeeled() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", POCKET);
        boolean[] box = LevelPosition.boxes(maze);
        assertHoldsThePocket(maze, new StallCheckpoints(maze, LearnedDeadlocks.of(maze)).peeled(maze.startMan, box));
    }

    @Test
    void theFencesOfThePeeledPositionHoldThePocketsBoxes() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", POCKET);
        boolean[] box = LevelPosition.boxes(maze);
        assertHoldsThePocket(maze, new StallCheckpoints(maze, LearnedDeadlocks.of(maze)).fence(maze.startMan, box));
    }

    /** Every box of 28's pocket is among {@code candidate}'s (ascending) squares. */
    private static void assertHoldsThePocket(Maze maze, int[] candidate) {
        for (int p : pocket(maze)) {
            assertTrue(candidate != null && Arrays.binarySearch(candidate, p) >= 0, "candidate: " + Arrays.toString(candidate));
        }
    }

    private static int[] sorted(int[] squares) {
        int[] s = squares.clone();
        Arrays.sort(s);
        return s;
    }
}
