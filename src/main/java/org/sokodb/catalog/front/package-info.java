/**
 * The catalog's door, the only part of the catalog the command line and the web server open
 * ({@code LayeringTest} says so): {@link org.sokodb.catalog.front.OpenCatalog} opens a catalog
 * (and finishes what an interrupted import left, unless it opens to read alone) and hands out
 * the faces of the packages behind it, one per feature (levels, duplicates, near duplicates,
 * similar levels, sources, imports, solutions, solving, optimizing, export, credits). A face
 * answers a command's or a page's question in one snapshot, or runs a use case that changes
 * the catalog, with the records of its own package. The door sits above every other package of the
 * catalog and holds nothing but the opening.
 */
package org.sokodb.catalog.front;
