package org.sokodb.catalog.near.listing;

import java.util.List;

/**
 * The runs of the listing one answer reads ({@link Listings#boardsOf}), in chunks of a few runs,
 * shared with a reader on another connection that gets their pages out of the file into H2's
 * cache (the similarity answer's {@code ReadAhead}): the answer takes chunks from the first up,
 * the other reader from the last down, so that each page is got out of the file once, by one of
 * them, and only the pages of the groups that hold the answer's levels are. The answer reads the
 * chunks the other took once it is done with them, from the cache. What the other reader read
 * never reaches the answer: the answer reads every value itself, whoever took the chunk.
 */
public interface SharedChunks {
    /**
     * A chunk: the keys of its runs ({@code level_listing}) and the keys of the groups of those runs
     * that hold the answer's levels ({@code listing_group}; some may not exist: a run listed whole
     * has none).
     */
    record Chunk(Long[] runs, Long[] groups) {
    }

    /** Nothing shared: the answer reads every chunk itself. */
    SharedChunks NONE = new SharedChunks() {
        @Override
        public void chunks(List<Chunk> chunks) {
        }

        @Override
        public void before(int chunk) {
        }
    };

    /** The chunks the answer reads, in its order: told before it reads the first (an empty list when it reads none). */
    void chunks(List<Chunk> chunks);

    /**
     * Called before the answer reads chunk {@code chunk} of those told, in increasing order:
     * returns once the chunk is the answer's to read, taken by it now, or read into the cache by
     * the other reader.
     */
    void before(int chunk);
}
