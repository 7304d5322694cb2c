package org.sokodb.optimizer;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LongHeap;

/**
 * The search for a solution with few box changes (docs/optimizer.md, "Fewest box changes"):
 * best first over positions — a box layout, the man's area and the box pushed last — a push
 * costing one box change when it moves another box than the push before it (the first push
 * none), and one push. The cost is the box changes, then the pushes, packed into one long as
 * {@link #cost} says. Walks cost nothing here, so the man's area (named by its smallest square)
 * stands for his square, and positions that differ only in where he stands in it are one.
 *
 * <p>The lower bound, box changes first: the boxes off goals other than the box pushed last
 * (each needs a run of pushes of its own, and every run but the first is a change; with no
 * push made yet, one fewer), then the pushes of the minimum-cost matching of boxes to goals.
 * Both are consistent — a push of the box pushed last costs no change and leaves the first as
 * it is (that box is not counted), a push of another box costs a change and lowers it by at
 * most one, and a push changes the matching by at most one — so the first solved position
 * taken from the open list is the cheapest.
 *
 * <p>Pruned as the solver prunes: dead squares, the pair table with the man where the push
 * leaves him, a box frozen off a goal. Only positions cheaper than {@code bound} (the best
 * solution known) are stored; when the open list runs dry no solution is cheaper than it, which
 * is a proof. Ties in the bound go to the position with fewer pushes still needed.
 */
final class FewestChanges {
    /** The box pushed last, before the first push. */
    private static final int NO_BOX = -1;

    private final Tables t;
    private final Maze maze;
    private final Layouts layouts;
    private final Positions positions;
    private final LongHeap open = LongHeap.withValues();
    private final ManReach reach;
    private final Matching matching;
    private final int n;
    /** Places per area: a position's "man" in {@link Positions} is area × places + box pushed last + 1. */
    private final int places;
    private final int[] boxes;
    private final boolean[] box;
    private final long[] bits;
    private final long[] child;
    /** The pushes the man can make from the position being expanded: box index × 4 + direction. */
    private final int[] pushes;

    FewestChanges(Tables t, long memoryBytes) {
        this.t = t;
        this.maze = t.maze;
        this.n = t.boxes;
        this.places = maze.size + 1;
        this.layouts = new Layouts(t.words, memoryBytes / 3);
        this.positions = new Positions(maze.size * places, memoryBytes - memoryBytes / 3);
        this.reach = new ManReach(maze);
        this.matching = new Matching(t.toGoal, n);
        this.boxes = new int[n];
        this.box = new boolean[maze.size];
        this.bits = new long[t.words];
        this.child = new long[t.words];
        this.pushes = new int[4 * n];
    }

    /** The packed cost of {@code changes} box changes and {@code pushes} pushes. */
    static long cost(long changes, long pushes) {
        return changes << Metric.SHIFT | pushes;
    }

    /** The box changes of a packed cost. */
    static long changes(long cost) {
        return cost >>> Metric.SHIFT;
    }

    int positions() {
        return positions.count();
    }

    /** Searches from the level's start for a solution cheaper than {@code bound} ({@link #cost}). */
    BoxSearch.Outcome run(long bound, Budget budget) {
        int start = layouts.add(t.startBits, t.keyOf(t.startBits));
        if (start < 0) {
            return new BoxSearch.Outcome(BoxSearch.Ending.MEMORY, null, 0);
        }
        unpack(start);
        int h0 = matching.solve(boxes, n);
        if (h0 >= Distances.UNREACHABLE) {
            return new BoxSearch.Outcome(BoxSearch.Ending.NONE_CHEAPER, null, 0);
        }
        layouts.setBound(start, h0);
        int area = reach.fill(maze.startMan, box);
        if (!reach(-1, start, area, NO_BOX, Positions.NO_MOVE, 0, changesLeft(offGoal(), NO_BOX), h0, bound)) {
            return new BoxSearch.Outcome(BoxSearch.Ending.MEMORY, null, 0);
        }
        while (!open.isEmpty()) {
            long f = open.peek() >>> BoxSearch.H_BITS;
            int id = open.peekValue();
            open.pop();
            int layout = positions.layout(id);
            int place = positions.man(id);
            int last = place % places - 1;
            long g = positions.cost(id);
            int h = layouts.bound(layout);
            unpack(layout);
            int off = offGoal();
            if (g + cost(changesLeft(off, last), h) != f) {
                continue; // stale: reached again more cheaply since
            }
            if (h == 0) {
                return new BoxSearch.Outcome(BoxSearch.Ending.FOUND, positions.line(id), g);
            }
            if (budget.spend(1)) {
                return new BoxSearch.Outcome(BoxSearch.Ending.BUDGET, null, 0);
            }
            if (!expand(id, layout, place / places, last, off, g, bound)) {
                return new BoxSearch.Outcome(BoxSearch.Ending.MEMORY, null, 0);
            }
        }
        return new BoxSearch.Outcome(BoxSearch.Ending.NONE_CHEAPER, null, 0);
    }

