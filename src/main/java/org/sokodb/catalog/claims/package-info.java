/**
 * Claims on the catalog's work: which Unique-Id groups a {@code solve --catalog} run takes
 * ({@link org.sokodb.catalog.claims.CatalogSolving}) and an {@code optimize --catalog} run
 * ({@link org.sokodb.catalog.claims.CatalogOptimizing}), the tasks several processes share on
 * PostgreSQL without two searching one group, the runs and their search reports, the solving
 * run itself ({@link org.sokodb.catalog.claims.CatalogSolver}: searches a few at a time, each
 * result stored as its search ends) and what was found, stored through
 * {@code catalog.solutionstore}. The solver and the optimizer know nothing of the catalog.
 */
package org.sokodb.catalog.claims;
