/**
 * The catalog's core: the open {@link org.sokodb.catalog.Catalog} (one database connection,
 * the schema Flyway owns in {@code migrations/}), the tables every feature shares — levels and
 * their occurrences in sources — as jdbi DAO interfaces, the rows every feature shows
 * ({@link org.sokodb.catalog.StoredLevel}, {@link org.sokodb.catalog.Appearance}), one page of a
 * longer answer ({@link org.sokodb.catalog.ResultPage}), the writers' turns on PostgreSQL, the
 * sources a run selects, and what an interrupted import left, as a reader that repairs nothing
 * is told it ({@link org.sokodb.catalog.UnfinishedImport}).
 *
 * <p>The features live in the packages above, one each with its tables, records and
 * use cases: {@code levels}, {@code duplicates}, {@code near}, {@code solutions},
 * {@code sources}, {@code imports} (with {@code imports.bulk}), {@code export},
 * {@code claims}, {@code solving}, {@code optimizing}; the command line and the web server
 * open a catalog through the door, {@code front}. Connecting, engines and credentials are in
 * {@code db}. The allowed arrows between the packages are rules in {@code LayeringTest}; the map
 * is {@code docs/architecture.md}, the manual {@code docs/catalog.md}.
 */
package org.sokodb.catalog;
