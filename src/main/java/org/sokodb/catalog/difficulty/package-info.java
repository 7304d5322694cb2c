/**
 * Difficulty in the catalog ({@code docs/difficulty.md}, "In the catalog"): the
 * {@code difficulty} table (one rating per Unique-Id group with a solution, the quantities and
 * the estimator's version beside it), {@code difficulty --catalog} and the groups
 * {@code solve --catalog} and {@code optimize --catalog} store (rated again only when a newer
 * solution or another estimator asks for it; on PostgreSQL processes share the work), and the
 * stored ratings as {@code show}, {@code export} and the web read them ({@code Difficulties});
 * people's own measure, the {@code play} table: plays finished on the web's play page, kept once
 * their moves replay to the solved position, and their median time ({@code Plays}). Uses
 * {@code difficulty} for the estimate itself and {@code replay} to check a play.
 */
package org.sokodb.catalog.difficulty;
