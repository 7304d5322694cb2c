/**
 * Reaching a catalog's database: where it is ({@link org.sokodb.catalog.db.DatabaseLocation},
 * a JDBC URL or an H2 file path), which engine it runs on ({@link org.sokodb.catalog.db.Engine}),
 * the PostgreSQL user and password (from the URL, {@code PGPASSWORD} or {@code ~/.pgpass}),
 * creating a new H2 file whole or not at all, and the one exception type
 * ({@link org.sokodb.catalog.db.CatalogException}) whose message and causes never show a
 * password.
 *
 * <p>Nothing here knows what a catalog holds: this package imports no other sokodb package
 * (checked by {@code LayeringTest}), so it can be read, tested and changed on its own.
 */
package org.sokodb.catalog.db;
