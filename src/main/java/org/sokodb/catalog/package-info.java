/**
 * The catalog: levels, their occurrences in sources, duplicate groups and solutions, kept in
 * a database whose schema Flyway owns ({@code migrations/}). {@link org.sokodb.catalog.Catalog}
 * opens it; the use cases (import, duplicates, lookup, statistics, export) work through it,
 * with SQL only in the jdbi DAO interfaces here. Connecting, engines and credentials live in
 * {@link org.sokodb.catalog.db}. The manual: {@code docs/catalog.md}.
 */
package org.sokodb.catalog;
