/**
 * The solver's public face: {@link org.sokodb.solver.Solver}, the one entry point, which
 * runs the race of searches ({@code Portfolio}), shortens what they find and replays every
 * solution before handing it out; the limits, modes and results callers see. The packages
 * below it, each using only those under it: {@code fess} (the feature-space search),
 * {@code search} (the other searches and the contract they share), {@code deadlock}
 * and {@code bounds} (what the searches prune and rank by), {@code maze} (the level as the
 * searches see it). No database code here.
 */
package org.sokodb.solver;
