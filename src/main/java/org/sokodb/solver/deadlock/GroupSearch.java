package org.sokodb.solver.deadlock;

import java.util.Arrays;
import java.util.HashSet;

import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.freeze.PullFreezeCheck;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The exhaustive search of one group of {@link LocalDeadlocks} alone: breadth first over (its
 * boxes, the man's area) by pushes or pulls, until the group breaks up, comes home, or passes
 * {@link LocalDeadlocks#MAX_POSITIONS}.
 */
final class GroupSearch {
    private final Maze maze;
    private final boolean[] dead;
    private final boolean[] home;
    private final boolean pulls;
    private final FreezeCheck freeze;
    private final PullFreezeCheck pullFreeze;
    private final ManReach reach;
    private final ManReach areaReach;
    private final boolean[] box;
    private final int[][] positions = new int[LocalDeadlocks.MAX_POSITIONS + 1][];
    private final HashSet<State> seen = new HashSet<>();

    /** A position of the group, exactly: its squares packed (sorted) and the man's area's smallest square. */
    private record State(long boxes, int area) {
    }

    GroupSearch(Maze maze, boolean[] dead, boolean[] home, boolean pulls) {
        this.maze = maze;
        this.dead = dead;
        this.home = home;
        this.pulls = pulls;
        this.freeze = new FreezeCheck(maze, dead);
        this.pullFreeze = new PullFreezeCheck(maze, dead);
        this.reach = new ManReach(maze);
        this.areaReach = new ManReach(maze);
        this.box = new boolean[maze.size];
    }

    /** True only when no sequence of moves breaks the group up or brings it home: searched to the end within the cap. */
    boolean dead(int[] start, int k, int man) {
        seen.clear();
        int head = 0;
        int tail = 0;
        positions[tail++] = withMan(start, k, man);
        seen.add(state(positions[0], k));
        try {
            while (head < tail) {
                int[] p = positions[head++];
                for (int i = 0; i < k; i++) {
                    box[p[i]] = true;
                }
                reach.fill(p[k], box);
                for (int i = 0; i < k; i++) {
                    int b = p[i];
                    for (int d = 0; d < 4; d++) {
                        int to = maze.step(b, d);
                        // a push: the man behind the box, stepping onto its square; a pull:
                        // the man on the square the box goes to, stepping back one further
                        int manBefore = pulls ? to : maze.step(b, d ^ 2);
                        int manAfter = pulls ? (to < 0 ? -1 : maze.step(to, d)) : b;
                        if (to < 0 || box[to] || dead[to] || manBefore < 0 || !reach.reached(manBefore)
                                || manAfter < 0 || (pulls && box[manAfter])) {
                            continue;
                        }
                        box[b] = false;
                        box[to] = true;
                        boolean frozen = pulls ? pullFreeze.isDeadlock(to, box) : freeze.isDeadlock(to, box);
                        box[to] = false;
                        box[b] = true;
                        if (frozen) {
                            continue;
                        }
                        int[] child = p.clone();
                        child[i] = to;
                        child[k] = manAfter;
                        if (broken(child, k)) {
                            return false;
                        }
                        if (!seen.add(state(child, k))) {
                            continue;
                        }
                        if (tail > LocalDeadlocks.MAX_POSITIONS) {
                            return false; // not known
                        }
                        positions[tail++] = child;
                    }
                }
                for (int i = 0; i < k; i++) {
                    box[p[i]] = false;
                }
            }
            return true;
        } finally {
            Arrays.fill(box, false);
        }
    }

    private static int[] withMan(int[] boxes, int k, int man) {
        int[] p = Arrays.copyOf(boxes, k + 1);
        p[k] = man;
        return p;
    }

    /** Broken up (no two boxes within one square), or every box home: the group is not a deadlock. */
    private boolean broken(int[] p, int k) {
        boolean allHome = true;
        for (int i = 0; i < k; i++) {
            allHome &= home[p[i]];
        }
        if (allHome) {
            return true;
        }
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                if (touching(p[i], p[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean touching(int a, int b) {
        for (int d = 0; d < 4; d++) {
            int n = maze.step(a, d);
            if (n == b || (n >= 0 && maze.step(n, (d + 1) & 3) == b)) {
                return true;
            }
        }
        return false;
    }

    /** The smallest square of the man's area, on {@code man}, with only the group's {@code k} boxes on the board. */
    int area(int[] group, int k, int man) {
        return areaReach.fillWithOnly(man, group, k);
    }

    /** The position exactly: its boxes in any order, and the man's area (its smallest square). */
    private State state(int[] p, int k) {
        int[] sorted = Arrays.copyOf(p, k);
        Arrays.sort(sorted);
        return new State(LocalDeadlocks.key(sorted, k), areaReach.fillWithOnly(p[k], p, k));
    }
}
