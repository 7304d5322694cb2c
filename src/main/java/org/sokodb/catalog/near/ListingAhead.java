package org.sokodb.catalog.near;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.sokodb.catalog.Catalog;

/**
 * The listing of {@code similar ID} ({@link Listings}) read ahead into H2's page cache, on a
 * second connection ({@link Catalog#readBeside}), while the answer's own connection reads the
 * packed groups and the scan finds its levels: a Boxoban level's near copies lie in every run
 * of the listing (377 runs, 38.9 MB), and getting those pages out of the compacted file
 * (read, LZF-expanded) is most of what reading the listing costs; the core the groups' read
 * leaves idle does it. The answer then reads the runs it needs on its own connection, as
 * ever, from the cache: nothing read here reaches an answer, so the two connections need not
 * see the same catalog, and a read ahead that failed or has not finished changes no answer,
 * only its time.
 *
 * <p>Only on an H2 file (the one engine whose cache is in this process); elsewhere nothing.
 */
final class ListingAhead {
    private final Optional<CompletableFuture<Long>> ahead;

    private ListingAhead(Optional<CompletableFuture<Long>> ahead) {
        this.ahead = ahead;
    }

    /** Nothing read ahead. */
    static final ListingAhead NONE = new ListingAhead(Optional.empty());

    /** Starts reading every page of the listing on a second connection, where there may be one. */
    static ListingAhead start(Catalog catalog) {
        return new ListingAhead(catalog.readBeside("reading the similarity listing ahead",
                handle -> handle.attach(ListingDao.class).listingBytes()));
    }

    /**
     * Waits until the read ahead is over, however it ended (a failure is the answer's to meet,
     * on its own connection, if it is one there too). Returns the bytes read ahead, or empty.
     */
    Optional<Long> await() {
        if (ahead.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ahead.get().get());
        } catch (ExecutionException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
