package org.sokodb.solver.search;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;


/**
 * What the push, pull and push-optimal searches do alike for every child of the position
 * they expand: the child's man area and Zobrist key, with the move made on the box bitset
 * only while the search stores the child ({@link Keeper}), and the matching bound after one
 * box moved (repaired, or not when the move brought the box one step closer to its own
 * target, where the bound falls by exactly one), worked out only when the search asks for it
 * ({@link #bound}): a child the search already has costs no repair. Each search keeps its own
 * cuts, store and queue.
 */
final class Children {
    /** A child cut, or stored and queued: nothing for the search to stop for. */
    static final int NOTHING = -2;

    /** Stores a child the way its search does. */
    interface Keeper {
        /**
         * The child: {@code bits} show its boxes (for this call only), {@code man} the smallest
         * square of the man's area, {@code key} its Zobrist key; {@link #bound} gives its bound
         * during this call. Returns {@link #NOTHING} or what should stop the expansion (a
         * solved child, a full store).
         */
        int keep(long[] bits, int man, long key);
    }

    private final Matching matching;
    private final int[][] dist;
    private final int[] matched;
    private final ManReach reach;
    private final Zobrist zobrist;
    private final long[] bits;
    private int parentBound;
    /**
     * Whether the position being expanded is solved warm ({@link Matching#solveWarm}, from the
     * duals of the one before) or from the greedy start: the same bounds either way; off by
     * {@code -Doff=warm} for measuring.
     */
    boolean warm = true;
    private long boxKey;
    /** The child being made: box {@code childBox} from {@code childFrom} to {@code childTo} in {@code childCost} moves. */
    private int childBox;
    private int childFrom;
    private int childTo;
    private int childCost;

    /**
     * @param dist push (or pull) distances, {@code dist[target][square]}
     * @param bits the search's box bitset, showing the position being expanded
     */
    Children(Maze maze, int[][] dist, int boxes, Zobrist zobrist, long[] bits) {
        this.matching = new Matching(dist, boxes);
        this.dist = dist;
        this.matched = new int[boxes];
        this.reach = new ManReach(maze);
        this.zobrist = zobrist;
        this.bits = bits;
    }

    /** The matching, for the bounds a search works out itself (its roots). */
    Matching matching() {
        return matching;
    }

    /**
     * Starts the expansion of the position whose boxes are {@code boxes}: solves its
     * matching (the bound each child repairs) and keeps its key. Returns its bound.
     */
    int expanding(int[] boxes, int n) {
        parentBound = warm ? matching.solveWarm(boxes, n) : matching.solveGreedyStart(boxes, n);
        matching.targets(matched);
        boxKey = zobrist.boxes(boxes, n);
        return parentBound;
    }

    /** The Zobrist key of the boxes of the position being expanded. */
    long boxKey() {
        return boxKey;
    }

    /**
     * The child where box {@code i} went from {@code from} to {@code to} in {@code cost}
     * moves, the man on {@code manAfter} after the last; {@code box} already shows it. Handed
     * to {@code keeper}, which asks for its bound ({@link #bound}) when it needs it.
     */
    int make(int i, int from, int to, int manAfter, int cost, boolean[] box, Keeper keeper) {
        childBox = i;
        childFrom = from;
        childTo = to;
        childCost = cost;
        BoxBits.flip(bits, from);
        BoxBits.flip(bits, to);
        try {
            int man = reach.fill(manAfter, box);
            long key = zobrist.pushed(boxKey, from, to, man);
            return keeper.keep(bits, man, key);
        } finally {
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
        }
    }

    /**
     * The bound of the child being made ({@link Keeper#keep} asks it), {@link
     * Distances#UNREACHABLE} or more when its boxes have no perfect matching: a child to cut.
     * Asked after the store's look-up, so that a child stored already costs no repair of the
     * matching (the same children are kept either way).
     */
    int bound() {
        return boundAfter(childBox, childFrom, childTo, childCost);
    }

    /** The man's area of the last child made: the search reads it for its own uses (symmetries). */
    ManReach reach() {
        return reach;
    }

    /**
     * The bound after box {@code i} went from {@code from} to {@code to} in {@code cost}
     * moves: {@code cost} less than the parent's when those moves brought it that much closer
     * to its own target (that matching is still a cheapest one: no box's distance to any
     * target falls by more than one per move), else the matching repaired for the moved box.
     */
    private int boundAfter(int i, int from, int to, int cost) {
        int[] toTarget = dist[matched[i]];
        if (toTarget[to] == toTarget[from] - cost) {
            return parentBound - cost;
        }
        return matching.costAfterMove(i, to);
    }
}
