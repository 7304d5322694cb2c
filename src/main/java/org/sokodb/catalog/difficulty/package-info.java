/**
 * Difficulty in the catalog ({@code docs/difficulty.md}, "In the catalog"): the
 * {@code difficulty} table (one rating per Unique-Id group with a solution, the quantities and
 * the estimator's version beside it), {@code difficulty --catalog} and the groups
 * {@code solve --catalog} and {@code optimize --catalog} store (rated again only when a newer
 * solution or another estimator asks for it; on PostgreSQL processes share the work), and the
 * stored ratings as {@code show}, {@code export} and the web read them ({@code Difficulties}).
 * Uses {@code difficulty} for the estimate itself.
 */
package org.sokodb.catalog.difficulty;
