/**
 * Positions no solution can come from: frozen boxes off goals (forward and pulled), pairs
 * of boxes that can never both get home (a table per level and search), and PI-corrals,
 * which both prove deadlocks and cut the pushes worth trying; deadlock sets learned during a
 * search from its dead ends, each proved by a bounded search of its boxes alone. Dead squares themselves come
 * from the box distances in {@code maze}. Uses {@code maze} only.
 */
package org.sokodb.solver.deadlock;
