/**
 * The catalog's front door, the only part of it the command line and the web server need for
 * reading: {@link org.sokodb.catalog.front.Catalogs} opens a catalog (and finishes what an
 * interrupted import left), {@link org.sokodb.catalog.front.CatalogQueries} answers every
 * read-side question as a method returning records ({@code Lookup} and {@code Inventory} are
 * two of its questions). It sits above {@code near.catalog} and {@code catalog.imports}, so it
 * can call both without a cycle.
 */
package org.sokodb.catalog.front;
