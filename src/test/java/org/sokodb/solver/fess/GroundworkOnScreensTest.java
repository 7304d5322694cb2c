package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.SwitchOff;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.BlockingTargets;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Zobrist;

/**
 * The groundwork count as FESS asks it (through {@link Features}, remembered by the layout's
 * key) and the macro walk's shortcut for boxes the man cannot get behind, on positions of
 * real XSokoban screens reached by random pushes from the start. The count is checked
 * against a plain Dijkstra written here from {@link Groundwork}'s rules; the walk against the
 * same walk without the man's area; the bound after each move against a matching solved
 * from scratch.
 */
@Alongside
@ResourceLock("GroundworkOnScreensTest")
class GroundworkOnScreensTest {
    /** The screens whose plans FESS never starts (11, 16, 23, 29, 30) and three it solves. */
    private static final int[] SCREENS = {1, 11, 16, 23, 25, 29, 30, 42};
    private static final int POSITIONS = 400;

    private static Maze screen(int n) throws Exception {
        return new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen." + n))));
    }

    @Test
    void theCountIsTheCheapestWayOfTheRules() throws Exception {
        int nonZero = checkOnScreens(false, POSITIONS, (maze, plan, box, expected) -> expected > 0);
        assertTrue(nonZero > CHECKED / 10, "boxes in the way in a fair share of the positions: " + nonZero);
    }

    /**
     * The count that follows the man round the box where its way turns, as FESS asks it,
     * against the same Dijkstra with his walks made by flood fills, on the first half of the
     * positions of every screen: each position costs two Dijkstras here, one with a flood fill
     * at every step, which made this test nine tenths of the class's time when it took all 400.
     */
    @Test
    @SwitchOff
    void theCountWithTheManGoingRoundIsTheCheapestWayOfItsRules() throws Exception {
        int differ = checkOnScreens(true, POSITIONS / 2,
                (maze, plan, box, expected) -> expected != cheapest(maze, plan, box, false));
        assertTrue(differ > CHECKED / 2 / 20, "the man's walk changes a fair share of the counts: " + differ);
    }

    private static final int CHECKED = SCREENS.length * POSITIONS;

    /** What a test counts among the positions checked. */
    private interface Noted {
        boolean of(Maze maze, PackingPlan plan, boolean[] box, int expected);
    }

    /**
     * The count as FESS asks it ({@code walks}: following the man round the box) against
     * {@link #cheapest} on the first {@code positions} positions of every screen; how many of
     * them {@code noted} holds for.
     */
    private static int checkOnScreens(boolean walks, int positions, Noted noted) throws Exception {
        int count = 0;
        for (int n : SCREENS) {
            Maze maze = screen(n);
            PackingPlan plan = ParkingPlan.of(maze);
            Features features = new Features(maze, plan, true, walks,
                    BlockingTargets.withMan(maze, maze.goals, maze.startBoxes));
            Zobrist zobrist = new Zobrist(maze.size);
            Walker walker = new Walker(maze, n);
            for (int k = 0; k < positions; k++) {
                boolean[] box = walker.box;
                long key = zobrist.boxes(walker.boxes, walker.boxes.length);
                int expected = cheapest(maze, plan, box, walks);
                // twice: the second answer comes from what the first remembered
                assertEquals(expected, features.inTheWay(box, key), "screen " + n + ", position " + k);
                assertEquals(expected, features.inTheWay(box, key), "screen " + n + ", position " + k + " again");
                count += noted.of(maze, plan, box, expected) ? 1 : 0;
                walker.push();
            }
        }
        return count;
    }

    @Test
    void aBoxTheManCannotGetBehindHasNoMoveWithOrWithoutHisArea() throws Exception {
        for (int n : SCREENS) {
            Maze maze = screen(n);
            boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
            MacroPushes plain = new MacroPushes(maze, dead);
            MacroPushes shortcut = new MacroPushes(maze, dead);
            ManReach area = new ManReach(maze);
            Walker walker = new Walker(maze, n);
            for (int k = 0; k < POSITIONS; k++) {
                area.fill(walker.man, walker.box);
                for (int b : walker.boxes) {
                    int expected = plain.walk(walker.box, walker.man, b);
                    int reached = shortcut.walk(walker.box, walker.man, b, area);
                    assertEquals(expected, reached, "screen " + n + ", position " + k + ", box " + b);
                    for (int i = 0; i < reached; i++) {
                        assertEquals(plain.state(i), shortcut.state(i));
                    }
                }
                walker.push();
            }
        }
    }

