/**
 * The feature-space search (FESS, after Shoham and Schaeffer's "The FESS Algorithm: A
 * Feature Based Approach to Single-Agent Search", IEEE CoG 2020, the idea behind Festival):
 * a forward search over macro moves that cycles over the cells of a small feature space
 * (boxes packed under the packing plan, free regions, boxes out of the plan) instead of
 * ranking positions by one number. The portfolio gives it the forward turn once the push
 * search has had its first share. Uses {@code search} (the search contract, node store,
 * Zobrist keys), {@code deadlock}, {@code bounds} and {@code maze}, and the shared primitive
 * {@code tables}.
 */
package org.sokodb.solver.fess;
