package org.sokodb.solver.search;

import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * A search that makes its children one box move at a time through {@link Children} (the
 * push, pull and push-optimal searches): the dead squares of its distances, the move being
 * made (parent, box, move, count) for the search's {@link #keep}, and the single pushes of
 * a position, only those into its smallest PI-corral when it has one.
 */
abstract class ChildSearch extends LayoutSearch {
    /** A child cut, or stored and queued: nothing for the search to stop for. */
    static final int NOTHING = Children.NOTHING;
    /**
     * Every single push of a position made, none stopping the search: then it may add moves
     * of its own (the push search's goal macros; not in a PI-corral, where only the
     * corral's pushes are made).
     */
    static final int EVERY_PUSH = -4;

    /** Squares from which no target of the distances can be reached, even by a box alone. */
    final boolean[] dead;
    /** The bound and key of each child. */
    final Children children;
    private final Children.Keeper keeper = this::keep;
    /** The PI-corrals of a pushing search; {@code null} when off, or when the search pulls. */
    final PiCorrals corrals;
    /** The child being made: its parent, box, move and move count, for {@link #keep}. */
    int childParent;
    int childBox;
    int childMove;
    int childG;
    /** The legal pushes of the position being expanded so far (onto floor, not onto a dead square). */
    private int legalPushes;

    /**
     * @param dist push (or pull) distances, {@code dist[target][square]}
     * @param piCorrals whether the pushes of a position are cut to those into a PI-corral
     */
    ChildSearch(Maze maze, SearchControl control, long memoryBytes, int[][] dist, boolean piCorrals) {
        super(maze, control, memoryBytes, piCorrals);
        this.dead = Distances.dead(maze, dist);
        this.children = new Children(maze, dist, n, zobrist, bits);
        this.corrals = piCorrals ? new PiCorrals(maze, dead) : null;
    }

    /**
     * Stores the start position (boxes where the level has them, the man's area from his
     * square) as the first node: its number, or {@link #NOTHING} when a box stands on a dead
     * square or the boxes have no perfect matching (the level is unsolvable).
     */
    final int storeStart() {
        if (load(maze.startBoxes, dead)) {
            return NOTHING;
        }
        int h0 = children.matching().solve(boxes, n);
        if (h0 >= Distances.UNREACHABLE) {
            return NOTHING;
        }
        return storeStart(h0);
    }

    /**
     * Stores and queues the child being made: {@code bits} show its boxes (for this call
     * only), {@code man} its man's smallest square, {@code key} its Zobrist key; {@code
     * children.bound()} its bound. Returns {@link #NOTHING} or what should stop the expansion.
     */
    abstract int keep(long[] bits, int man, long key);

    /**
     * The child where box {@code i} went from {@code from} to {@code to} in {@code cost}
     * moves, the last with the man on {@code manAfter}, unless a cut of the search's own
     * applies; {@link #box} already shows it.
     */
    abstract int child(int parent, int g, int i, int from, int to, int manAfter, int move, int cost);

    /** Hands the child {@link #child} let through to {@link Children}, which bounds it and calls {@link #keep}. */
    final int make(int parent, int g, int i, int from, int to, int manAfter, int move, int cost) {
        childParent = parent;
        childBox = i;
        childMove = move;
        childG = g + cost;
        return children.make(i, from, to, manAfter, cost, box, keeper);
    }

    /**
     * The single pushes of position {@code id} ({@link #boxes} show it) with {@code g}
     * pushes so far, each handed to {@link #child}: the first result that is not
     * {@link #NOTHING} (a solved child, a full store), else NOTHING after the pushes into a
     * PI-corral and {@link #EVERY_PUSH} after all.
     */
    final int pushChildren(int id, int g) {
        reach.fill(store.man(id), box);
        int restricted = corrals != null ? corrals.find(reach, box) : PiCorrals.ALL;
        if (restricted == 0) {
            deadEnd(id);
            return NOTHING; // a PI-corral that cannot be entered: dead
        }
        children.expanding(boxes, n);
        if (restricted != PiCorrals.ALL) {
            for (int k = 0; k < restricted; k++) {
                int push = corrals.pushes[k];
                int result = push(id, g, indexOf[push >>> 2], push & 3);
                if (result != NOTHING) {
                    return result;
                }
            }
            return NOTHING;
        }
        legalPushes = 0;
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < 4; d++) {
                int result = push(id, g, i, d);
                if (result != NOTHING) {
                    return result;
                }
            }
        }
        if (legalPushes == 0) {
            deadEnd(id);
        }
        return EVERY_PUSH;
    }

    /**
     * A dead end met: position {@code id} ({@link #box} shows it) has no legal push, or a
     * PI-corral that cannot be entered. Nothing by default; the push search learns from it.
     */
    void deadEnd(int id) {
    }

    /** The push of box {@code i} in direction {@code d}, when legal and not onto a dead square. */
    private int push(int parent, int g, int i, int d) {
        int from = boxes[i];
        int to = maze.step(from, d);
        if (to < 0 || box[to] || dead[to] || !reach.reached(maze.step(from, d ^ 2))) {
            return NOTHING;
        }
        legalPushes++;
        box[from] = false;
        box[to] = true;
        int result = child(parent, g, i, from, to, from, from * 4 + d, 1);
        box[to] = false;
        box[from] = true;
        return result;
    }
}