    /**
     * The bound FESS gives a macro move's position: the repaired matching (a trial move, the
     * matching left as it was for the next), or the position's bound less the pushes when they
     * all brought the box nearer its own target; both against a matching solved from scratch
     * for the moved boxes, on every state of every box's walk.
     */
    @Test
    void theBoundAfterAMacroMoveIsTheCheapestMatching() throws Exception {
        int shortcuts = 0;
        int repairs = 0;
        for (int n : SCREENS) {
            Maze maze = screen(n);
            int[][] dist = Distances.pushesTo(maze, maze.goals);
            boolean[] dead = Distances.dead(maze, dist);
            MacroPushes macro = new MacroPushes(maze, dead);
            int boxes = maze.startBoxes.length;
            Matching matching = new Matching(dist, boxes);
            Matching fresh = new Matching(dist, boxes);
            int[] matched = new int[boxes];
            int[] after = new int[boxes];
            Walker walker = new Walker(maze, n);
            for (int k = 0; k < POSITIONS / 4; k++) {
                int bound = matching.solve(walker.boxes, boxes);
                matching.targets(matched);
                for (int i = 0; i < boxes && bound < Distances.UNREACHABLE; i++) {
                    int from = walker.boxes[i];
                    int reached = macro.walk(walker.box, walker.man, from);
                    for (int r = 0; r < reached; r++) {
                        int state = macro.state(r);
                        int to = state >>> 2;
                        int pushes = macro.pushCount(state);
                        java.util.List<Integer> way = new java.util.ArrayList<>();
                        macro.pushesTo(state, way);
                        assertEquals(way.size(), pushes, "screen " + n + ": the pushes the walk counts");
                        int[] moved = walker.boxes.clone();
                        moved[i] = to;
                        int expected = fresh.solve(moved, boxes);
                        String where = "screen " + n + ", position " + k + ", box " + i + " to " + to;
                        assertEquals(expected, matching.costAfterMove(i, to), where);
                        repairs++;
                        if (dist[matched[i]][to] == dist[matched[i]][from] - pushes) {
                            assertEquals(expected, bound - pushes, where + " (the shortcut)");
                            shortcuts++;
                        }
                    }
                }
                matching.targets(after);
                assertTrue(java.util.Arrays.equals(matched, after), "screen " + n + ": the trials left the matching as it was");
                walker.push();
            }
        }
        assertTrue(shortcuts > 1_000 && repairs > 4_000, "moves checked: " + shortcuts + " shortcuts of " + repairs);
    }

