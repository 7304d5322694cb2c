package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Direction;
import org.sokodb.replay.Steps;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.PullFreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The backward search: from the solved position (every box on a goal, one start for each
 * area the man can be in), the man pulls boxes until they stand where the level starts
 * them, with the man in his starting area. Its pulls, reversed, are pushes that solve the
 * level. Best first on the matching of boxes to their start squares by pull distance;
 * a box is never pulled onto a square from which no start square can be reached.
 * Exhausting every start proves the level unsolvable.
 */
public final class PullSearch implements Engine {
    private static final int NOTHING = Children.NOTHING;
    /**
     * The pull search's priority is {@code WEIGHT * h + g}: greedier than the forward
     * search's. XSokoban, first 74 levels, 150k positions per search (a node budget):
     * 10 solved with weight 3, 12 with 6, 15 with 12 (docs/solver-log.md).
     */
    static final int WEIGHT = 12;

    private final Maze maze;
    private final SearchOptions options;
    private final SearchControl control;
    private final boolean[] dead;
    private final PullFreezeCheck freeze;
    private final boolean useFreeze;
    /** Pairs of boxes that can no longer both be pulled onto start squares, with the man where he is. */
    private final PairDeadlocks pairs;
    /** Groups of boxes jammed together that can never be pulled apart or home, or null when off. */
    private final LocalDeadlocks local;
    private final Matching matching;
    /** The bound and key of each child (shared with the other searches). */
    private final Children children;
    private final Children.Keeper keeper = this::keep;
    /** The child being made: its parent, pull and pull count, for {@link #keep}. */
    private int childParent;
    private int childMove;
    private int childG;
    private final ManReach reach;
    private final Zobrist zobrist;
    private final NodeStore store;
    private final BucketQueue open = new BucketQueue();
    private final int n;
    private final int[] boxes;
    private final boolean[] box;
    private final long[] bits;
    private int startArea;
    private long expanded;
    private final Meeting meeting;
    /** A child that met the forward search: then {@link #joined} holds the whole solution. */
    private static final int JOINED = -3;
    private Steps joined;

    public PullSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        this(maze, options, control, memoryBytes, Meeting.none());
    }

    public PullSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting) {
        this.maze = maze;
        this.meeting = meeting;
        this.options = options;
        this.control = control;
        int[][] dist = Distances.pullsTo(maze, maze.startBoxes);
        this.dead = Distances.dead(maze, dist);
        this.freeze = new PullFreezeCheck(maze, dead);
        this.useFreeze = options.uses("pullfreeze");
        this.pairs = options.uses("pullpairs") ? PairDeadlocks.forPulls(maze) : PairDeadlocks.none();
        this.local = options.uses("pulllocal") ? LocalDeadlocks.forPulls(maze) : null;
        this.n = maze.boxCount();
        this.reach = new ManReach(maze);
        this.zobrist = new Zobrist(maze.size);
        this.store = new NodeStore(maze.size, memoryBytes);
        this.boxes = new int[n];
        this.box = new boolean[maze.size];
        this.bits = new long[store.words];
        // by square: side distances lost XSokoban 9 at 300k positions (docs/solver-log.md)
        this.children = new Children(maze, dist, n, zobrist, bits);
        this.matching = children.matching();
        meeting.register(Meeting.BACKWARD, this::pushesFrom);
    }

    @Override
    public SearchOutcome run(long startNanos) {
        BoxBits.load(bits, maze.startBoxes);
        unpack();
        startArea = reach.fill(maze.startMan, box);
        BoxBits.load(bits, maze.goals);
        unpack();
        for (int b : boxes) {
            if (dead[b]) {
                return unsolvable(startNanos);
            }
        }
        if (matching.solve(boxes, n) >= Distances.UNREACHABLE) {
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
            if (h0 == 0 && area == startArea) {
                return found(root, startNanos);
            }
            if (met(boxKey ^ zobrist.man(area), root)) {
                return joinedOutcome(startNanos);
            }
            open.push(root, h0 * WEIGHT);
        }
        while (!open.isEmpty()) {
            if ((expanded & 255) == 0 || expanded >= control.nodeLimit()) {
                Optional<SearchOutcome.Ending> stop = control.reasonToStop(expanded);
                if (stop.isPresent()) {
                    return gaveUp(stop.get(), startNanos);
                }
            }
            int id = open.pop();
            expanded++;
            store.boxesOf(id, bits);
            unpack();
            int child = expand(id, store.g(id));
            if (child == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
            if (child >= 0) {
                return found(child, startNanos);
            }
            if (child == JOINED) {
                return joinedOutcome(startNanos);
            }
        }
        return unsolvable(startNanos);
    }

    /** A pull in direction d: the man on b+d steps to b+2d, the box follows from b to b+d. */
    private int expand(int id, int g) {
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
                int result = child(id, g, i, b, to, man, b * 4 + d);
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
    private int child(int parent, int g, int i, int from, int to, int manSquare, int move) {
        if (useFreeze && freeze.isDeadlock(to, box)) {
            return NOTHING;
        }
        if (pairs.isDeadlock(to, manSquare, bits, from)) {
            return NOTHING; // bits still show the box on from, not yet on to
        }
        if (local != null && local.isDeadlock(to, manSquare, box)) {
            return NOTHING;
        }
        childParent = parent;
        childMove = move;
        childG = g + 1;
        return children.make(i, from, to, manSquare, 1, box, keeper);
    }

    /** Stores and queues the child being made, unless it was met before. */
    private int keep(long[] bits, int area, long key, int h) {
        if (store.find(bits, area, key) != NodeStore.ABSENT) {
            return NOTHING;
        }
        int c = store.add(bits, area, key, childParent, childMove, childG, h);
        if (c == NodeStore.FULL) {
            return NodeStore.FULL;
        }
        if (h == 0 && area == startArea) {
            return c;
        }
        if (met(key, c)) {
            return JOINED;
        }
        open.push(c, WEIGHT * h + childG);
        return NOTHING;
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

    private void unpack() {
        BoxBits.unpack(bits, boxes, box, null);
    }

    /** Publishes a stored node to the forward search and joins it to the forward search's when it met it. */
    private boolean met(long key, int id) {
        meeting.publish(Meeting.BACKWARD, key, id);
        Optional<Steps> steps = meeting.join(Meeting.BACKWARD, key, id);
        steps.ifPresent(s -> joined = s);
        return steps.isPresent();
    }

    private SearchOutcome joinedOutcome(long startNanos) {
        return new SearchOutcome.Found(joined, false, expanded, SearchOutcome.since(startNanos), "meeting");
    }

    /** The pulls from the found node back to its root are, in that order, the pushes from the start. */
    private SearchOutcome found(int id, long startNanos) {
        return new SearchOutcome.Found(PathBuilder.steps(maze.board, pushesFrom(id)), false, expanded,
                SearchOutcome.since(startNanos), "backward");
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
        java.util.Collections.reverse(pushes); // the last pull is the first push
        return pushes;
    }

    private SearchOutcome unsolvable(long startNanos) {
        return SearchOutcome.NotFound.unsolvable(expanded, startNanos);
    }

    private SearchOutcome gaveUp(SearchOutcome.Ending reason, long startNanos) {
        return SearchOutcome.NotFound.gaveUp(reason, expanded, startNanos);
    }
}
