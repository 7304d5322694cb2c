/**
 * {@code solve --catalog}: which Unique-Id groups a run takes
 * ({@link org.sokodb.catalog.solving.CatalogSolving}, over {@code solve_claim} and
 * {@code solve_attempt}), the run itself ({@link org.sokodb.catalog.solving.CatalogSolver}:
 * searches a few at a time, each result stored through {@code catalog.solutions} as its
 * search ends), where the catalog's solving stands ({@code --status}), and the run's plan,
 * tasks and listener. The claims several processes share are {@code catalog.claims}; the
 * solver knows nothing of the catalog.
 */
package org.sokodb.catalog.solving;
