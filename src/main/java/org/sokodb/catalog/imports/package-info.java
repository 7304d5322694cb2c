/**
 * Importing levels ({@link org.sokodb.catalog.imports.Importer} — read, identify on every
 * core, write in input order, each source whole or absent in its own transaction; solution
 * files are stored by {@code catalog.solutionstore}). Here too: what becomes
 * of each board of a batch ({@code BatchPlan}), the bulk load of large imports and its
 * census of duplicate groups ({@code BulkLoad}, {@code GroupCensus}; their id maps are
 * {@code tables.LongMap}), PostgreSQL's turns,
 * races and foreign keys ({@code ImportTurns}, {@code RaceRetry}, {@code PostgresForeignKeys}),
 * and the repair of what an interrupted import left
 * ({@link org.sokodb.catalog.imports.InterruptedImport}). Public: the entry points, their
 * listeners and summaries.
 */
package org.sokodb.catalog.imports;
