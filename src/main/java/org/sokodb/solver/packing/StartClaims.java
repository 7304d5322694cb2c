package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The start squares while the goal room is emptied backwards: each target's start squares (those
 * a box can be pulled to from it on the empty board), how many of them are still unclaimed, and
 * the claims. A start square is claimed once, by the box that leaves for it; the choice among a
 * box's candidates keeps options open for the target with fewest left (the largest, over the
 * candidates, of the smallest count among the targets that could use it).
 */
final class StartClaims {
    private final Maze maze;
    /** Per target, by start index, whether a box can be pulled from the target to that start square. */
    private final List<boolean[]> starts = new ArrayList<>();
    /** Per target, its start squares not claimed yet. */
    private final List<Integer> left = new ArrayList<>();
    private final boolean[] claimed;

    StartClaims(Maze maze) {
        this.maze = maze;
        this.claimed = new boolean[maze.startBoxes.length];
    }

    /** Adds a target on {@code square} (targets are numbered in the order they are added). */
    void addTarget(int square) {
        int[] dist = Distances.fill(maze, square, true, Maze.NONE);
        boolean[] own = new boolean[maze.startBoxes.length];
        int count = 0;
        for (int i = 0; i < own.length; i++) {
            own[i] = dist[maze.startBoxes[i]] < Distances.UNREACHABLE;
            count += own[i] && !claimed[i] ? 1 : 0;
        }
        starts.add(own);
        left.add(count);
    }

    /** Forgets the last target added. */
    void removeLastTarget() {
        starts.remove(starts.size() - 1);
        left.remove(left.size() - 1);
    }

    boolean claimed(int start) {
        return claimed[start];
    }

    /**
     * How good start square {@code start} is to claim: the fewest unclaimed start squares among
     * the targets still waiting (those {@code waiting} marks) that could use it.
     */
    int value(int start, boolean[] waiting) {
        int min = Integer.MAX_VALUE;
        for (int t = 0; t < starts.size(); t++) {
            if (waiting[t] && starts.get(t)[start]) {
                min = Math.min(min, left.get(t));
            }
        }
        return min;
    }

    void claim(int start) {
        claimed[start] = true;
        for (int t = 0; t < starts.size(); t++) {
            if (starts.get(t)[start]) {
                left.set(t, left.get(t) - 1);
            }
        }
    }

    void release(int start) {
        claimed[start] = false;
        for (int t = 0; t < starts.size(); t++) {
            if (starts.get(t)[start]) {
                left.set(t, left.get(t) + 1);
            }
        }
    }
}
