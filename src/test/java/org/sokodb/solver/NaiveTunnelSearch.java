package org.sokodb.solver;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * For tests only: breadth first search with the naive tunnel macro that sokodb does not
 * use, to show what it loses. A box pushed onto a tunnel square (walls on both sides
 * across the push, no goal) is pushed on in the same direction until it leaves the tunnel
 * or is blocked, never left inside.
 */
final class NaiveTunnelSearch {
    private final Maze maze;

    NaiveTunnelSearch(Maze maze) {
        this.maze = maze;
    }

    private boolean tunnel(int s, int d) {
        return !maze.goal[s] && maze.step(s, d ^ 1) < 0 && maze.step(s, d ^ 3) < 0;
    }

    /** What the search found out. */
    enum Answer { SOLVABLE, UNSOLVABLE, TOO_BIG }

    /** Whether the level can be solved with the macro, searching at most {@code maxStates} positions. */
    Answer solve(int maxStates) {
        Set<String> seen = new HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>(); // boxes…, man
        int n = maze.boxCount();
        int[] first = Arrays.copyOf(maze.startBoxes, n + 1);
        first[n] = maze.startMan;
        queue.add(first);
        ManReach reach = new ManReach(maze);
        boolean[] box = new boolean[maze.size];
        while (!queue.isEmpty() && seen.size() < maxStates) {
            int[] state = queue.poll();
            Arrays.fill(box, false);
            boolean solved = true;
            for (int i = 0; i < n; i++) {
                box[state[i]] = true;
                solved &= maze.goal[state[i]];
            }
            if (solved) {
                return Answer.SOLVABLE;
            }
            int area = reach.fill(state[n], box);
            if (!seen.add(key(state, n, area))) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                for (int d = 0; d < 4; d++) {
                    int b = state[i];
                    int to = maze.step(b, d);
                    if (to < 0 || box[to] || !reach.reached(maze.step(b, d ^ 2))) {
                        continue;
                    }
                    int man = b;
                    while (tunnel(to, d) && maze.step(to, d) >= 0 && !box[maze.step(to, d)]) {
                        man = to;
                        to = maze.step(to, d);
                    }
                    int[] next = state.clone();
                    next[i] = to;
                    next[n] = man;
                    Arrays.sort(next, 0, n);
                    queue.add(next);
                }
            }
        }
        return queue.isEmpty() ? Answer.UNSOLVABLE : Answer.TOO_BIG;
    }

    private static String key(int[] state, int n, int area) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append((char) state[i]);
        }
        return sb.append((char) area).toString();
    }
}
