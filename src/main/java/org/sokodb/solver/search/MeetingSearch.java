package org.sokodb.solver.search;

import java.util.Optional;

import org.sokodb.replay.Steps;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * A best-first search that may meet the search going the other way (the push search from
 * the start, the pull search from the solved position): its open queue, the expansion loop,
 * how a child is stored, queued and published, and the solution a meeting joins.
 */
abstract class MeetingSearch extends ChildSearch {
    /** A child that met the other search: then {@link #joined} holds the whole solution. */
    static final int JOINED = -3;

    final BucketQueue open = new BucketQueue();
    private final Meeting meeting;
    /** {@link Meeting#FORWARD} or {@link Meeting#BACKWARD}. */
    private final int side;
    private Steps joined;

    MeetingSearch(Maze maze, SearchControl control, long memoryBytes, int[][] dist, boolean piCorrals,
            Meeting meeting, int side) {
        super(maze, control, memoryBytes, dist, piCorrals);
        this.meeting = meeting;
        this.side = side;
    }

    /** Generates the children of node {@code id} with {@code g} moves: a solved child's number, FULL, JOINED or NOTHING. */
    abstract int expand(int id, int g);

    /** Whether a stored position with bound {@code h} and man square {@code man} is the search's end. */
    abstract boolean isEnd(int h, int man);

    /** The queue's priority of a stored position ({@link #box} shows it). */
    abstract int priority(int g, int h);

    /** What the search found: the pushes to or from node {@code id}, as a solution. */
    abstract SearchOutcome found(int id, long startNanos);

    /** Expands the queue's positions best first until one ends the search. */
    final SearchOutcome expandAll(long startNanos) {
        while (!open.isEmpty()) {
            Optional<SearchOutcome.Ending> stop = due();
            if (stop.isPresent()) {
                return gaveUp(stop.get(), startNanos);
            }
            int id = open.pop();
            nodes++;
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

    @Override
    final int keep(long[] bits, int man, long key) {
        if (store.find(bits, man, key) != NodeStore.ABSENT) {
            aliveChildren++; // stored already: not known to be dead
            return NOTHING;
        }
        if (deadChild(man)) {
            return NOTHING;
        }
        int h = children.bound();
        if (h >= Distances.UNREACHABLE) {
            return NOTHING; // no perfect matching
        }
        aliveChildren++;
        int c = store.add(bits, man, key, childParent, childMove, childG, h);
        if (c == NodeStore.FULL) {
            return NodeStore.FULL;
        }
        if (isEnd(h, man)) {
            return c;
        }
        if (met(key, c)) {
            return JOINED;
        }
        open.push(c, priority(childG, h) + childPriorityExtra());
        return NOTHING;
    }

    /**
     * Whether the new child, its man's area from {@code man} ({@link #box} shows its boxes),
     * is dead by a cut that needs the child's man area; none by default.
     */
    boolean deadChild(int man) {
        return false;
    }

    /**
     * What the search adds to the new child's priority from its man's area (the last fill
     * of the children's reach); nothing by default.
     */
    int childPriorityExtra() {
        return 0;
    }

    /** Publishes a stored node to the other search and joins it to the other's when it met it. */
    final boolean met(long key, int id) {
        meeting.publish(side, key, id);
        Optional<Steps> steps = meeting.join(side, key, id);
        steps.ifPresent(s -> joined = s);
        return steps.isPresent();
    }

    final SearchOutcome joinedOutcome(long startNanos) {
        return new SearchOutcome.Found(joined, false, nodes, SearchOutcome.since(startNanos), SearchOutcome.SearchName.MEETING);
    }
}
