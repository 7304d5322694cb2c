/**
 * Near duplicates in the catalog (docs/similar.md): the Normalized-Id and Walls-Id columns and
 * the similarity index, filled once per catalog ({@link org.sokodb.catalog.near.NearIndex}),
 * and the two questions on them ({@link org.sokodb.catalog.near.NearDuplicates}): the levels
 * like one level, and the groups of levels alike. The measures themselves are in
 * {@code org.sokodb.similar}, free of the database. Readers ask through {@code catalog.front}.
 */
package org.sokodb.catalog.near;
