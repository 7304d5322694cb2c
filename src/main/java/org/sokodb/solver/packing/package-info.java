/**
 * YASS's packing order as YASS computes it, and the search that follows it
 * (docs/solver.md, "Phased packing order"): the goal room emptied backwards with the man kept
 * in his own area, no box leaving before he has seen every start square (the gate), boxes
 * parked far away until then, start squares claimed once ({@code PhaseOrder},
 * {@code Unpacking}); the forward search over single pushes scored by targets filled phase by
 * phase ({@code PhaseSearch}). Uses {@code maze}, {@code bounds}, {@code deadlock} and
 * {@code search}.
 */
package org.sokodb.solver.packing;
