package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.sokodb.board.Direction;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.WayHome;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.ManTraps;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.freeze.PullFreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The backward search: from the solved position (every box on a goal, one start for each
 * area the man can be in), the man pulls boxes until they stand where the level starts
 * them, with the man in his starting area. Its pulls, reversed, are pushes that solve the
 * level. Best first on the matching of boxes to their start squares by pull distance;
 * a box is never pulled onto a square from which no start square can be reached.
 * Exhausting every start proves the level unsolvable.
 */
public final class PullSearch extends MeetingSearch {
    /**
     * The pull search's priority is {@code WEIGHT * h + g}: greedier than the forward
     * search's. XSokoban, first 74 levels, 150k positions per search (a node budget):
     * 10 solved with weight 3, 12 with 6, 15 with 12 (measured: journal/solver.md entry 12).
     */
    static final int WEIGHT = 12;

    private final PullFreezeCheck freeze;
    private final boolean useFreeze;
    /** Pairs of boxes that can no longer both be pulled onto start squares, with the man where he is. */
    private final PairDeadlocks pairs;
    /** Groups of boxes jammed together that can never be pulled apart or home, or null when off. */
    private final LocalDeadlocks local;
    /** Areas the man can never pull his way out of, or null when off. */
    private final ManTraps traps;
    /** The boxes between the man and his start square, or null when off. */
    private final WayHome wayHome;
    private final Matching matching;
    private int startArea;

    public PullSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        this(maze, options, control, memoryBytes, Meeting.none());
    }

    public PullSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting) {
        // distances by square, not by the box's square and the man's side: side distances lost
        // XSokoban 9 at 300k positions (measured: journal/solver.md entry 17)
        super(maze, control, memoryBytes, Distances.pullsTo(maze, maze.startBoxes), false, meeting, Meeting.BACKWARD);
        this.freeze = new PullFreezeCheck(maze, dead);
        this.useFreeze = options.uses("pullfreeze");
        children.warm = options.uses("warm");
        this.pairs = options.uses("pullpairs") ? PairDeadlocks.forPulls(maze) : PairDeadlocks.none();
        this.local = options.uses("pulllocal") ? LocalDeadlocks.forPulls(maze) : null;
        this.traps = options.uses("pulltrap") ? new ManTraps(maze, dead) : null;
        this.wayHome = options.uses("pullhome") ? new WayHome(maze) : null;
        this.matching = children.matching();
        meeting.register(Meeting.BACKWARD, this::pushesFrom);
    }

    @Override
    public SearchOutcome run(long startNanos) {
        load(maze.startBoxes, dead);
        startArea = reach.fill(maze.startMan, box);
        if (load(maze.goals, dead) || matching.solve(boxes, n) >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        long boxKey = zobrist.boxes(boxes, n);
        boolean[] seen = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            if (box[s] || seen[s]) {
                continue;
            }
            int area = reach.fill(s, box);
            for (int t = 0; t < maze.size; t++) {
                seen[t] |= reach.reached(t);
            }
            int h0 = matching.solve(boxes, n);
            if (h0 >= Distances.UNREACHABLE || pairDeadlock(s)) {
                continue; // the man cannot pull the boxes home from this area
            }
            int root = store.add(bits, area, boxKey ^ zobrist.man(area), -1, -1, 0, h0);
            if (root == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
            if (isEnd(h0, area)) {
                return found(root, startNanos);
            }
            if (met(boxKey ^ zobrist.man(area), root)) {
                return joinedOutcome(startNanos);
            }
            // no way-home term for the starts: with it Sasquatch 33 was lost at 100k (measured: journal/solver.md entry 38)
            open.push(root, priority(0, h0));
        }
        return expandAll(startNanos);
    }

    /** A pull in direction d: the man on b+d steps to b+2d, the box follows from b to b+d. */
    @Override
    int expand(int id, int g) {
        reach.fill(store.man(id), box);
        children.expanding(boxes, n);
        for (int i = 0; i < n; i++) {
            int b = boxes[i];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(b, d);
                if (to < 0 || !reach.reached(to) || dead[to]) {
                    continue;
                }
                int man = maze.step(to, d);
                if (man < 0 || box[man]) {
                    continue;
                }
                box[b] = false;
                box[to] = true;
                int result = child(id, g, i, b, to, man, b * 4 + d, 1);
                box[to] = false;
                box[b] = true;
                if (result != NOTHING) {
                    return result;
                }
            }
        }
        return NOTHING;
    }

    /**
     * The child where box {@code i} was pulled from {@code from} to {@code to}, the man
     * ending on {@code manSquare}; {@code box} already shows it.
     */
    @Override
    int child(int parent, int g, int i, int from, int to, int manSquare, int move, int cost) {
        if (useFreeze && freeze.isDeadlock(to, box)) {
            return NOTHING;
        }
        if (pairs.isDeadlock(to, manSquare, bits, from)) {
            return NOTHING; // bits still show the box on from, not yet on to
        }
        if (local != null && local.isDeadlock(to, manSquare, box)) {
            return NOTHING;
        }
        return make(parent, g, i, from, to, manSquare, move, cost);
    }

    /** A man shut in a pocket he can never pull his way out of (his start square elsewhere). */
    @Override
    boolean deadChild(int man) {
        return traps != null && traps.isDeadlock(children.reach(), man, box);
    }

    /** Every box home, with the man in his starting area. */
    @Override
    boolean isEnd(int h, int area) {
        return h == 0 && area == startArea;
    }

    /**
     * The boxes on the man's way home, weighed like the matching's pulls: he must get back
     * to his start area, and the matching does not count it.
     */
    @Override
    int childPriorityExtra() {
        return wayHome == null ? 0 : WEIGHT * wayHome.boxesOnTheWay(children.reach(), box);
    }

    @Override
    int priority(int g, int h) {
        return WEIGHT * h + g;
    }

    /** Whether two of the boxes can never both be pulled home with the man on {@code man}. */
    private boolean pairDeadlock(int man) {
        for (int i = 0; pairs.built() && i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (pairs.isDeadlock(boxes[i], boxes[j], man)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The pulls from the found node back to its root are, in that order, the pushes from the start. */
    @Override
    SearchOutcome found(int id, long startNanos) {
        return found(pushesFrom(id), false, startNanos, SearchOutcome.SearchName.BACKWARD);
    }

    /** The pushes from node {@code id}'s position to the solved one: its pulls back to the root, reversed. */
    private List<PathBuilder.Push> pushesFrom(int id) {
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int node : store.pathTo(id)) {
            int move = store.move(node);
            int from = move >>> 2;
            int d = move & 3;
            pushes.add(new PathBuilder.Push(maze.square[maze.step(from, d)], Direction.values()[d ^ 2]));
        }
        Collections.reverse(pushes); // the last pull is the first push
        return pushes;
    }
}
