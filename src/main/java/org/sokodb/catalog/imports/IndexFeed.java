package org.sokodb.catalog.imports;

import java.util.List;

import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.near.IndexProgress;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.near.StreamedWindows;
import org.sokodb.catalog.near.listing.StreamedListing;

/**
 * What a run that fills the similarity index at its end hands over of what it writes, as it
 * writes it, so that the fill need not read it back: the windows of a bulk load's new levels
 * ({@link StreamedWindows}, through the bulk load) and, for the listing's new runs, every new
 * level and board the writers store, bulk load or not ({@link StreamedListing}, through
 * {@link #keeping}). Each is made on a thread of its own; a fill takes a run from them when they
 * hold all of it, and reads it back otherwise.
 */
final class IndexFeed implements AutoCloseable {
    private final StreamedWindows windows = new StreamedWindows();
    private final StreamedListing listing = new StreamedListing();

    /** The bulk load hands its new levels' boards to the windows. */
    void feed(BulkLoad known) {
        known.streamTo(windows);
    }

    /** {@code writer}, handing what it stores to the listing's keeper after each batch. */
    BoardWriter keeping(BoardWriter writer) {
        return new BoardWriter() {
            @Override
            public long[] insertLevels(String source, List<LevelDao.New> levels) {
                long[] ids = writer.insertLevels(source, levels);
                listing.levels(levels, ids);
                return ids;
            }

            @Override
            public void insertOccurrences(String source, List<OccurrenceDao.New> occurrences) {
                writer.insertOccurrences(source, occurrences);
                listing.boards(occurrences);
            }
        };
    }

    /** Fills the similarity index with what was handed over (waiting for the threads to finish it). */
    void fill(NearIndex index, IndexProgress progress) {
        index.fillIndex(progress, windows.finish(), listing.finish());
    }

    @Override
    public void close() {
        try (listing) {
            windows.close();
        }
    }
}