    /** The children of a position, its layout unpacked; false when a table is full. */
    private boolean expand(int id, int layout, int area, int last, int off, long g, long bound) {
        reach.fill(area, box);
        int count = 0;
        for (int i = 0; i < n; i++) {
            int from = boxes[i];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(from, d);
                int behind = maze.step(from, d ^ 2);
                if (to >= 0 && !box[to] && !t.dead[to] && behind >= 0 && reach.reached(behind)) {
                    pushes[count++] = i * 4 + d;
                }
            }
        }
        long key = layouts.key(layout);
        boolean matched = false;
        for (int k = 0; k < count; k++) {
            int i = pushes[k] >>> 2;
            int d = pushes[k] & 3;
            int from = boxes[i];
            int to = maze.step(from, d);
            long cost = g + cost(last == NO_BOX || last == from ? 0 : 1, 1);
            int childOff = off - (maze.goal[from] ? 0 : 1) + (maze.goal[to] ? 0 : 1);
            int changesLeft = changesLeft(childOff, to);
            if (cost + cost(changesLeft, 0) >= bound || t.pairs.isDeadlock(to, from, bits, from)) {
                continue; // bits still show the box on from
            }
            box[from] = false;
            box[to] = true;
            boolean frozen = t.freeze.isDeadlock(to, box);
            int childArea = frozen ? 0 : reach.fill(from, box);
            box[to] = false;
            box[from] = true;
            if (frozen) {
                continue;
            }
            System.arraycopy(bits, 0, child, 0, bits.length);
            Tables.flip(child, from);
            Tables.flip(child, to);
            long childKey = key ^ t.key(from) ^ t.key(to);
            int c = layouts.find(child, childKey);
            int h;
            if (c == Layouts.ABSENT) {
                if (!matched) {
                    matching.solve(boxes, n);
                    matched = true;
                }
                h = matching.costAfterMove(i, to);
                if (h >= Distances.UNREACHABLE || cost + cost(changesLeft, h) >= bound) {
                    continue; // a layout the search would never take is not stored
                }
                c = layouts.add(child, childKey, h);
                if (c == Layouts.FULL) {
                    return false;
                }
            } else {
                h = layouts.bound(c);
            }
            if (!reach(id, c, childArea, to, from * 4 + d, cost, changesLeft, h, bound)) {
                return false;
            }
        }
        return true;
    }

    /** Records a way to (layout, area, box pushed last) at {@code cost}; false when the table is full. */
    private boolean reach(int parent, int layout, int area, int last, int move, long cost, int changesLeft, int h,
            long bound) {
        long f = cost + cost(changesLeft, h);
        if (f >= bound) {
            return true;
        }
        int p = positions.reach(layout, area * places + last + 1, parent, move, cost);
        if (p == Positions.FULL) {
            return false;
        }
        if (p != Positions.NOT_CHEAPER) {
            open.push(BoxSearch.openKey(f, h), p);
        }
        return true;
    }

    /** The box changes still needed at least: the boxes off goals but the one pushed last (one fewer before any push). */
    private int changesLeft(int off, int last) {
        if (last == NO_BOX) {
            return Math.max(0, off - 1);
        }
        return off - (maze.goal[last] ? 0 : 1);
    }

    /** The boxes of the layout in {@link #bits} that stand off goals. */
    private int offGoal() {
        int off = 0;
        for (int w = 0; w < bits.length; w++) {
            off += Long.bitCount(bits[w] & ~t.goalBits[w]);
        }
        return off;
    }

    /** Layout {@code id} into {@link #bits}, {@link #boxes} (ascending) and {@link #box}. */
    private void unpack(int id) {
        layouts.bitsOf(id, bits);
        int count = BoxBits.unpack(bits, boxes, box, null);
        if (count != n) {
            throw new IllegalStateException("a layout with " + count + " boxes instead of " + n);
        }
    }
}
