package org.sokodb.solver.bounds;

/**
 * A plan for filling the goals: a sequence of steps, each of which puts a box on one square
 * (a goal, or a parking square a box waits on until a later step takes it on to its goal).
 * After the first {@code k} steps a set of squares holds boxes; a position has packed
 * {@code k} steps when all of them hold boxes.
 */
public interface PackingPlan {
    /** The number of steps. */
    int length();

    /** The largest number of steps whose squares all hold boxes in {@code box} (0 when none). */
    int packed(boolean[] box);

    /** The square step {@code packed} puts a box on; only for {@code packed < length()}. */
    int target(int packed);

    /**
     * Whether a box on {@code square} is where the plan keeps it after {@code packed} steps:
     * on one of their squares, and not the parked box the next step takes on to its goal.
     */
    boolean settled(int square, int packed);
}
