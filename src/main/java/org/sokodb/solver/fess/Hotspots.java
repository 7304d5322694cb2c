package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * Boxes in other boxes' way: each box's <em>way</em> is one shortest push path (the other
 * boxes gone) to the goal the matching gives it, and a square's <em>heat</em> is the number
 * of ways of other boxes that cross it. The <b>hotspot</b> of a position is the box on the
 * hottest square; FESS's hotspot advisor proposes the move that takes it to the coolest
 * square it can reach, cooler than where it stands (Festival's hotspot advisor, after
 * Shoham and Schaeffer, counts blocked boxes its own way; this is a cheap one, a walk down
 * the distance table per box and position expanded).
 */
final class Hotspots {
    private final Maze maze;
    /** Per goal (as {@code maze.goals}), push distances from every square, no boxes. */
    private final int[][] toGoal;
    private final int[] heat;
    /** Per box, where its way starts in {@link #way} (and ends at the next box's start). */
    private final int[] wayStart;
    private int[] way;
    private int wayLength;
    private int hottest = -1;

    Hotspots(Maze maze, int[][] toGoal) {
        this.maze = maze;
        this.toGoal = toGoal;
        this.heat = new int[maze.size];
        this.wayStart = new int[maze.boxCount() + 1];
        this.way = new int[4 * maze.size];
    }

    /** Walks every box's way in the position {@code boxes} shows, given its matching; finds the hotspot. */
    void measure(int[] boxes, int n, Matching matching) {
        for (int k = 0; k < wayLength; k++) {
            heat[way[k]] = 0;
        }
        wayLength = 0;
        for (int i = 0; i < n; i++) {
            wayStart[i] = wayLength;
            int g = matching.targetOf(i);
            if (g >= 0 && g < toGoal.length) {
                walk(boxes[i], toGoal[g]);
            }
        }
        wayStart[n] = wayLength;
        hottest = -1;
        int best = 0;
        for (int i = 0; i < n; i++) {
            int h = heat[boxes[i]];
            if (h > best) {
                best = h;
                hottest = i;
            }
        }
    }

    /** Down the distances from {@code square} to 0, one push at a time (the first direction that fits). */
    private void walk(int square, int[] dist) {
        int s = square;
        if (dist[s] >= Distances.UNREACHABLE) {
            return;
        }
        while (dist[s] > 0) {
            int next = -1;
            for (int d = 0; d < 4 && next < 0; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && maze.step(s, d ^ 2) >= 0 && dist[t] == dist[s] - 1) {
                    next = t;
                }
            }
            if (next < 0) {
                return;
            }
            if (wayLength == way.length) {
                way = Arrays.copyOf(way, 2 * way.length);
            }
            way[wayLength++] = next;
            heat[next]++;
            s = next;
        }
    }

    /** The box (its index) on the hottest square, or -1 when no box stands in another's way. */
    int hottest() {
        return hottest;
    }

    /** The heat of {@code square} for box {@code i}: the other boxes' ways that cross it. */
    int heat(int i, int square) {
        int h = heat[square];
        for (int k = wayStart[i]; k < wayStart[i + 1]; k++) {
            if (way[k] == square) {
                return h - 1;
            }
        }
        return h;
    }
}
