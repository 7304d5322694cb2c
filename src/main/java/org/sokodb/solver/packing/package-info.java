/**
 * The packing-order searches (docs/solver.md, "Phased packing order" and "Packing-order
 * search"). YASS's packing order as YASS computes it, and the search that follows it: the goal
 * room emptied backwards with the man kept in his own area, no box leaving before he has seen
 * every start square (the gate), boxes parked far away until then, start squares claimed once
 * ({@code PhaseOrder}, {@code Unpacking}); the forward search over single pushes scored by
 * targets filled phase by phase ({@code PhaseSearch}). And the search over FESS's macro moves
 * that follows FESS's plan that parks ({@code bounds.ParkingPlan}): packing and clearing moves,
 * the goals it packs for good as walls ({@code PackingSearch}, {@code StepWalls}). Uses
 * {@code maze}, {@code bounds}, {@code deadlock}, {@code search} and, for the macro moves,
 * {@code fess}.
 */
package org.sokodb.solver.packing;
