/**
 * Levels and their pages ({@code show ID}, the web's {@code /levels/ID}): what an Exact-Id, a
 * Unique-Id or {@code SOURCE#INDEX} names ({@link org.sokodb.catalog.levels.Found}), each level
 * with its occurrences and solutions ({@link org.sokodb.catalog.levels.LevelView}), and a
 * level's page in one snapshot ({@link org.sokodb.catalog.levels.LevelPage}). A feature package of the
 * catalog: it reads the core's level and occurrence tables, the solutions' and the sources'; the index of
 * {@code SOURCE#INDEX} is read as every typed number is ({@code format.source.WholeNumber}).
 */
package org.sokodb.catalog.levels;
