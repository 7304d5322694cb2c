/**
 * The optimizer: better solutions of one level by moves or by pushes
 * ({@link org.sokodb.optimizer.Optimizer}, the one entry point). Vicinity search over the box
 * layouts near a solution, and on small levels a search over every layout bounded by the best
 * solution known, which proves the optimum when it ends; for the difficulty estimate, a
 * solution's pushes reordered to keep boxes together and a search for the fewest box changes.
 * Built on the solver's maze, distance tables, lower bound and deadlock checks; every solution
 * it hands out is replayed by the verifier first. No database, no catalog.
 */
package org.sokodb.optimizer;
