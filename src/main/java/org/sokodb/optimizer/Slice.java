package org.sokodb.optimizer;

import org.sokodb.solver.maze.Maze;

/**
 * A stretch of a solution, pushes {@code [from, to)}: from the layout before push
 * {@code from}, the man where the solution has him then, to the layout after push
 * {@code to - 1}, the man walking on to where the solution's next push starts (or anywhere,
 * at the end of the solution). What it costs now in a metric is the bound a search of the
 * stretch must beat.
 */
record Slice(int from, int to, long[] startBits, int startMan, long[] endBits, int exitMan, long cost) {

    static Slice of(Tables t, PushLine line, long[][] layouts, int from, int to, Metric metric) {
        Maze maze = t.maze;
        int exit = to == line.pushes() ? Maze.NONE : maze.step(line.from[to], line.dir[to] ^ 2);
        ManWalk walk = new ManWalk(maze);
        int man = line.manBefore(t, from);
        long cost = 0;
        for (int i = from; i < to; i++) {
            walk.fill(man, layouts[i]);
            cost += metric.push(walk.to(maze.step(line.from[i], line.dir[i] ^ 2)));
            man = line.from[i];
        }
        if (exit != Maze.NONE) {
            walk.fill(man, layouts[to]);
            cost += metric.walk(walk.to(exit));
        }
        return new Slice(from, to, layouts[from], line.manBefore(t, from), layouts[to], exit, cost);
    }

    int pushes() {
        return to - from;
    }
}
