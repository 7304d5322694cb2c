package org.sokodb.solver.fess;

import java.util.Arrays;
import java.util.List;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * FESS's moves: one box pushed, as many times as it takes, to any square it can reach
 * with the other boxes standing still. A breadth-first walk over the box's square and the
 * direction of its last push (the man stands behind it after that push, and where he can
 * walk next depends on which side he is on); never onto a dead square. Every state reached
 * is a move; the walk's predecessors give its pushes back when a solution is written out.
 * Where the man can walk with the box on a square is asked of the box's {@link BoxGraph}
 * (built once per walk), which also answers for the moves' positions afterwards.
 */
public final class MacroPushes {
    private final Maze maze;
    private final boolean[] dead;
    private final BoxGraph graph;
    private final int[] stamp;
    private final int[] pred;
    /** Per state, the first push of the walk that reached it (square the box left * 4 + direction). */
    private final int[] first;
    /** Per state, the pushes of the walk that reached it. */
    private final int[] pushes;
    private final int[] queue;
    private int generation;
    private int count;

    public MacroPushes(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.graph = new BoxGraph(maze);
        this.stamp = new int[4 * maze.size];
        this.pred = new int[4 * maze.size];
        this.first = new int[4 * maze.size];
        this.pushes = new int[4 * maze.size];
        this.queue = new int[4 * maze.size];
    }

    /**
     * Walks the box on {@code from} with the man anywhere in the area of {@code man};
     * {@code box} shows the position (it is the same again afterwards). Returns how many
     * states were reached: {@link #state(int)} gives each as {@code square * 4 + direction}
     * of its last push.
     */
    int walk(boolean[] box, int man, int from) {
        return walk(box, man, from, null);
    }

    /**
     * As {@link #walk(boolean[], int, int)}, where {@code area} is the man's area with every
     * box in place (filled from {@code man}; null when not at hand): a box he cannot get behind
     * on any side it could be pushed from has no move, and its graph is not built.
     */
    public int walk(boolean[] box, int man, int from, ManReach area) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int g = generation;
        count = 0;
        if (!pushable(box, from, man, area)) {
            return 0; // no first push: the graph, asked only of the states reached, is not built
        }
        graph.lift(box, from);
        box[from] = false;
        try {
            pushesFrom(from, man, -1, box, g);
            for (int head = 0; head < count; head++) {
                int state = queue[head];
                int s = state >>> 2;
                pushesFrom(s, maze.step(s, (state & 3) ^ 2), state, box, g);
            }
        } finally {
            box[from] = true;
        }
        return count;
    }

    /**
     * Whether the box on {@code s} has a side to be pushed from: a free square behind it, one
     * the man reaches when {@code area} is given, and a free, live square ahead. In a packed
     * goal room most boxes have none, and the graph of the floor around a box costs a walk over
     * the whole maze. With the box in place, the man's area is the piece of the graph he is in,
     * so this asks what the walk's first pushes would ask, without the graph.
     */
    private boolean pushable(boolean[] box, int s, int man, ManReach area) {
        for (int d = 0; d < 4; d++) {
            int behind = maze.step(s, d ^ 2);
            int ahead = maze.step(s, d);
            if (behind >= 0 && ahead >= 0 && !box[ahead] && !dead[ahead] && !box[behind]
                    && (area == null || behind == man || area.reached(behind))) {
                return true;
            }
        }
        return false;
    }

    /** The pushes of the box on {@code s} the man can make from the free square {@code man}. */
    private void pushesFrom(int s, int man, int previous, boolean[] box, int g) {
        for (int d = 0; d < 4; d++) {
            int behind = maze.step(s, d ^ 2);
            int ahead = maze.step(s, d);
            if (behind < 0 || ahead < 0 || box[ahead] || dead[ahead] || box[behind]
                    || (behind != man && !graph.connected(s, man, behind))) {
                continue;
            }
            int next = ahead * 4 + d;
            if (stamp[next] == g) {
                continue;
            }
            stamp[next] = g;
            pred[next] = previous;
            first[next] = previous < 0 ? s * 4 + d : first[previous];
            pushes[next] = previous < 0 ? 1 : pushes[previous] + 1;
            queue[count++] = next;
        }
    }

    /** The graph of the last walk's box: the man's area and the regions with the box on any square. */
    BoxGraph graph() {
        return graph;
    }

    /** The square the man stands on behind the box at the end of the walk to {@code state}. */
    public int manBehind(int state) {
        return maze.step(state >>> 2, (state & 3) ^ 2);
    }

    /** The man's area (its smallest square) at the end of the walk to {@code state}, the other boxes as the walk had them. */
    public int manArea(int state) {
        return graph.smallest(state >>> 2, manBehind(state));
    }

    /** The {@code k}-th state reached by the last walk: square * 4 + direction of the last push. */
    public int state(int k) {
        return queue[k];
    }

    /** The first push (square the box left * 4 + direction) of the walk to {@code state}. */
    int firstPush(int state) {
        return first[state];
    }

    /** How many pushes the walk took to {@code state} (the fewest: the walk is breadth first). */
    public int pushCount(int state) {
        return pushes[state];
    }

    /**
     * The pushes, as {@code square the box left * 4 + direction}, that bring the box of the
     * last walk to {@code state}; appended to {@code into} in order.
     */
    void pushesTo(int state, List<Integer> into) {
        int start = into.size();
        for (int s = state; s >= 0; s = pred[s]) {
            int d = s & 3;
            into.add(start, maze.step(s >>> 2, d ^ 2) * 4 + d);
        }
    }
}
