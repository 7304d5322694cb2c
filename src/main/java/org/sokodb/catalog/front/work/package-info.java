/**
 * What writers of the catalog hand in and get back through {@code catalog.front.CatalogWrites}:
 * the import's listener and summaries, {@code import-solutions}' counts, an export's request,
 * listener and summary, a stored solution's outcome, {@code solve --catalog}'s run, plan,
 * listener, tasks and held claims, the progress of a fill of the similarity index
 * ({@code IndexProgress}) (the solver's limits, modes and results pass through as
 * they are). Part of the catalog's door, on its ground floor, beside
 * {@code catalog.front.view}: the rooms that write build and take these, the command line and
 * the web server fill and print them.
 */
package org.sokodb.catalog.front.work;
