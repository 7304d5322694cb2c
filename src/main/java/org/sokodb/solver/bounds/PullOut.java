package org.sokodb.solver.bounds;

import java.util.Arrays;
import java.util.function.IntPredicate;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Where one box can be pulled to alone: the other boxes stand still in its way, the man walks
 * round it between pulls. A state is the box's square and the side the man stands on after the
 * pull; a breadth first search over them, the man's area flooded once per state. Both packing
 * orders pull their boxes out with it: FESS's plan ({@link ParkingPlan}, {@link PackingOrder}) and
 * YASS's phased order ({@code packing.PullArea}).
 */
public final class PullOut {
    /** In {@code pulls}: no pull brings the box there. */
    public static final int FAR = Integer.MAX_VALUE;

    private final Maze maze;
    private final ManReach reach;
    private final boolean[] start;
    private final boolean[] seen;
    private final int[] queue;

    public PullOut(Maze maze) {
        this.maze = maze;
        this.reach = new ManReach(maze);
        this.start = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            start[b] = true;
        }
        this.seen = new boolean[4 * maze.size];
        this.queue = new int[4 * maze.size];
    }

    /**
     * Whether the box on goal {@code g} can be pulled to a start square with boxes on the
     * other squares of {@code present}, the man starting on a square {@code reached} marks.
     * {@code present} is left as it was.
     */
    boolean canLeave(int g, boolean[] present, boolean[] reached) {
        return start[g] || search(g, present, s -> reached[s], null, null, null) < 0;
    }

    /**
     * The squares the box on {@code g} can be pulled to, alone, as {@link #canLeave}: in
     * {@code pulls}, the fewest pulls that bring it there ({@link #FAR} where none does;
     * {@code g} itself 0).
     */
    void destinations(int g, boolean[] present, boolean[] reached, int[] pulls) {
        pullsFrom(g, present, s -> reached[s], null, pulls, null);
    }

    /**
     * The squares the box on {@code from} can be pulled to, the other boxes of {@code present}
     * standing still (left as they were) and the man first beside it on a square {@code firstSide}
     * accepts; no pull leaves him on a square {@code barred} marks (none when null). Fills
     * {@code pulls} (the fewest pulls that bring the box there, {@link #FAR} where none does,
     * {@code from} 0) and, unless null, {@code sides} (per square, the sides, bits by direction,
     * the man stands on after a pull brought the box there); returns how many squares the box
     * reaches, its own counted.
     */
    public int pullsFrom(int from, boolean[] present, IntPredicate firstSide, boolean[] barred, int[] pulls,
            int[] sides) {
        Arrays.fill(pulls, FAR);
        if (sides != null) {
            Arrays.fill(sides, 0);
        }
        pulls[from] = 0;
        return search(from, present, firstSide, barred, pulls, sides);
    }

    /**
     * Breadth first over the box's square and the man's side. With no {@code pulls}: -1 as soon as
     * the man stands on a start square after a pull, else 0; with them: the squares reached.
     */
    private int search(int from, boolean[] present, IntPredicate firstSide, boolean[] barred, int[] pulls,
            int[] sides) {
        Arrays.fill(seen, false);
        int area = 1;
        int head = 0;
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int man = maze.step(from, d);
            if (man != Maze.NONE && !present[man] && firstSide.test(man)) {
                seen[from * 4 + d] = true;
                queue[tail++] = from * 4 + d;
            }
        }
        present[from] = false;
        try {
            while (head < tail) {
                int state = queue[head++];
                int b = state >>> 2;
                present[b] = true;
                reach.fill(maze.step(b, state & 3), present);
                present[b] = false;
                for (int d = 0; d < 4; d++) {
                    int man = maze.step(b, d);
                    if (man == Maze.NONE || !reach.reached(man)) {
                        continue;
                    }
                    seen[b * 4 + d] = true; // the man gets there without pulling
                    int behind = maze.step(man, d);
                    if (behind == Maze.NONE || present[behind] || barred != null && barred[behind]) {
                        continue;
                    }
                    if (pulls == null) {
                        if (start[man]) {
                            return -1;
                        }
                    } else if (pulls[man] == FAR) {
                        pulls[man] = pulls[b] + 1;
                        area++;
                    }
                    if (sides != null) {
                        sides[man] |= 1 << d;
                    }
                    int next = man * 4 + d;
                    if (!seen[next]) {
                        seen[next] = true;
                        queue[tail++] = next;
                    }
                }
            }
            return pulls == null ? 0 : area;
        } finally {
            present[from] = true;
        }
    }
}
