/**
 * The PostgreSQL user and password a catalog URL connects with, found as {@code psql} finds
 * them: the URL itself ({@link org.sokodb.catalog.db.pg.PgUrl}), {@code PGUSER} and
 * {@code PGPASSWORD}, then {@code ~/.pgpass} or {@code PGPASSFILE}
 * ({@link org.sokodb.catalog.db.pg.PgCredentials}), never shown in what is printed.
 *
 * <p>It imports no other sokodb package: {@code catalog.db} asks it when it opens a
 * PostgreSQL catalog and words a refused login.
 */
package org.sokodb.catalog.db.pg;
