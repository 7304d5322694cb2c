/**
 * Deadlock sets: a few boxes on given squares, the man in a given area, that no solution can
 * come from wherever the other boxes stand. Precalculated from the maze (touching boxes, fenced
 * areas) and learned during a search (its dead ends, the corrals and groups of touching boxes
 * of the positions it expands, its no-progress checkpoints), each proved by a bounded search of
 * its boxes alone, and kept in one store per level that the forward searches share
 * ({@code LearnedDeadlocks}). Uses {@code maze}, {@code deadlock} (the pair table and the jams
 * its proofs cut with) and {@code deadlock.freeze}.
 */
package org.sokodb.solver.deadlock.sets;
