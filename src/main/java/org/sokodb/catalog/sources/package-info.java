/**
 * The imported sources and browsing them: {@code collections} and {@code stats}
 * ({@link org.sokodb.catalog.sources.Inventory}), and the web catalog's paged lists
 * ({@link org.sokodb.catalog.sources.Browsing}): the overview, a source's boards a page at a
 * time, search by title, author and size, over the {@code collection} table and the search
 * text ({@code CollectionDao}, {@code SearchTextDao}, {@code BrowseDao}), with the records they
 * answer with.
 */
package org.sokodb.catalog.sources;
