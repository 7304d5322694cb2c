/**
 * Reaching a catalog's database, and nothing of what it holds:
 *
 * <ul>
 * <li>{@link org.sokodb.catalog.db.DatabaseLocation}: where it is (a JDBC URL or an H2 file
 *     path), with every password masked in what is shown;
 * <li>{@link org.sokodb.catalog.db.Database}: the open connection, the schema migrated by
 *     Flyway, compaction of an H2 file, and every failure as one line;
 * <li>{@link org.sokodb.catalog.db.Dialect}: what differs between H2 and PostgreSQL, asked
 *     there rather than by comparing {@link org.sokodb.catalog.db.DatabaseEngine}s;
 * <li>a new H2 file created whole or not at all, and
 *     {@link org.sokodb.catalog.db.CatalogException}, whose message and causes never show a
 *     password.
 * </ul>
 *
 * <p>This package imports no other sokodb package but {@code files}, the words for a failed
 * file operation that level sources say too, and its own {@code catalog.db.migration} and
 * {@code catalog.db.pg} (PostgreSQL credentials as {@code psql} finds them; {@code LayeringTest}
 * checks it), so it can be
 * read, tested and changed on its own.
 */
package org.sokodb.catalog.db;
