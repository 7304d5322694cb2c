package org.sokodb.solver.search;

import java.util.List;

/**
 * The names of the searches that find solutions, as {@code solve}'s {@code search} column and
 * the catalog print them: one place, so that what a row may say is what the help lists
 * (docs/solver.md, "Output").
 */
public final class SearchName {
    /** The push search. */
    public static final String FORWARD = "forward";
    /** The pull search. */
    public static final String BACKWARD = "backward";
    /** The push and pull searches joined in the middle. */
    public static final String MEETING = "meeting";
    /** The feature-space search. */
    public static final String FESS = "fess";
    /** The packing-order search. */
    public static final String PACKING = "packing";
    /** The search that follows YASS's phased order. */
    public static final String PHASES = "phases";
    /** The push-optimal A* ({@code --optimal pushes}). */
    public static final String OPTIMAL = "optimal";

    /** Every name a solution may carry. */
    public static final List<String> ALL = List.of(FORWARD, BACKWARD, MEETING, FESS, PACKING, PHASES, OPTIMAL);

    private SearchName() {
    }
}
