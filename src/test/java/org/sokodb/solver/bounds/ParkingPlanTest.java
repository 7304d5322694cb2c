package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The packing plan that parks, on real XSokoban screens. Its promise is checked forwards, by a
 * search of its own here: every step can be carried out by pushing one box alone, the boxes the
 * steps before it placed standing in the way — a box from a start square to the step's square,
 * or the parked box from its parking square on to its goal.
 */
class ParkingPlanTest {
    private static Maze screen(int n) throws Exception {
        return new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen." + n))));
    }

    /**
     * Screens whose goal room cannot be emptied box by box back to the start squares: on 15,
     * 46 and 47 one parked box is enough and every step is shown; 18 and 44 jam again later,
     * where the plain rule takes over for a few steps (not shown, so not checked).
     */
    @ParameterizedTest
    @CsvSource({"15,true", "46,true", "47,true", "18,false", "44,false"})
    void aJammedGoalRoomIsPackedRoundAParkedBoxAndEveryShownStepCanBeMade(int n, boolean whole) throws Exception {
        Maze maze = screen(n);
        ParkingPlan plan = assertInstanceOf(ParkingPlan.class, ParkingPlan.of(maze));
        assertTrue(plan.parks() > 0, "screen " + n + " parks a box");
        assertEquals(maze.goals.length + plan.parks(), plan.length(), "one step per goal and one per parked box");
        boolean[] placed = new boolean[maze.size];
        int shown = 0;
        for (int k = 0; k < plan.length(); k++) {
            int to = plan.target(k);
            int from = plan.from(k);
            if (from != Maze.NONE) {
                placed[from] = false;
            }
            if (plan.shown(k)) {
                shown++;
                assertTrue(from == Maze.NONE ? canArrive(maze, placed, to) : pushable(maze, placed, from, to),
                        "screen " + n + ": step " + k + (from == Maze.NONE ? " brings a box in" : " takes the parked box home"));
            }
            placed[to] = true;
            assertTrue(plan.packed(placed) >= k + 1, "the layout after step " + k + " has packed it");
        }
        for (int g : maze.goals) {
            assertTrue(placed[g], "the plan ends with every goal filled");
        }
        assertEquals(plan.length(), plan.packed(placed));
        assertEquals(whole, shown == plan.length(), "screen " + n + ": " + shown + " of " + plan.length() + " steps shown");
    }

    /** A parked box counts where the plan parks it, and no longer once the plan has moved it on. */
    @ParameterizedTest
    @ValueSource(ints = {15, 46, 47})
    void aParkingSquareCountsOnlyWhileThePlanKeepsABoxThere(int n) throws Exception {
        Maze maze = screen(n);
        ParkingPlan plan = (ParkingPlan) ParkingPlan.of(maze);
        int move = 0;
        while (plan.from(move) == Maze.NONE) {
            move++;
        }
        int parking = plan.from(move);
        boolean[] placed = new boolean[maze.size];
        for (int k = 0; k < move; k++) {
            placed[plan.target(k)] = true;
        }
        assertEquals(move, plan.packed(placed), "every step up to the parked box's move");
        assertTrue(plan.settled(parking, move - 1), "the parked box is kept before its move comes");
        assertTrue(!plan.settled(parking, move), "and is the one the move takes on");
        placed[parking] = false;
        assertTrue(plan.packed(placed) < move, "without the parked box the steps after its parking are not done");
    }

    /** Where every box can leave, the plan is the order of {@link PackingOrder#leaving}. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 6, 9, 11, 24})
    void withoutAJamThePlanIsTheLeavingOrder(int n) throws Exception {
        Maze maze = screen(n);
        PackingPlan plan = ParkingPlan.of(maze);
        PackingOrder order = PackingOrder.leaving(maze);
        assertEquals(order.length(), plan.length());
        for (int k = 0; k < plan.length(); k++) {
            assertEquals(order.target(k), plan.target(k), "step " + k);
        }
    }

    private static boolean canArrive(Maze maze, boolean[] placed, int to) {
        for (int s : maze.startBoxes) {
            if (!placed[s] && (s == to || pushable(maze, placed, s, to))) {
                return true;
            }
        }
        return false;
    }

    /** Whether one box can be pushed from {@code from} to {@code to}, the {@code placed} boxes standing still, the man starting anywhere free. */
    private static boolean pushable(Maze maze, boolean[] placed, int from, int to) {
        ManReach reach = new ManReach(maze);
        boolean[] seen = new boolean[4 * maze.size];
        int[] queue = new int[4 * maze.size];
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int man = maze.step(from, d);
            if (man >= 0 && !placed[man]) {
                seen[from * 4 + d] = true;
                queue[tail++] = from * 4 + d;
            }
        }
        boolean[] blocked = placed.clone();
        for (int head = 0; head < tail; head++) {
            int b = queue[head] >>> 2;
            int side = queue[head] & 3;
            blocked[b] = true;
            reach.fill(maze.step(b, side), blocked);
            blocked[b] = false;
            for (int d = 0; d < 4; d++) {
                int man = maze.step(b, d);
                int ahead = maze.step(b, d ^ 2);
                if (man < 0 || ahead < 0 || !reach.reached(man) || placed[ahead]) {
                    continue;
                }
                if (ahead == to) {
                    return true;
                }
                if (!seen[ahead * 4 + d]) {
                    seen[ahead * 4 + d] = true;
                    queue[tail++] = ahead * 4 + d;
                }
            }
        }
        return false;
    }
}
