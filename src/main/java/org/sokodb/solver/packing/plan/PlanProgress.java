package org.sokodb.solver.packing.plan;

/** How far along its plan a packing-order search got: the most steps a stored position has done, of the plan's steps. */
public record PlanProgress(int bestPacked, int planSteps) {
}
