/**
 * Near duplicates in the catalog (docs/similar.md): the Normalized-Id and Walls-Id columns and
 * the similarity index, filled by import ({@link org.sokodb.catalog.near.NearIndex}), the
 * listings of what {@code similar} shows, and the two questions on them
 * ({@link org.sokodb.catalog.near.NearDuplicates}): the levels like one level, and the groups of
 * levels alike ({@link org.sokodb.catalog.near.NearMode}), with the records they answer with.
 * The measure itself works on boards alone in {@code org.sokodb.near}; this package stores and asks.
 */
package org.sokodb.catalog.near;
