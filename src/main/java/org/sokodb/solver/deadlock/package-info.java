/**
 * Positions no solution can come from: pairs of boxes that can never both get home (a table
 * per level and search), jams of a few boxes and the man's traps of the backward search, and
 * PI-corrals, which both prove deadlocks and cut the pushes worth trying. Dead squares
 * themselves come from the box distances in {@code maze}, frozen boxes from
 * {@code deadlock.freeze}; the deadlock sets precalculated and learned during a search, with
 * their proofs, are {@code deadlock.sets}, which uses this package. Uses {@code maze} and
 * {@code deadlock.freeze}.
 */
package org.sokodb.solver.deadlock;
