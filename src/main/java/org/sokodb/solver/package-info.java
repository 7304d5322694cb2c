/**
 * The solver: search engines over box pushes, their deadlock detection and lower bounds,
 * and {@link org.sokodb.solver.Solver}, the one entry point, which replays every solution
 * before handing it out. No database code here.
 */
package org.sokodb.solver;
