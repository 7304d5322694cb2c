/**
 * Near duplicates, the measure (docs/similar.md): boards as grids, their sketches and packed
 * planes, the similarity of two boards under the eight symmetries and the squares where they
 * differ, candidate pairs, and the Normalized-Id and Walls-Id of a level
 * ({@link org.sokodb.near.NearIdentity}). Works on boards alone: no database, no catalog. Its
 * catalog side (the columns, the index, the queries) is the package {@code catalog.near};
 * the command line's and the web server's adapters stay thin and ask through
 * {@code catalog.front}. Uses {@code board} and {@code identity} only.
 */
package org.sokodb.near;
