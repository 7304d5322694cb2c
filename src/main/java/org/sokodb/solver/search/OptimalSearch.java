package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Direction;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.maze.MazeSymmetries;

/**
 * The push-optimal search (the push-optimal mode of a solve): A* over single pushes, one state
 * per box layout and man area, priority f = g + h with h the minimum-cost perfect matching of
 * boxes to goals by push distance, the goal test when a position is taken from the open list.
 *
 * <p>Why the answer has the fewest pushes: the bound is admissible (each box needs at least
 * its distance alone on the board, and two boxes never share a goal) and consistent (one
 * push moves one box one square, which changes its distance to any goal by at most one, so
 * the matching's cost by at most one); so the first solved position taken from the open
 * list has the fewest pushes. Only cuts that keep at least one fewest-push solution are
 * made: boxes onto dead squares (no goal reachable even alone), freeze deadlocks off a
 * goal, no perfect matching, and PI-corral pruning (an unfinished PI-corral's push can be
 * made first in some fewest-push solution: moving it to the front changes no push count,
 * see {@link PiCorrals}). No macros, no packing order, no weights: those are the fast
 * search's and would lose the proof.
 *
 * <p>Within the cheapest layer the position with the smallest h is taken first (switch
 * {@code tiebreak} off to take the last one found instead). On a maze that rotations or
 * mirrors map onto itself, positions that are images of each other are one position
 * ({@link MazeSymmetries}; switch {@code symmetry} off): they need the same pushes to the end.
 */
public final class OptimalSearch extends ChildSearch {
    private final FreezeCheck freeze;
    private final LayeredQueue open = new LayeredQueue();
    private final boolean tieBreak;
    /** Positions are stored as the image with the smallest key under the maze's symmetries. */
    private final MazeSymmetries symmetries;
    private final boolean useSymmetry;
    private final long[] imageBits;
    private long imageKey;
    private int imageMan;
    /** A stored move is {@code from * 4 + direction}, and above this bit the symmetry that made the stored image. */
    private static final int SYM_SHIFT = 27;

