/**
 * Near duplicates in the catalog (docs/similar.md): the Normalized-Id and Walls-Id columns and
 * the similarity index, filled by import ({@link org.sokodb.near.catalog.NearIndex}),
 * and the two questions on them ({@link org.sokodb.near.catalog.NearDuplicates}): the levels
 * like one level, and the groups of levels alike. A room of the catalog that lives with its
 * feature: it uses the catalog's core, the measure ({@code org.sokodb.near}) and the door's records; readers ask
 * through {@code catalog.front}.
 */
package org.sokodb.near.catalog;
