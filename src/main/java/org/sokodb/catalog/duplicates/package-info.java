/**
 * Duplicates ({@code dups}, the web's {@code /duplicates}): the groups of levels that share a
 * Unique-Id, as the {@code duplicate_group} table keeps them ({@link org.sokodb.catalog.duplicates.DuplicateDao},
 * {@link org.sokodb.catalog.duplicates.DuplicateGroupDao}), every member with how its board
 * relates to the group's first ({@link org.sokodb.catalog.duplicates.Duplicates}), the filters
 * ({@code --across}, {@code --source}) and the records they answer with. A feature package of the catalog
 * on its core.
 */
package org.sokodb.catalog.duplicates;
