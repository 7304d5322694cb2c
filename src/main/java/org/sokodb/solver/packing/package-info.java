/**
 * YASS's phased packing order and the search that follows it (docs/solver.md, "Phased packing
 * order"): the goal room emptied backwards with the man kept in his own area, no box leaving
 * before he has seen every start square (the gate), boxes parked far away until then, start
 * squares claimed once ({@code PhaseOrder}, {@code Unpacking}); the forward search over single
 * pushes scored by targets filled phase by phase ({@code PhaseSearch}). The search that follows
 * FESS's plan is {@code packing.plan}'s. Uses {@code maze}, {@code bounds}, {@code deadlock} and
 * {@code search}.
 */
package org.sokodb.solver.packing;
