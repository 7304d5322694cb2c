package org.sokodb.solver.deadlock.sets;

/**
 * A deadlock set learned during a search: squares with a box capacity and the man's region.
 * A position is dead when more than {@code capacity} of the squares hold a box and the man
 * stands in {@code region}: the component of the floor that the squares' boxes alone leave
 * him, where the set's proof started him. More boxes only make his area smaller, so his area
 * in such a position lies within that component or entirely outside it.
 *
 * @param squares the set's squares (floor numbers), ascending
 * @param capacity the most boxes the squares hold with the position still solvable
 * @param region the man's squares for which the set holds, a bitset over the floor squares
 */
public record LearnedSet(int[] squares, int capacity, long[] region) {

    /** Whether the position {@code box}, the man on {@code man}, is dead by this set. */
    public boolean matches(boolean[] box, int man) {
        if ((region[man >>> 6] & 1L << man) == 0) {
            return false;
        }
        int boxes = 0;
        int missing = squares.length - capacity; // misses allowed before it cannot match
        for (int s : squares) {
            if (box[s]) {
                if (++boxes > capacity) {
                    return true;
                }
            } else if (--missing <= 0) {
                return false;
            }
        }
        return false;
    }

    /** Whether the man's square {@code man} lies in the set's region. */
    public boolean holdsFor(int man) {
        return (region[man >>> 6] & 1L << man) != 0;
    }
}
