/**
 * The search engines and what they share: the forward search over pushes
 * ({@code PushSearch}), the backward search over pulls ({@code PullSearch}), the
 * push-optimal A* ({@code OptimalSearch}), breadth first for small levels and tests; their
 * queues, node store, Zobrist keys, the tables where the forward and backward searches
 * meet, and the {@code SearchOutcome} each engine ends with. Uses {@code deadlock},
 * {@code bounds} and {@code maze}; knows nothing of the solver's public results.
 */
package org.sokodb.solver.search;
