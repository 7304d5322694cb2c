package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The sets a {@link LearnedDeadlocks} store has learned, in the order learned, and listed under
 * each of their squares for the look-ups. Added to by the store's learning thread; the lists are
 * replaced, never changed, when a set is added, so a look-up on any thread reads a published
 * snapshot.
 */
final class SetsBySquare {
    private static final LearnedSet[] NONE = new LearnedSet[0];

    private final List<LearnedSet> sets = new ArrayList<>();
    private volatile LearnedSet[][] bySquare;
    /** How many sets, for a look-up on any thread. */
    private volatile int count;

    /** No set yet, on a maze of {@code squares} squares. */
    SetsBySquare(int squares) {
        LearnedSet[][] empty = new LearnedSet[squares][];
        Arrays.fill(empty, NONE);
        this.bySquare = empty;
    }

    /** Keeps {@code set}, listed under each of its squares. */
    void add(LearnedSet set) {
        sets.add(set);
        LearnedSet[][] next = bySquare.clone();
        for (int s : set.squares()) {
            LearnedSet[] listed = Arrays.copyOf(next[s], next[s].length + 1);
            listed[listed.length - 1] = set;
            next[s] = listed;
        }
        bySquare = next;
        count = sets.size();
    }

    /** A set listed under {@code to} that holds in the position {@code box}, the man on {@code man}; null when none does. */
    LearnedSet matching(int to, int man, boolean[] box) {
        for (LearnedSet set : bySquare[to]) {
            if (set.matches(box, man)) {
                return set;
            }
        }
        return null;
    }

    /** A set that holds in the position {@code box}, the man on {@code man}, the first listed under a box; null when none does. */
    LearnedSet holding(int man, boolean[] box) {
        LearnedSet[][] listed = bySquare;
        for (int s = 0; s < listed.length; s++) {
            LearnedSet set = box[s] ? matching(s, man, box) : null;
            if (set != null) {
                return set;
            }
        }
        return null;
    }

    int size() {
        return count;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /** The sets in the order learned, a copy. */
    List<LearnedSet> list() {
        return List.copyOf(sets);
    }
}
