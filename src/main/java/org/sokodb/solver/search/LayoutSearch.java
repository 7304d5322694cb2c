package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Direction;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * What every search over box layouts holds and does alike: the maze and the control that
 * stops it, the store of positions, the position being worked on in its three forms (the
 * bitset the store keeps, the ascending list of box squares, the occupancy array), the
 * man's reach, the Zobrist keys, the count of positions that is its node budget, and how it
 * ends. A base class rather than a state object the searches share: they read these fields
 * in their innermost loops, where a field of their own is one load and a field of another
 * object two.
 */
public abstract class LayoutSearch implements Search {
    protected final Maze maze;
    protected final SearchControl control;
    /** How many boxes. */
    protected final int n;
    protected final ManReach reach;
    protected final Zobrist zobrist;
    protected final NodeStore store;
    /** The position being worked on: its box squares ascending, their occupancy, its bitset. */
    protected final int[] boxes;
    protected final boolean[] box;
    protected final long[] bits;
    /** A box's index in {@link #boxes} by square; {@code null} in a search that asks for none. */
    protected final int[] indexOf;
    /** Positions expanded (or weighed, by FESS): the node count and the budget's measure. */
    protected long nodes;
    /** The Zobrist key of the start position, once {@link #storeStart} has stored it. */
    protected long startKey;

    /**
     * @param storeBytes what the store of positions may take
     * @param indexed whether the search keeps {@link #indexOf}
     */
    protected LayoutSearch(Maze maze, SearchControl control, long storeBytes, boolean indexed) {
        this.maze = maze;
        this.control = control;
        this.n = maze.boxCount();
        this.reach = new ManReach(maze);
        this.zobrist = new Zobrist(maze.size);
        this.store = new NodeStore(maze.size, storeBytes);
        this.boxes = new int[n];
        this.box = new boolean[maze.size];
        this.bits = new long[store.words];
        this.indexOf = indexed ? new int[maze.size] : null;
    }

    /** Boxes from {@link #bits} into the list, the occupancy array and the index. */
    protected final void unpack() {
        BoxBits.unpack(bits, boxes, box, indexOf);
    }

    /**
     * Makes the position with boxes on {@code squares} the one worked on; returns whether a
     * box of it stands on a square {@code dead} marks.
     */
    protected final boolean load(int[] squares, boolean[] dead) {
        BoxBits.load(bits, squares);
        unpack();
        for (int b : boxes) {
            if (dead[b]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Stores the position worked on, with the man's area from his square in the level, as the
     * first node with bound (or cell) {@code h}: its number, or {@link NodeStore#FULL}.
     */
    protected final int storeStart(int h) {
        int man0 = reach.fill(maze.startMan, box);
        startKey = zobrist.boxes(boxes, n) ^ zobrist.man(man0);
        return store.add(bits, man0, startKey, -1, -1, 0, h);
    }

    /**
     * Why the search must stop before its next expansion, asked of the control every 256
     * positions and at the budget (so small budgets are exact); empty while it may go on.
     */
    protected final Optional<SearchOutcome.Ending> due() {
        if ((nodes & 255) == 0 || nodes >= control.nodeLimit()) {
            return control.reasonToStop(nodes);
        }
        return Optional.empty();
    }

    /** Solved by {@code pushes}, found by the search named {@code search}. */
    protected final SearchOutcome found(List<PathBuilder.Push> pushes, boolean pushOptimal, long startNanos,
            String search) {
        return new SearchOutcome.Found(PathBuilder.steps(maze.board, pushes), pushOptimal, nodes,
                SearchOutcome.since(startNanos), search);
    }

    /**
     * The pushes from the start to stored position {@code id}, for a search whose every move is
     * one push stored as {@code floor square * 4 + direction}.
     */
    protected final List<PathBuilder.Push> singlePushesTo(int id) {
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int node : store.pathTo(id)) {
            int move = store.move(node);
            pushes.add(new PathBuilder.Push(maze.square[move >>> 2], Direction.values()[move & 3]));
        }
        return pushes;
    }

    protected final SearchOutcome unsolvable(long startNanos) {
        return SearchOutcome.NotFound.unsolvable(nodes, startNanos);
    }

    protected final SearchOutcome gaveUp(SearchOutcome.Ending reason, long startNanos) {
        return SearchOutcome.NotFound.gaveUp(reason, nodes, startNanos);
    }

    /**
     * The stored position with boxes {@code box} and the man on {@code man} (any square of his
     * area): its number, or {@link NodeStore#ABSENT}. Not for an inner loop (it allocates).
     */
    protected final int stored(boolean[] box, int man) {
        int[] squares = new int[n];
        int k = 0;
        for (int s = 0; s < maze.size; s++) {
            if (box[s]) {
                squares[k++] = s;
            }
        }
        long[] layout = new long[bits.length];
        BoxBits.load(layout, squares);
        int normal = new ManReach(maze).fill(man, box);
        return store.find(layout, normal, zobrist.boxes(squares, n) ^ zobrist.man(normal));
    }
}