    /**
     * The rules, as a shortest path over (square, direction pushed) from the boxes to the
     * plan's next square: a push costs 1 for a box on the square it pushes onto, and 1 for a
     * box on the man's square unless the push before went the same way; the first push's man
     * square counts too; boxes the plan keeps are walls. At most {@link Groundwork#MAX}. With
     * {@code walks}, a push in a new direction costs instead the man's walk round the box
     * ({@link #round}), and none is made where he cannot get round.
     */
    private static int cheapest(Maze maze, PackingPlan plan, boolean[] box, boolean walks) {
        int packed = plan.packed(box);
        if (packed >= plan.length()) {
            return Groundwork.MAX;
        }
        boolean[] wall = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            wall[s] = box[s] && plan.settled(s, packed);
        }
        // backwards from the target: dist[s * 4 + d] is the cost from a box on s pushed in d on
        int[] dist = new int[4 * maze.size];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        PriorityQueue<int[]> queue = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        int t = plan.target(packed);
        for (int d = 0; d < 4; d++) {
            offer(maze, wall, dist, queue, maze.step(t, d ^ 2), d, 0);
        }
        int best = Integer.MAX_VALUE;
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            int c = top[0];
            int s = top[1] >>> 2;
            int d = top[1] & 3;
            if (c > dist[top[1]]) {
                continue;
            }
            int man = maze.step(s, d ^ 2);
            if (box[s]) {
                best = Math.min(best, c + (box[man] ? 1 : 0));
            }
            for (int e = 0; e < 4; e++) {
                int p = maze.step(s, e ^ 2);
                if (p < 0 || wall[p]) {
                    continue;
                }
                int walk = e == d ? 0 : walks ? round(maze, wall, box, s, p, man) : box[man] ? 1 : 0;
                if (walk != GoingRound.NEVER) {
                    offer(maze, wall, dist, queue, p, e, c + walk + (box[s] ? 1 : 0));
                }
            }
        }
        return Math.min(best, Groundwork.MAX);
    }

    /**
     * The man's walk from {@code from} to {@code to} round a box on {@code s}: never when the
     * walls, the kept boxes and {@code s} part them; else 1 for a box on {@code to}, and 1 when
     * no walk between the boxes joins them (from beside each where a box stands on it).
     */
    private static int round(Maze maze, boolean[] wall, boolean[] box, int s, int from, int to) {
        boolean[] blocked = wall.clone();
        blocked[s] = true;
        if (!fill(maze, blocked, from)[to]) {
            return GoingRound.NEVER;
        }
        boolean[] between = box.clone();
        for (int q = 0; q < maze.size; q++) {
            between[q] |= wall[q];
        }
        between[s] = true;
        boolean free = false;
        for (int u : beside(maze, box, s, from)) {
            boolean[] reached = fill(maze, between, u);
            for (int v : beside(maze, box, s, to)) {
                free |= reached[v];
            }
        }
        return (box[to] ? 1 : 0) + (free ? 0 : 1);
    }

    /** {@code q} when free, else its free neighbours but {@code s}. */
    private static java.util.List<Integer> beside(Maze maze, boolean[] box, int s, int q) {
        java.util.List<Integer> squares = new java.util.ArrayList<>();
        if (!box[q]) {
            squares.add(q);
            return squares;
        }
        for (int d = 0; d < 4; d++) {
            int u = maze.step(q, d);
            if (u >= 0 && u != s && !box[u]) {
                squares.add(u);
            }
        }
        return squares;
    }

    /** The squares reached from {@code start} (which may itself be blocked) without crossing a blocked one. */
    private static boolean[] fill(Maze maze, boolean[] blocked, int start) {
        boolean[] reached = new boolean[maze.size];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        reached[start] = true;
        queue.add(start);
        while (!queue.isEmpty()) {
            int q = queue.poll();
            for (int d = 0; d < 4; d++) {
                int u = maze.step(q, d);
                if (u >= 0 && !blocked[u] && !reached[u]) {
                    reached[u] = true;
                    queue.add(u);
                }
            }
        }
        return reached;
    }

    private static void offer(Maze maze, boolean[] wall, int[] dist, PriorityQueue<int[]> queue, int p, int d, int c) {
        if (p < 0 || wall[p]) {
            return;
        }
        int man = maze.step(p, d ^ 2);
        if (man < 0 || wall[man] || c >= dist[p * 4 + d]) {
            return;
        }
        dist[p * 4 + d] = c;
        queue.add(new int[] {c, p * 4 + d});
    }

    /** Random single pushes from the start, the man walking to them; back to the start when stuck. */
    private static final class Walker {
        final Maze maze;
        final boolean[] box;
        final int[] boxes;
        int man;
        private final ManReach reach;
        private final SplittableRandom random;

        Walker(Maze maze, long seed) {
            this.maze = maze;
            this.box = new boolean[maze.size];
            this.boxes = maze.startBoxes.clone();
            this.reach = new ManReach(maze);
            this.random = new SplittableRandom(seed);
            restart();
        }

        private void restart() {
            java.util.Arrays.fill(box, false);
            System.arraycopy(maze.startBoxes, 0, boxes, 0, boxes.length);
            for (int b : boxes) {
                box[b] = true;
            }
            man = maze.startMan;
        }

        void push() {
            reach.fill(man, box);
            int options = 0;
            int chosen = -1;
            for (int i = 0; i < boxes.length; i++) {
                for (int d = 0; d < 4; d++) {
                    int behind = maze.step(boxes[i], d ^ 2);
                    int ahead = maze.step(boxes[i], d);
                    if (behind >= 0 && ahead >= 0 && !box[ahead] && reach.reached(behind)
                            && random.nextInt(++options) == 0) {
                        chosen = i * 4 + d; // one of the pushes, each as likely
                    }
                }
            }
            if (chosen < 0) {
                restart();
                return;
            }
            int from = boxes[chosen >>> 2];
            int to = maze.step(from, chosen & 3);
            box[from] = false;
            box[to] = true;
            boxes[chosen >>> 2] = to;
            man = from;
        }
    }
}
