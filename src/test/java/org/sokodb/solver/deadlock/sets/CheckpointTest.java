package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.deadlock.LevelPosition;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * Two corrals' fences checked by hand, each proved dead by the no-progress checkpoints' proof
 * ({@link LearnedDeadlocks#candidate}, {@code phasestall}'s, with its larger cap; the corrals of
 * every expansion, {@code phaselearn}'s: {@link CorralCapTest}, on the same positions).
 *
 * <p>A fenced square the phase search walked round on XSokoban 76, jams cut
 * (measured: journal/solver.md entry 75): the position it expanded 5,000th, where the boxes (3,8), (3,9) and
 * (5,9) fence in (4,9), a square between walls above and below that the man cannot reach. No box
 * of it touches both others, so the jams miss it; the position has pushes, so the search never
 * hands it to the dead ends' learning. By hand, the three alone: (3,8) is held by the wall (4,8)
 * beside it and (3,9) below, so it moves only up, from (3,9); (3,9), below it, moves only sideways;
 * (5,9), the wall (5,10) below, moves only sideways. The one pushes there are, (3,9) right or (5,9)
 * left into (4,9), leave two boxes side by side between walls: (4,9) and (5,9) (each held above
 * and below, and each other's way blocked), or (3,9) and (4,9) ((3,9) held by (3,8) above, (4,9) by
 * walls): frozen off goals. So no push gets the three onto goals.
 */
class CheckpointTest {
    static final String[] FENCED = {
        "####################",
        "#@# # #   # ##   # #",
        "#               $  #",
        "#  ## # #####   # ##",
        "##    ##*****#  #  #",
        "## ## #**...### #  #",
        "#   # ##*...*#  # ##",
        "#   $   ##..##  #  #",
        "# $$#$$            #",
        "## $ $ # #  #      #",
        "#   ##   #  #      #",
        "####################"};

    /** XSokoban 28's pocket (the second test): also {@link StallCheckpointsTest}'s position. */
    static final String[] POCKET = {
        "         #####",
        "     #####@  #",
        "    ##   $$$ ####",
        "##### $   $  ##*#",
        "#           ##.*#",
        "#  ###### ###*. #",
        "## #  #    #*.. #",
        "#     #  $ #**. #",
        "#  #  ## ####*.*#",
        "####        ##.*#",
        "   ##$       ...#",
        "    # $$$   #  .#",
        "    #   $    ####",
        "    ######   #",
        "         #####"};

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void theFenceIsProvedDeadAndHoldsInThePosition() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.76", FENCED);
        boolean[] box = LevelPosition.boxes(maze);
        int man = maze.startMan;
        assertFalse(LocalDeadlocks.forPushesEveryGroup(maze).isDeadlock(at(maze, 5, 9), man, box), "no jam");
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        assertFalse(learned.holds(man, box));
        assertTrue(learned.candidate(new int[] {at(maze, 3, 8), at(maze, 3, 9), at(maze, 5, 9)}, man));
        assertTrue(learned.holds(man, box));
        assertEquals(List.of(at(maze, 3, 8), at(maze, 3, 9), at(maze, 5, 9)),
                learned.sets().stream().flatMapToInt(set -> java.util.Arrays.stream(set.squares())).boxed().toList());
    }

    /**
     * XSokoban 28, the position the phase search expanded 20,000th with {@code phaselocal} and the checkpoints
     * of one position in 1,024 on (measured: journal/solver.md entry 77): the boxes A (5,10), B (6,11), C (7,11), D (8,11) and E (8,12)
     * close the pocket (5,11), (5,12), (6,12), (7,12), walls on its left (column 4) and below (row 13), and the
     * man is outside it. By hand: A, the wall (4,10) on its left, goes up only with the man on (5,11) in the
     * pocket, and down only into (5,11), where the wall (4,11) beside it leaves it up (from (5,12), in the
     * pocket again) or down into the corner (5,12), dead; B and C go up only with the man in the pocket, and
     * down only into row 12, whose squares (5,12)–(9,12) have a wall below, so they leave it only to the right,
     * past E. So every line that solves the five opens the pocket by pushing B, C or E into it; the proof
     * (the five alone, every other box taken away) searched all of those lines and met no position with the
     * five on goals, and with any one of them taken away the other four get home: the set is these five. The
     * checkpoints' proof learns it; its proofs take the positions nearest the goals first, so the five tries that
     * take a box away (each four get home) end at once, not at the cap: under one proof's cap, 20,000
     * positions, in all (102,866 when each try went breadth first).
     */
    @Test
    void theCheckpointsProofLearnsXSokoban28sPocketWithinOneProofsCap() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", POCKET);
        boolean[] box = LevelPosition.boxes(maze);
        int man = maze.startMan;
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        assertTrue(learned.candidate(new int[] {at(maze, 5, 10), at(maze, 6, 11), at(maze, 7, 11), at(maze, 8, 11),
            at(maze, 8, 12)}, man));
        assertTrue(learned.holds(man, box));
        assertEquals(List.of(at(maze, 5, 10), at(maze, 6, 11), at(maze, 7, 11), at(maze, 8, 11), at(maze, 8, 12)),
                learned.sets().stream().flatMapToInt(set -> java.util.Arrays.stream(set.squares())).boxed().toList());
        assertTrue(learned.proofPositions() < LearnedDeadlocks.CHECKPOINT_POSITIONS,
                "proof positions: " + learned.proofPositions());
    }
}
