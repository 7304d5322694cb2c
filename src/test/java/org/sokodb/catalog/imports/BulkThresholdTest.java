package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import org.sokodb.catalog.imports.bulk.BulkThreshold;

/** When a large import becomes a bulk load: after {@code --bulk-from} boards, if it is large for the catalog. */
class BulkThresholdTest {
    private static final long FROM = 5_000;

    @Test
    void intoAnEmptyCatalogTheBulkLoadBeginsAfterItsFirstBoards() {
        assertEquals(FROM, BulkThreshold.of(FROM).boards(0));
        assertEquals(FROM, BulkThreshold.ofBytes(FROM, 1_000).boards(0));
    }

    @Test
    void anImportWhoseBytesAreAQuarterOfTheCatalogBeginsItAfterItsFirstBoards() {
        // a second corpus of 1.5M Boxoban levels (117 bytes each) into a catalog of 1.5M
        long catalog = 1_504_332;
        long bytes = 175_867_034;
        assertEquals(FROM, BulkThreshold.ofBytes(FROM, bytes).boards(catalog));
        // its size unknown: only once it has written a quarter of the catalog
        assertEquals(catalog / 4, BulkThreshold.of(FROM).boards(catalog));
    }

    @Test
    void aSmallImportIntoALargeCatalogWaitsForAQuarterOfIt() {
        long catalog = 1_000_000;
        // 10,000 boards of 256 bytes: a hundredth of the catalog
        assertEquals(catalog / 4, BulkThreshold.ofBytes(FROM, 10_000L * BulkThreshold.BYTES_PER_BOARD).boards(catalog));
        // a quarter of it by its bytes
        assertEquals(FROM, BulkThreshold.ofBytes(FROM, catalog / 4 * BulkThreshold.BYTES_PER_BOARD).boards(catalog));
    }

    @Test
    void bulkFromStaysTheLeastBoardsWritten() {
        // --bulk-from 1000000000 means never, whatever the import's size
        assertEquals(1_000_000_000L, BulkThreshold.ofBytes(1_000_000_000L, Long.MAX_VALUE).boards(10));
        assertEquals(0, BulkThreshold.ofBytes(0, 1L << 30).boards(1_000_000));
    }
}
