/**
 * {@code optimize --catalog}: which solved Unique-Id groups a run takes and from which
 * solution ({@link org.sokodb.catalog.optimizing.CatalogOptimizing}, over
 * {@code optimize_claim} and {@code optimize_attempt}), the run itself
 * ({@link org.sokodb.catalog.optimizing.CatalogOptimizer}: the optimizer on a few groups at a
 * time, each improvement stored through {@code catalog.solutions} as its search ends), where
 * the catalog's optimizing stands ({@code --status}), and the run's records. The claims
 * several processes share are {@code catalog.claims}; the optimizer knows nothing of the catalog.
 */
package org.sokodb.catalog.optimizing;
