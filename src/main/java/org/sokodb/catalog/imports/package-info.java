/**
 * Importing levels: one entry, {@link org.sokodb.catalog.imports.Importer} (read, identify on
 * every core, decide, write in input order, each source whole or absent, finish), every choice
 * of how a run writes in {@code LoadSchedule}; solution blocks and files are stored by
 * {@code catalog.solutions}. Here too: what becomes of each
 * board of a batch ({@code BatchPlan}), PostgreSQL's turns and races ({@code ImportTurns},
 * {@code RaceRetry}), and the import's listener and summaries. The bulk load of large imports
 * and the repair of what an interrupted import left are the package below,
 * {@code catalog.imports.bulk}.
 */
package org.sokodb.catalog.imports;
