/**
 * What readers of the catalog see: the records {@code catalog.front.CatalogQueries} answers with
 * (levels with their occurrences and solutions, a level's page, duplicate and near-duplicate
 * groups and their members, sources, listings by page, sizes and counts) and the filters they
 * take. Part of the catalog's door, on its ground floor: the rooms that read the tables build
 * these records, and the command line and the web server show them. Records and enums only;
 * uses {@code board}, {@code replay} and the near-duplicate measure.
 */
package org.sokodb.catalog.front.view;
