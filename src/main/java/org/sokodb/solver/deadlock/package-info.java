/**
 * Positions no solution can come from: pairs of boxes that can never both get home (a table
 * per level and search), jams of a few boxes and the man's traps of the backward search, and
 * PI-corrals, which both prove deadlocks and cut the pushes worth trying; deadlock sets learned
 * during a search from its dead ends, each proved by a bounded search of its boxes alone. Dead
 * squares themselves come from the box distances in {@code maze}, frozen boxes from
 * {@code deadlock.freeze}. Uses {@code maze} and {@code deadlock.freeze}.
 */
package org.sokodb.solver.deadlock;
