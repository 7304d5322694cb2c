/**
 * The catalog's core: the open {@link org.sokodb.catalog.Catalog} (one database connection,
 * the schema Flyway owns in {@code migrations/}), the tables every use case shares — levels,
 * their occurrences in sources, duplicate groups, solutions, collections — as jdbi DAO
 * interfaces and the records they return, and the duplicate groups every reader shares
 * ({@link org.sokodb.catalog.Duplicates}).
 *
 * <p>The use cases live in the rooms above: {@code imports}, {@code export},
 * {@code solutionstore}, {@code claims}, {@code browse}, and {@code org.sokodb.near.catalog}
 * with the rest of near duplicates; the command line and the web server open
 * a catalog and ask it questions through {@code front}. Connecting, engines and credentials
 * are in {@code db}. The allowed arrows between the rooms are rules in {@code LayeringTest};
 * the map is {@code docs/architecture.md}, the manual {@code docs/catalog.md}.
 */
package org.sokodb.catalog;
