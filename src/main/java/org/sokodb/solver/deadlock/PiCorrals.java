package org.sokodb.solver.deadlock;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * PI-corral pruning. A corral is an area the man cannot reach, fenced by walls and boxes
 * (its corral boxes: the boxes next to it). It is a PI-corral when every push of a corral
 * box that could ever happen before the corral is opened goes into the corral (I), and
 * every such push is possible right now (P). When the corral is not finished (a corral box
 * off a goal, or a goal inside), every solution pushes a corral box into it sooner or
 * later, and that push can be made first without changing the rest; so only those pushes
 * need to be tried. Fewest pushes wins among several PI-corrals; a PI-corral with no
 * possible push is a deadlock.
 *
 * <p>Conservative where the literature merges corrals: a corral box that a box outside the
 * corral, or another corral, could later free is not trusted, and the corral is not used.
 */
public final class PiCorrals {
    /** Result of {@link #find}: no usable PI-corral, every push stays allowed. */
    public static final int ALL = -1;

    private final Maze maze;
    private final boolean[] dead;
    private final int[] label;
    private final int[] boxMark;
    private final int[] stack;
    private final int[] corralBoxes;
    private final int[] candidate;
    /** The pushes of the chosen PI-corral as {@code boxSquare * 4 + direction}. */
    public final int[] pushes;
    private int stamp;
    private int boxStamp;

    public PiCorrals(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.label = new int[maze.size];
        this.boxMark = new int[maze.size];
        this.stack = new int[maze.size];
        this.corralBoxes = new int[maze.size];
        this.candidate = new int[4 * maze.size];
        this.pushes = new int[4 * maze.size];
    }

    /**
     * Looks for the PI-corral with the fewest pushes in the position given by {@code box}
     * and the man's area {@code reach}. Returns {@link #ALL}, or the number of pushes
     * written to {@link #pushes} (0: the position is dead).
     */
    public int find(ManReach reach, boolean[] box) {
        int best = ALL;
        int firstStamp = stamp + 1;
        int corrals = 0;
        for (int s = 0; s < maze.size; s++) {
            if (box[s] || reach.reached(s) || (label[s] >= firstStamp && label[s] <= stamp)) {
                continue;
            }
            int corral = ++stamp;
            corrals++;
            maze.flood(s, box, label, corral, stack);
            int count = evaluate(corral, reach, box);
            if (count != ALL && (best == ALL || count < best)) {
                best = count;
                System.arraycopy(candidate, 0, pushes, 0, count);
                if (count == 0) {
                    break;
                }
            }
        }
        if (best == ALL && corrals > 1) {
            // corrals that fence each other in: the man's whole outside as one corral (a
            // push that needs the man in another corral then counts as one from inside)
            int union = ++stamp;
            for (int s = 0; s < maze.size; s++) {
                if (!box[s] && !reach.reached(s)) {
                    label[s] = union;
                }
            }
            int count = evaluate(union, reach, box);
            if (count != ALL) {
                best = count;
                System.arraycopy(candidate, 0, pushes, 0, count);
            }
        }
        if (stamp > Integer.MAX_VALUE - 2 * maze.size) {
            Arrays.fill(label, 0);
            Arrays.fill(boxMark, 0);
            stamp = 0;
            boxStamp = 0;
        }
        return best;
    }

    /** The corral's pushes into itself when it is an unfinished PI-corral, else ALL. */
    private int evaluate(int corral, ManReach reach, boolean[] box) {
        int mark = ++boxStamp;
        int boxCount = 0;
        boolean unfinished = false;
        for (int s = 0; s < maze.size; s++) {
            if (label[s] != corral) {
                continue;
            }
            unfinished |= maze.goal[s];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && box[t] && boxMark[t] != mark) {
                    boxMark[t] = mark;
                    corralBoxes[boxCount++] = t;
                    unfinished |= !maze.goal[t];
                }
            }
        }
        if (!unfinished) {
            return ALL;
        }
        int count = 0;
        for (int i = 0; i < boxCount; i++) {
            int b = corralBoxes[i];
            for (int d = 0; d < 4; d++) {
                int man = maze.step(b, d ^ 2);
                int target = maze.step(b, d);
                if (man < 0 || target < 0 || label[man] == corral) {
                    continue; // a wall, or the man would have to be inside already
                }
                if (box[man]) {
                    if (boxMark[man] == mark) {
                        continue;
                    }
                    return ALL; // a box outside the corral may move and let the man stand here
                }
                if (!reach.reached(man)) {
                    return ALL; // another corral: opening it could allow this push
                }
                if (box[target]) {
                    if (boxMark[target] == mark) {
                        continue;
                    }
                    return ALL;
                }
                if (dead[target]) {
                    continue;
                }
                if (label[target] != corral) {
                    return ALL; // a push that does not go into the corral
                }
                candidate[count++] = b * 4 + d;
            }
        }
        return count;
    }
}