    public OptimalSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        super(maze, control, memoryBytes, Distances.pushesTo(maze, maze.goals), options.uses("picorral"));
        this.freeze = new FreezeCheck(maze, dead);
        this.tieBreak = options.uses("tiebreak");
        children.warm = options.uses("warm");
        this.symmetries = new MazeSymmetries(maze);
        this.useSymmetry = options.uses("symmetry") && symmetries.count() > 0 && maze.size * 4 < (1 << SYM_SHIFT);
        this.imageBits = new long[store.words];
    }

    @Override
    public SearchOutcome run(long startNanos) {
        int root = storeStart();
        if (root != NOTHING) { // else unsolvable: nothing to expand
            open.push(root, store.h(root), tieBreak ? store.h(root) : 0);
        }
        while (!open.isEmpty()) {
            if ((nodes & 255) == 0) { // not at the budget too: this search's counts were measured so
                Optional<SearchOutcome.Ending> stop = control.reasonToStop(nodes);
                if (stop.isPresent()) {
                    return gaveUp(stop.get(), startNanos);
                }
            }
            int f = open.lowestF();
            int id = open.pop();
            int g = store.g(id);
            if (g + store.h(id) != f) {
                continue; // a stale entry: the position was reached again with fewer pushes
            }
            if (store.h(id) == 0) {
                return found(id, startNanos);
            }
            nodes++;
            store.boxesOf(id, bits);
            unpack();
            if (pushChildren(id, g) == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
        }
        return unsolvable(startNanos);
    }

    /** The push of box {@code i} from {@code from} to {@code to}, unless it freezes off a goal. */
    @Override
    int child(int parent, int g, int i, int from, int to, int manAfter, int move, int cost) {
        if (freeze.isDeadlock(to, box)) {
            return NOTHING;
        }
        return make(parent, g, i, from, to, manAfter, move, cost);
    }

    /** Stores and queues the child being made, as its symmetric image when it has one; a shorter way reopens it. */
    @Override
    int keep(long[] bits, int man, long key) {
        int h = children.bound();
        if (h >= Distances.UNREACHABLE) {
            return NOTHING; // no perfect matching
        }
        long[] state = bits;
        int to = maze.step(childMove >>> 2, childMove & 3);
        int sym = useSymmetry ? smallestImage(childBox, to, key, man) : 0;
        if (sym != 0) {
            state = imageBits;
            key = imageKey;
            man = imageMan;
        }
        int move = childMove | (sym << SYM_SHIFT);
        int existing = store.find(state, man, key);
        if (existing != NodeStore.ABSENT) {
            if (childG < store.g(existing)) {
                store.improve(existing, childParent, move, childG);
                open.push(existing, childG + h, tieBreak ? h : 0);
            }
            return NOTHING;
        }
        int c = store.add(state, man, key, childParent, move, childG, h);
        if (c == NodeStore.FULL) {
            return NodeStore.FULL;
        }
        open.push(c, childG + h, tieBreak ? h : 0);
        return NOTHING;
    }

    /**
     * Which symmetry (1…; 0: none) gives the child (box {@code i} moved to {@code to}, the
     * man's area just filled) the smallest box key, the smallest man square among equal box
     * keys; that image is then in {@link #imageBits}, {@link #imageKey}, {@link #imageMan}.
     * The choice is the same from every member of a class of symmetric positions, so each
     * class is stored once; the man's image is worked out only on a tie of box keys.
     */
    private int smallestImage(int i, int to, long key, int man) {
        int best = 0;
        long bestBoxes = key ^ zobrist.man(man);
        int bestMan = man;
        for (int k = 0; k < symmetries.count(); k++) {
            int[] p = symmetries.perms[k];
            long h = 0;
            for (int j = 0; j < n; j++) {
                h ^= zobrist.box(p[j == i ? to : boxes[j]]);
            }
            int order = Long.compareUnsigned(h, bestBoxes);
            if (order < 0) {
                best = k + 1;
                bestBoxes = h;
                bestMan = -1; // worked out when needed
            } else if (order == 0) {
                if (bestMan < 0) {
                    bestMan = manImage(symmetries.perms[best - 1]);
                }
                int m = manImage(p);
                if (m < bestMan) {
                    best = k + 1;
                    bestMan = m;
                }
            }
        }
        if (best != 0) {
            int[] p = symmetries.perms[best - 1];
            imageMan = bestMan < 0 ? manImage(p) : bestMan;
            Arrays.fill(imageBits, 0);
            for (int j = 0; j < n; j++) {
                int sq = p[j == i ? to : boxes[j]];
                imageBits[sq >>> 6] |= 1L << sq;
            }
            imageKey = bestBoxes ^ zobrist.man(imageMan);
        }
        return best;
    }

    /** The smallest square of the image of the man's area just filled. */
    private int manImage(int[] p) {
        int m = Integer.MAX_VALUE;
        for (int s = 0; s < maze.size; s++) {
            if (children.reach().reached(s) && p[s] < m) {
                m = p[s];
            }
        }
        return m;
    }

    /**
     * The pushes from the start to position {@code id}, the man walking shortest paths
     * between them. A stored position may be the image of the one reached: {@code image}
     * maps stored squares to the real ones and takes in each symmetry on the way.
     */
    private SearchOutcome found(int id, long startNanos) {
        List<Integer> chain = store.pathTo(id);
        int[] image = new int[maze.size];
        for (int f = 0; f < maze.size; f++) {
            image[f] = f;
        }
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int node : chain) {
            int move = store.move(node);
            int sym = move >>> SYM_SHIFT;
            int from = (move & ((1 << SYM_SHIFT) - 1)) >>> 2;
            int realFrom = image[from];
            int realTo = image[maze.step(from, move & 3)];
            for (int d = 0; d < 4; d++) {
                if (maze.step(realFrom, d) == realTo) {
                    pushes.add(new PathBuilder.Push(maze.square[realFrom], Direction.values()[d]));
                }
            }
            if (sym != 0) {
                int[] inverse = symmetries.inverse[sym - 1];
                int[] next = new int[maze.size];
                for (int f = 0; f < maze.size; f++) {
                    next[f] = image[inverse[f]];
                }
                image = next;
            }
        }
        return found(pushes, true, startNanos, SearchOutcome.SearchName.OPTIMAL);
    }
}
