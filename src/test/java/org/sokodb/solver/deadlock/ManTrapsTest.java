package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The man shut in a pocket he can never pull his way out of: hand-made pockets, and, as the
 * check of soundness, no position the pushes can reach from a level's start is ever called
 * a trap (a position the backward search can pull back to the start is exactly one the
 * pushes reach from it).
 */
@Slow
class ManTrapsTest {
    private static Maze maze(String... rows) throws Exception {
        return new Maze(Board.parse(List.of(rows)));
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static ManTraps traps(Maze maze) {
        return new ManTraps(maze, Distances.dead(maze, Distances.pullsTo(maze, maze.startBoxes)));
    }

    /** A one-wide dead end whose mouth a box closes: every pull brings the box deeper after him. */
    @Test
    void aManBehindABoxInAOneWideDeadEndIsTrapped() throws Exception {
        Maze maze = maze(
                "#########",
                "#@      #",
                "####### #",
                "#.  $   #",
                "#########");
        ManTraps traps = traps(maze);
        boolean[] box = new boolean[maze.size];
        box[at(maze, 3, 3)] = true;
        assertTrue(traps.isDeadlock(at(maze, 1, 3), box), "the man at the end, the box two squares out");
        box[at(maze, 3, 3)] = false;
        box[at(maze, 2, 3)] = true;
        assertTrue(traps.isDeadlock(at(maze, 1, 3), box), "the box right in front of him");
        box[at(maze, 2, 3)] = false;
        box[at(maze, 4, 3)] = true;
        assertFalse(traps.isDeadlock(at(maze, 5, 3), box), "the man outside the dead end is free");
    }

    /**
     * A room three squares wide whose door a box closes: pulled in twice, the box leaves the
     * doorway and the man walks out round it. Two squares wide, the second pull has no room.
     */
    @Test
    void aRoomWithSpaceToPullTheDoorBoxInIsNoTrap() throws Exception {
        Maze wide = maze(
                "#########",
                "#   #@  #",
                "#     $.#",
                "#   #####",
                "#########");
        boolean[] box = new boolean[wide.size];
        box[at(wide, 4, 2)] = true;
        assertFalse(traps(wide).isDeadlock(at(wide, 1, 2), box));
        Maze narrow = maze(
                "#########",
                "##  #@  #",
                "##    $.#",
                "##  #####",
                "#########");
        boolean[] box2 = new boolean[narrow.size];
        box2[at(narrow, 4, 2)] = true;
        assertTrue(traps(narrow).isDeadlock(at(narrow, 2, 2), box2));
    }

    @Test
    void theMansOwnStartAreaIsNeverATrap() throws Exception {
        Maze maze = maze(
                "#########",
                "#.      #",
                "####### #",
                "#@  $   #",
                "#########");
        boolean[] box = new boolean[maze.size];
        box[at(maze, 3, 3)] = true;
        assertFalse(traps(maze).isDeadlock(at(maze, 1, 3), box), "he ends where he started: no need to leave");
    }

    /**
     * Every position the pushes reach from the start of Microban 1–40 (breadth first, at most
     * 50,000 positions a level), with the man anywhere in his area: none is a trap.
     */
    @Test
    void noPositionThePushesReachIsATrap() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        int checked = 0;
        for (int level = 1; level <= 40; level++) {
            Maze maze = new Maze(levels.get(level - 1));
            ManTraps traps = traps(maze);
            for (State state : reachable(maze, 50_000)) {
                boolean[] box = new boolean[maze.size];
                for (int b : state.boxes) {
                    box[b] = true;
                }
                assertFalse(traps.isDeadlock(state.man, box), "Microban " + level + ": " + state);
                checked++;
            }
        }
        assertTrue(checked > 100_000, "positions checked: " + checked);
    }

    /** The man shut in with the level's boxes where they start is no trap: he is in his start area. */
    @Test
    void theStartIsNeverATrap() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        Maze maze = new Maze(levels.get(0));
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        assertFalse(traps(maze).isDeadlock(maze.startMan, box));
    }

    private record State(int[] boxes, int man) {
        @Override
        public boolean equals(Object o) {
            return o instanceof State s && man == s.man && Arrays.equals(boxes, s.boxes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(boxes) * 31 + man;
        }

        @Override
        public String toString() {
            return "boxes " + Arrays.toString(boxes) + " man " + man;
        }
    }

    /** Positions the pushes reach from the start, the man's area named by its smallest square. */
    private static Set<State> reachable(Maze maze, int cap) {
        Set<State> seen = new HashSet<>();
        ArrayDeque<State> queue = new ArrayDeque<>();
        boolean[] box = new boolean[maze.size];
        State start = normal(maze, maze.startBoxes.clone(), maze.startMan);
        seen.add(start);
        queue.add(start);
        while (!queue.isEmpty() && seen.size() < cap) {
            State s = queue.poll();
            Arrays.fill(box, false);
            for (int b : s.boxes) {
                box[b] = true;
            }
            boolean[] area = area(maze, s.man, box);
            for (int i = 0; i < s.boxes.length; i++) {
                int b = s.boxes[i];
                for (int d = 0; d < 4; d++) {
                    int from = maze.step(b, d ^ 2);
                    int to = maze.step(b, d);
                    if (from < 0 || to < 0 || !area[from] || box[to]) {
                        continue;
                    }
                    int[] next = s.boxes.clone();
                    next[i] = to;
                    State child = normal(maze, next, b);
                    if (seen.add(child)) {
                        queue.add(child);
                    }
                }
            }
        }
        return seen;
    }

    private static State normal(Maze maze, int[] boxes, int man) {
        Arrays.sort(boxes);
        boolean[] box = new boolean[maze.size];
        for (int b : boxes) {
            box[b] = true;
        }
        boolean[] area = area(maze, man, box);
        int smallest = man;
        for (int s = 0; s < maze.size; s++) {
            if (area[s]) {
                smallest = s;
                break;
            }
        }
        return new State(boxes, smallest);
    }

    private static boolean[] area(Maze maze, int man, boolean[] box) {
        boolean[] area = new boolean[maze.size];
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        area[man] = true;
        stack.push(man);
        while (!stack.isEmpty()) {
            int s = stack.pop();
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && !area[t] && !box[t]) {
                    area[t] = true;
                    stack.push(t);
                }
            }
        }
        return area;
    }
}
