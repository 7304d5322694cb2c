/**
 * What ranks a position: the matching lower bound of boxes to goals (by plain or man-side
 * distances), the order the goals can be filled in ({@code PackingOrder}, and FESS's plan that
 * parks boxes on the way, {@code ParkingPlan}) and the goals a
 * box on another goal shuts off ({@code BlockingTargets}). Uses {@code maze} only.
 */
package org.sokodb.solver.bounds;
