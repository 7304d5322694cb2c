/**
 * The packing-order search on FESS's plan (docs/solver.md, "Packing-order search"): it follows
 * the plan that parks ({@code bounds.ParkingPlan}) step by step over FESS's macro moves, with
 * packing and clearing moves ({@code PackingSearch}), the cheapest way for a box to its step's
 * square and the boxes in it ({@code BoxWay}, {@code StepWay}), its open list
 * ({@code PackingQueue}) and the goals it packs for good as walls ({@code StepWalls}). Uses
 * {@code maze}, {@code bounds}, {@code deadlock}, {@code search} and, for the macro moves,
 * {@code fess}.
 */
package org.sokodb.solver.packing.plan;
