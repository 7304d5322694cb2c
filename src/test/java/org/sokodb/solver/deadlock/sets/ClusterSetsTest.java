package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.solver.deadlock.LevelPosition;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.solver.PathPositions;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.Maze;

/**
 * YASS's small-box families ({@link ClusterSets}) on XSokoban 31, where the phase search's lowest
 * phases lie in a line dead by four touching boxes no jam holds (journal/solver.md entry 90): the
 * groups of touching boxes of every position of the solution YASS 2.153 found ({@code
 * ../shared/docs/yass-xsokoban-solutions.sok}, replayed valid) are tried, and none is kept: a
 * solvable position's boxes, any of them alone, are solvable, so a set kept there would be a
 * wrong proof. The clusters precalculated for the level hold in no position of that solution.
 */
@SharedData
class ClusterSetsTest {
    /**
     * XSokoban 31, the first position of phase 6 the phase search expanded (its 616th, the plain
     * solve's options; {@code bench/deadshare.sh … -Ddetail}, journal/solver.md entry 94): the boxes
     * (4,3), (2,4), (3,4) and (4,4) of the top-left room, the man outside it. By hand: (4,3), the wall
     * (5,3) on its right and (4,4) below, moves only up, into the room; (2,4), (3,4) and (4,4) leave
     * row 4 only downwards, with the man in the room above them, or sideways along it; the proof (the
     * four alone, every other box taken away) searched every way they part and met no position with
     * the four on goals, and with any one of them taken away the other three get home.
     */
    static final String[] TOP_LEFT = {
        "  ####",
        "  #  #########",
        " ##  ##@ #   #",
        " #  $#       ####",
        " #$$$   #   $#  ##",
        "##   ## #   $    #",
        "#  #  # #   $$$  #",
        "#          ## ####",
        "#   $ # #  #  #",
        "##  ###  ###  #",
        " #  #....   $ #",
        " ####.....*####",
        "   #**..####",
        "   #***##",
        "   #***#",
        "   #####"};

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void theFourBoxesOf31sTopLeftRoomAreProvedDeadThoughNoJamHoldsThem() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.31", TOP_LEFT);
        boolean[] box = LevelPosition.boxes(maze);
        int man = maze.startMan;
        int[] four = {at(maze, 4, 3), at(maze, 2, 4), at(maze, 3, 4), at(maze, 4, 4)};
        Arrays.sort(four);
        LocalDeadlocks jams = LocalDeadlocks.forPushesEveryGroup(maze);
        for (int b : four) {
            assertFalse(jams.isDeadlock(b, man, box), "a jam holds the box on " + b);
        }
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        assertFalse(learned.holds(man, box));
        learned.clusters().learn(man, box);
        assertTrue(learned.holds(man, box), learned.clusters().summary());
        assertTrue(learned.sets().stream().anyMatch(set -> Arrays.equals(set.squares(), four)),
                "the four kept as a set: " + learned.clusters().summary());
    }
    /**
     * XSokoban 28 with the group of five along the bottom-left wall that the phase search's lowest
     * phases hold (journal/solver.md entry 94): the start position with the boxes (7,10) and (9,10)
     * moved to (5,11) and (8,11), so that (5,11), (6,11), (7,11), (8,11) and (8,12) touch and no other
     * box touches them, the man outside the pocket (5,12)-(7,12) they close. By hand: (5,11), (6,11)
     * and (7,11) leave row 11 only down into the pocket, with the man above them, or up, with the man
     * in it; (8,12) closes it on the right. The group is proved dead and kept as the four without
     * (8,11) (the proof's generalisation takes it away; the man's area is the same with or without it).
     */
    static final String[] BOTTOM_LEFT = {
        "         #####",
        "     #####   #",
        "    ## $  $  ####",
        "##### $  $ $ ##.#",
        "#       $$  ##..#",
        "#  ###### ###.. #",
        "## #  #    #... #",
        "# $   #    #... #",
        "#@ #$ ## ####...#",
        "####  $ $$  ##..#",
        "   ##       $...#",
        "    #$$$$ $ #  .#",
        "    #   $ $  ####",
        "    ######   #",
        "         #####"};

    @Test
    void theFourAlongTheBottomLeftWallOf28AreKeptFromTheirGroupOfFive() throws Exception {
        Maze maze = LevelPosition.on("xsokoban/screen.28", BOTTOM_LEFT);
        boolean[] box = LevelPosition.boxes(maze);
        int man = maze.startMan;
        int[] four = {at(maze, 5, 11), at(maze, 6, 11), at(maze, 7, 11), at(maze, 8, 12)};
        Arrays.sort(four);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        assertFalse(learned.holds(man, box));
        learned.clusters().learn(man, box);
        assertTrue(learned.holds(man, box), learned.clusters().summary());
        assertTrue(learned.sets().stream().anyMatch(set -> Arrays.equals(set.squares(), four)),
                "the four kept as a set: " + learned.clusters().summary());
    }

    private static Solutions.Solved yass(String level) {
        return Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals(level)).findFirst().orElseThrow();
    }

    @Test
    void noGroupOfTouchingBoxesOnYassSolutionOf31IsKept() {
        Solutions.Solved level = yass("31");
        Maze maze = new Maze(level.board());
        LearnedDeadlocks store = LearnedDeadlocks.of(maze);
        PathTrace.Path path = PathTrace.path(maze, level.steps());
        for (int k = 0; k < path.boxes().size(); k++) {
            store.clusters().learn(path.man()[k], path.boxes().get(k).clone());
        }
        assertTrue(store.clusters().candidates() >= 20, "groups tried along 31's solution: " + store.clusters().summary());
        assertEquals(List.of(), store.sets(), "sets kept from the groups of a solvable line");
    }

    @Test
    @SwitchOff
    void noClusterPrecalculatedFor31HoldsOnYassSolution() {
        Solutions.Solved level = yass("31");
        Maze maze = new Maze(level.board());
        LearnedDeadlocks store = LearnedDeadlocks.of(maze);
        store.clusters().precalculate();
        assertTrue(store.clusters().candidates() >= 100, "clusters tried on 31: " + store.clusters().summary());
        PathTrace.Path path = PathTrace.path(maze, level.steps());
        assertEquals(List.of(), PathPositions.where(path, store::holds), "positions of YASS's solution a precalculated cluster holds in");
    }
}
