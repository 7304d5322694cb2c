/**
 * The bulk load of a large import ({@link org.sokodb.catalog.imports.bulk.BulkLoad}: the level
 * table's indexes off, known levels held in memory, the duplicate groups counted at the end by
 * {@code GroupCensus}; their id maps are {@code tables.LongMap}), PostgreSQL's foreign keys
 * taken off and put back ({@code PostgresForeignKeys}), and the repair of what an import
 * killed half-way left ({@link org.sokodb.catalog.imports.bulk.InterruptedImport}, which tells a
 * reader that repairs nothing what it finds as a {@link org.sokodb.catalog.UnfinishedImport}).
 * Part of the import, below
 * {@code catalog.imports}, which decides when a load goes bulk.
 */
package org.sokodb.catalog.imports.bulk;
