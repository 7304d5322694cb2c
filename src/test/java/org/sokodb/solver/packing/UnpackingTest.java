package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * YASS's packing order on real XSokoban screens, the expected orders read off the boards by
 * hand (coordinates (x, y) as in the .xsb text, 0-based).
 *
 * <p>Screen 69: the goal room has two doors, (9,7) below goal (9,6) on the left and (14,2)
 * beside goal (13,2) on the right; the man starts on the right and 13 of the 18 boxes stand on
 * the left, where the room is the only way across. So forwards every left-hand box but the one
 * that fills (9,6) must come through the left door before (9,6) is filled, and the right door,
 * the man's own, is filled last. Screen 66: the man starts in the right-hand corridor, the
 * room's far goals (10,1), (11,1), (12,1) are filled first and its bottom doors (14,5), (15,5),
 * where the boxes from below come in, last.
 */
class UnpackingTest {
    private static Maze screen(int n) throws Exception {
        return new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen." + n))));
    }

    private static int floor(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    /** How many targets are filled before the goal on (x, y): those of higher phases. */
    private static int filledBefore(PhaseOrder order, Maze maze, int x, int y) {
        int phase = order.goalPhase(floor(maze, x, y));
        int count = 0;
        for (int p : order.phases()) {
            count += p > phase ? 1 : 0;
        }
        return count;
    }

    @Test
    void screen69FillsTheLeftDoorOnlyAfterEveryLeftHandBoxCameThrough() throws Exception {
        Maze maze = screen(69);
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        assertFalse(order.fallback());
        assertTrue(filledBefore(order, maze, 9, 6) >= 12, order.describe(maze));
        assertEquals(1, order.goalPhase(floor(maze, 13, 2)), "the right door last:\n" + order.describe(maze));
        // as YASS's own order: 16 parking squares, 27 phases, the parking squares before any goal
        assertEquals(16, order.parkingCount());
        assertEquals(27, order.phaseCount());
        int lowestParking = Integer.MAX_VALUE;
        int highestGoal = 0;
        for (int t = 0; t < order.size(); t++) {
            if (order.parking(t)) {
                lowestParking = Math.min(lowestParking, order.phases()[t]);
            } else {
                highestGoal = Math.max(highestGoal, order.phases()[t]);
            }
        }
        assertTrue(lowestParking > highestGoal, "every parking square is filled before the first goal");
    }

    /**
     * The gate's effect: without it boxes leave through the left door before the man has walked
     * through the room, and read forwards the left door is filled with far fewer targets before
     * it than the gate asks (YASS, with only the gate off, fails 66 and 69).
     */
    @Test
    void withoutTheGateScreen69FillsTheLeftDoorEarly() throws Exception {
        Maze maze = screen(69);
        PhaseOrder gated = Unpacking.compute(maze, true, Unpacking.PARKING_TRIES).orElseThrow();
        PhaseOrder open = Unpacking.compute(maze, false, Unpacking.PARKING_TRIES).orElseThrow();
        int withGate = filledBefore(gated, maze, 9, 6);
        int without = filledBefore(open, maze, 9, 6);
        assertTrue(without < withGate, without + " targets before the left door without the gate, " + withGate + " with");
        assertTrue(open.parkingCount() < gated.parkingCount(), "fewer boxes parked without the gate");
    }

    @Test
    void screen66FillsItsFarGoalsFirstAndItsBottomDoorsLast() throws Exception {
        Maze maze = screen(66);
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        String said = order.describe(maze);
        assertEquals(15, order.parkingCount(), said);
        int far = Math.min(order.goalPhase(floor(maze, 10, 1)),
                Math.min(order.goalPhase(floor(maze, 11, 1)), order.goalPhase(floor(maze, 12, 1))));
        int doors = Math.max(order.goalPhase(floor(maze, 14, 5)), order.goalPhase(floor(maze, 15, 5)));
        for (int g : maze.goals) {
            int phase = order.goalPhase(g);
            assertTrue(phase <= far || isFar(maze, g), "no goal before the far ones:\n" + said);
        }
        for (int g : maze.goals) {
            int y = maze.square[g] / maze.board.width();
            if (y <= 2) {
                assertTrue(order.goalPhase(g) > doors, "the goals of rows 1 and 2 before the bottom doors:\n" + said);
            }
        }
        assertEquals(1, order.goalPhase(floor(maze, 14, 5)), said);
    }

    private static boolean isFar(Maze maze, int g) {
        int s = maze.square[g];
        return s / maze.board.width() == 1;
    }

    @Test
    void aLevelWithFewConnectedGoalsGetsNoOrder() throws Exception {
        Maze maze = screen(1); // six goals in a block
        assertEquals(6, ConnectedGoals.count(maze));
        assertTrue(Unpacking.of(maze).isEmpty());
        assertEquals(18, ConnectedGoals.count(screen(69)));
    }

    @Test
    void everyGoalAndParkingSquareHasAPhaseAndEveryParkingSquareADestinationBeforeIt() throws Exception {
        Maze maze = screen(50);
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        assertEquals(maze.goals.length + order.parkingCount(), order.size());
        for (int t = 0; t < order.size(); t++) {
            assertTrue(order.phases()[t] >= 1 && order.phases()[t] <= order.phaseCount());
            if (order.parking(t)) {
                assertTrue(order.destinations()[t] < order.phases()[t], "a parked box waits before its goal's turn");
            }
        }
        for (int p = 1; p <= order.phaseCount(); p++) {
            assertFalse(order.targetsOf(p).isEmpty(), "no empty phase");
        }
    }

    /**
     * Screen 35: the pocket below the goal room, (14,8)–(16,10), is entered only down column 14
     * (a box on (14,8) cannot be pushed right: the man would stand on the wall (13,8)), so no box
     * from a start square ever stands on (15,9) or (16,9), though a box pulled from a goal gets
     * there round the corner. Those are the squares farthest by pushes from the goals, so parking
     * tried them first; the peel then kept a parking target on (16,9) as the first phase to fill,
     * which no push fills. Checked, no parking square is one no box can be pushed onto, and the
     * order is a full one with parking squares, as YASS's (3 parking squares).
     */
    @Test
    void screen35ParksOnlyWhereABoxFromAStartSquareCanBePushed() throws Exception {
        Maze maze = screen(35);
        boolean[] unreached = Distances.dead(maze, Distances.pullsTo(maze, maze.startBoxes));
        assertTrue(unreached[floor(maze, 16, 9)] && unreached[floor(maze, 15, 9)]);
        PhaseOrder any = Unpacking.of(maze, true).orElseThrow();
        assertTrue(parksOnUnreached(any, unreached), "before the check:\n" + any.describe(maze));
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        String said = order.describe(maze);
        assertFalse(parksOnUnreached(order, unreached), said);
        assertFalse(order.fallback(), "a full order:\n" + said);
        assertTrue(order.parkingCount() > 0, said);
    }

    private static boolean parksOnUnreached(PhaseOrder order, boolean[] unreached) {
        for (int t = 0; t < order.size(); t++) {
            if (order.parking(t) && unreached[order.squares()[t]]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Screen 30: column 2 between rows 6 and 8 is a one-wide tunnel (walls at x 1 and 3), the way
     * between the start's top-left corner and the bottom-left room; (2,9) below it has floor on its
     * left. The order parks its third box in the tunnel, on (2,7), where YASS's solution never keeps
     * one: its box for that column waits on (2,10) and (2,9), beyond the tunnel ({@link ParkWaits}).
     * With tunnel squares taken last ({@code parktunnel}) the third square is (2,9), and the other
     * two, (2,4) and (3,4), stay.
     */
    @Test
    void screen30ParksBeyondTheTunnelWhenTunnelSquaresComeLast() throws Exception {
        Maze maze = screen(30);
        boolean[] tunnel = Parking.tunnelSquares(maze);
        assertTrue(tunnel[floor(maze, 2, 6)] && tunnel[floor(maze, 2, 7)] && tunnel[floor(maze, 2, 8)]);
        assertFalse(tunnel[floor(maze, 2, 9)] || tunnel[floor(maze, 2, 5)] || tunnel[floor(maze, 2, 4)]);
        PhaseOrder plain = Unpacking.of(maze).orElseThrow();
        assertEquals(List.of(floor(maze, 2, 4), floor(maze, 3, 4), floor(maze, 2, 7)), parkingSquares(plain),
                plain.describe(maze));
        PhaseOrder order = Unpacking.of(maze, false, true).orElseThrow();
        assertFalse(order.fallback(), order.describe(maze));
        assertEquals(List.of(floor(maze, 2, 4), floor(maze, 3, 4), floor(maze, 2, 9)), parkingSquares(order),
                order.describe(maze));
    }

    /** The order's parking squares, by floor number (the board's reading order). */
    private static List<Integer> parkingSquares(PhaseOrder order) {
        List<Integer> squares = new ArrayList<>();
        for (int t = 0; t < order.size(); t++) {
            if (order.parking(t)) {
                squares.add(order.squares()[t]);
            }
        }
        squares.sort(null);
        return squares;
    }
}
