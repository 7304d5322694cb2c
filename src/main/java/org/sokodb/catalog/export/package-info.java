/**
 * {@code sokodb export}: which levels an {@link org.sokodb.catalog.export.ExportRequest}
 * selects and in which order, the solutions written with each (the best by moves and by
 * pushes, or all; a level's duplicates lend theirs), and the "also in" notes
 * ({@link org.sokodb.catalog.export.Exporter} runs it). Public: the request, the exporter and
 * its summary.
 */
package org.sokodb.catalog.export;
