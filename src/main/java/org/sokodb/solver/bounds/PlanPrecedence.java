package org.sokodb.solver.bounds;

import java.util.Optional;

import org.sokodb.solver.maze.Maze;

/**
 * Which steps of a packing plan must come before which: the plan's one order, loosened to
 * the order its goals really need. Step {@code i} must come before a later step {@code j}
 * when, in the plan's own relaxation (boxes on the goals of the steps before {@code i}, one
 * box pulled alone, the man anywhere free), a box on {@code j}'s goal keeps {@code i}'s box
 * from being pulled back out to a start square: filled forwards, {@code j}'s box would shut
 * {@code i}'s goal off. Steps of a goal room that does not reach into another can then be
 * counted in any order between them.
 *
 * <p>{@link #done} counts the steps whose goal holds a box and whose earlier steps are done
 * (each of them counted the same way): where the plan's one order says {@code k} (the
 * longest filled prefix), this is {@code k} or more. A level whose first goals cannot be
 * filled from the start (boxes must first be moved out of the way of the goal room's far end)
 * gets credit for the goals it can fill meanwhile that do not shut the far end off.
 *
 * <p>Made only for plans that park no box and of at most 64 steps (a step's earlier steps
 * are one {@code long}); elsewhere {@link #of} gives none and the plan's prefix stays.
 */
public final class PlanPrecedence {
    /** Above this much work ({@code size² · goals²}) no precedence is worked out. */
    private static final long MAX_WORK = 2_000_000_000L;

    /** Per step, the square it fills. */
    private final int[] target;
    /** Per step, the earlier steps it must come after (bit {@code i} for step {@code i}). */
    private final long[] before;

    private PlanPrecedence(int[] target, long[] before) {
        this.target = target;
        this.before = before;
    }

    /** The precedence of {@code plan}'s steps, unless it parks a box or has more than 64 steps. */
    public static Optional<PlanPrecedence> of(Maze maze, PackingPlan plan) {
        int length = plan.length();
        long work = (long) maze.size * maze.size * length * length;
        if (length == 0 || length > 64 || work > MAX_WORK) {
            return Optional.empty();
        }
        int[] target = new int[length];
        for (int k = 0; k < length; k++) {
            target[k] = plan.target(k);
            if (!maze.goal[target[k]]) {
                return Optional.empty(); // a parking square: the steps are not one goal each
            }
        }
        PullOut pull = new PullOut(maze);
        boolean[] present = new boolean[maze.size];
        boolean[] reached = new boolean[maze.size];
        long[] before = new long[length];
        for (int i = 0; i < length; i++) {
            present[target[i]] = true; // the goals of steps 0..i
            for (int j = i + 1; j < length; j++) {
                present[target[j]] = true;
                for (int s = 0; s < maze.size; s++) {
                    reached[s] = !present[s];
                }
                if (!pull.canLeave(target[i], present, reached)) {
                    before[j] |= 1L << i;
                }
                present[target[j]] = false;
            }
        }
        return Optional.of(new PlanPrecedence(target, before));
    }

    /** The number of steps. */
    public int length() {
        return target.length;
    }

    /** Whether step {@code j} must come after step {@code i} ({@code i < j}). */
    public boolean mustPrecede(int i, int j) {
        return (before[j] >>> i & 1) != 0;
    }

    /** The steps done in {@code box}: goal filled, and every step it must come after done. */
    public int done(boolean[] box) {
        long done = 0;
        int count = 0;
        for (int k = 0; k < target.length; k++) {
            if (box[target[k]] && (before[k] & ~done) == 0) {
                done |= 1L << k;
                count++;
            }
        }
        return count;
    }
}
