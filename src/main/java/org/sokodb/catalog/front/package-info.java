/**
 * The catalog's door, the only part of the catalog the command line and the web server use
 * ({@code LayeringTest} says so). {@link org.sokodb.catalog.front.OpenCatalog} opens a catalog
 * (through {@link org.sokodb.catalog.front.Catalogs}, which also finishes what an interrupted
 * import left) and offers its two sides: {@link org.sokodb.catalog.front.CatalogQueries}, every
 * question a command or a page asks, each answered in one snapshot with what it shows; and
 * {@link org.sokodb.catalog.front.CatalogWrites}, every use case that changes the catalog. What
 * they take and return are the records of {@code front.view} and {@code front.work}, which sit
 * on the catalog's ground floor so that the rooms behind the door can build them. The door sits
 * above every other room of the catalog.
 */
package org.sokodb.catalog.front;
