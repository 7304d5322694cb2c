/**
 * The web catalog's listings ({@code sokodb serve}): the overview, a source's boards a page at
 * a time, search by title, author and size, and the duplicate groups paged
 * ({@link org.sokodb.catalog.browse.Browsing}, over {@code BrowseDao}), with the records they
 * return. Readers reach it through {@code catalog.front.CatalogQueries}.
 */
package org.sokodb.catalog.browse;
