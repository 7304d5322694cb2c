/**
 * {@code sokodb solve} on the catalog: which levels a run takes
 * ({@link org.sokodb.catalog.solving.CatalogSolving}), the tasks several processes share on
 * PostgreSQL, the runs and their search reports, and the solutions found, stored through
 * {@code catalog.solutions}. The solver itself knows nothing of the catalog.
 */
package org.sokodb.catalog.solving;
