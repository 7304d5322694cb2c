package org.sokodb.optimizer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Direction;
import org.sokodb.replay.Steps;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.PathBuilder;

/**
 * A solution as the optimizer works on it: its pushes alone, each the floor square the box
 * leaves and a direction ({@link Direction} ordinal). The walks between pushes are not kept:
 * written out, each is a shortest walk ({@link #steps}), so a wandering walk is cut simply by
 * reading a solution into a push line and out again.
 */
final class PushLine {
    final int[] from;
    final int[] dir;

    PushLine(int[] from, int[] dir) {
        this.from = from;
        this.dir = dir;
    }

    int pushes() {
        return from.length;
    }

    /** The pushes of {@code steps} on the level; empty when a step cannot be played. */
    static Optional<PushLine> of(Tables t, Steps steps) {
        Maze maze = t.maze;
        long[] bits = t.startBits.clone();
        int man = maze.startMan;
        int[] from = new int[16];
        int[] dir = new int[16];
        int n = 0;
        for (int i = 0; i < steps.length(); i++) {
            int d = steps.direction(i).ordinal();
            int next = maze.step(man, d);
            if (next == Maze.NONE) {
                return Optional.empty();
            }
            if (Tables.has(bits, next)) {
                int to = maze.step(next, d);
                if (to == Maze.NONE || Tables.has(bits, to)) {
                    return Optional.empty();
                }
                if (n == from.length) {
                    from = Arrays.copyOf(from, n * 2);
                    dir = Arrays.copyOf(dir, n * 2);
                }
                from[n] = next;
                dir[n++] = d;
                Tables.flip(bits, next);
                Tables.flip(bits, to);
            }
            man = next;
        }
        return Optional.of(new PushLine(Arrays.copyOf(from, n), Arrays.copyOf(dir, n)));
    }

    /** The box layouts the solution passes through: {@code pushes() + 1} of them, the start first. */
    long[][] layouts(Tables t) {
        long[][] all = new long[from.length + 1][];
        long[] bits = t.startBits.clone();
        all[0] = bits.clone();
        for (int i = 0; i < from.length; i++) {
            Tables.flip(bits, from[i]);
            Tables.flip(bits, t.maze.step(from[i], dir[i]));
            all[i + 1] = bits.clone();
        }
        return all;
    }

    /** The man's square before the walk to push {@code i}: the start, or where push {@code i - 1} left him. */
    int manBefore(Tables t, int i) {
        return i == 0 ? t.maze.startMan : from[i - 1];
    }

    /** The moves: before each push a shortest walk of the man to the square behind the box. */
    Steps steps(Tables t) {
        List<PathBuilder.Push> pushes = new ArrayList<>(from.length);
        Direction[] all = Direction.values();
        for (int i = 0; i < from.length; i++) {
            pushes.add(new PathBuilder.Push(t.maze.square[from[i]], all[dir[i]]));
        }
        return PathBuilder.steps(t.board, pushes);
    }

    /** Pushes {@code [0, a)} of this line, then {@code middle}, then pushes {@code [b, pushes())} of this line. */
    PushLine splice(int a, PushLine middle, int b) {
        int n = a + middle.from.length + (from.length - b);
        int[] f = new int[n];
        int[] d = new int[n];
        System.arraycopy(from, 0, f, 0, a);
        System.arraycopy(dir, 0, d, 0, a);
        System.arraycopy(middle.from, 0, f, a, middle.from.length);
        System.arraycopy(middle.dir, 0, d, a, middle.from.length);
        System.arraycopy(from, b, f, a + middle.from.length, from.length - b);
        System.arraycopy(dir, b, d, a + middle.from.length, from.length - b);
        return new PushLine(f, d);
    }
}
