/**
 * The searches and what they share: the forward search over pushes
 * ({@code PushSearch}), the backward search over pulls ({@code PullSearch}), the
 * push-optimal A* ({@code OptimalSearch}), breadth first for small levels and tests; what
 * they hold alike as base classes (every search over box layouts, FESS's too:
 * {@code LayoutSearch}; those that make children one box move at a time:
 * {@code ChildSearch}; the two that may meet: {@code MeetingSearch}), their queues, node
 * store, Zobrist keys, the tables where the forward and backward searches meet, and the
 * {@code SearchOutcome} each search ends with. Uses {@code deadlock},
 * {@code bounds} and {@code maze}; knows nothing of the solver's public results.
 */
package org.sokodb.solver.search;
