/**
 * How hard a level is for a person ({@code docs/difficulty.md}): the quantities measured on a
 * solution and the board ({@link org.sokodb.difficulty.DifficultyQuantities}), the estimate
 * {@code D = Σ wᵢ·log(1+xᵢ)} with weights fitted on ordered collections and kept as a versioned
 * resource ({@link org.sokodb.difficulty.DifficultyEstimator}), its 0–100 scale and bands
 * ({@link org.sokodb.difficulty.Rating}, {@link org.sokodb.difficulty.Band}); a simulated person's
 * walk over push positions ({@link org.sokodb.difficulty.PersonWalk}). No database; uses
 * {@code board}, {@code optimizer}, {@code replay}, and the solver's tables ({@code solver.maze},
 * {@code solver.deadlock}).
 */
package org.sokodb.difficulty;
