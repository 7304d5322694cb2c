/**
 * The catalog's migrations written in Java, beside the SQL files of {@code migrations/}, which
 * {@code catalog.db.Schema} hands to Flyway with them: one that does something on one engine
 * alone ({@link org.sokodb.catalog.db.migration.DenseValuesStoredAsIs}; H2's reader,
 * {@code catalog.db.H2Reader}, stays beside the connections that use it), and one that looks at
 * the schema before each of its steps so that a run killed half-way can be run again
 * ({@link org.sokodb.catalog.db.migration.IdsAsNumbers}).
 *
 * <p>This package imports no other sokodb package ({@code LayeringTest} checks it): it knows
 * Flyway, JDBC and the tables, and is told what the engine does as plain values.
 */
package org.sokodb.catalog.db.migration;
