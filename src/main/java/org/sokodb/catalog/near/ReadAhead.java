package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.stream.IntStream;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.Listings;
import org.sokodb.catalog.near.listing.SharedChunks;

/**
 * What an answer of {@code similar ID} reads, read ahead into H2's page cache on a second
 * connection ({@link Catalog#readBeside}) and the other core: the packed groups the answer
 * admits from the last one down while the answer's own connection reads them from the first
 * one up ({@link PackedGroups#read(NearDuplicateDao, boolean[], ReadAhead)}: each group is
 * taken by one side, and the answer reads the other side's from the cache); then, once the scan
 * is over and the answer knows which groups of the listing hold its levels
 * ({@link ListingGroups}), the chunks of runs it reads, from the last one down while the answer
 * reads them from the first one up ({@link SharedChunks}, {@link Listings#boardsOf}). While the
 * scan runs it reads nothing: the scan has a worker of its own on the other core. Getting pages
 * out of the compacted file (read, LZF-expanded) is most of what reading them costs.
 *
 * <p>Nothing read here reaches an answer: the answer reads every value on its own connection,
 * so the two connections need not see the same catalog, and a read ahead that failed or has
 * not finished changes no answer, only its time. Only on an H2 file (the one engine whose
 * cache is in this process). It serves the first part of an answer read in parts; the others
 * the answer reads alone.
 */
final class ReadAhead implements SharedChunks {
    /** The groups the answer reads (their numbers, increasing): the next from below, the next from above. */
    private final int[] groups;
    private int below;
    private int above;
    /** Done once the read ahead takes no more groups (or never started, or failed). */
    private final CompletableFuture<Void> groupsTaken = new CompletableFuture<>();
    /** The listing's chunks of the answer's first part, told by the answer (empty when it reads none, or ended). */
    private final CompletableFuture<List<Chunk>> chunks = new CompletableFuture<>();
    /** The chunk the answer takes next, the one the read ahead takes next; -1 before the chunks are told. */
    private int chunkBelow;
    private int chunkAbove = -1;
    /** Whether the chunks were told once: the answer's later parts are read without a read ahead. */
    private boolean told;
    /** Done once the read ahead takes no more chunks (or never started, or failed). */
    private final CompletableFuture<Void> chunksTaken = new CompletableFuture<>();
    private Optional<CompletableFuture<Long>> ahead = Optional.empty();

    private ReadAhead(int[] groups) {
        this.groups = groups;
        this.above = groups.length - 1;
    }

    /**
     * Starts reading ahead the groups {@code admitted} marks, then the listing's chunks it is
     * told ({@link #chunks}), on a second connection, where there may be one; otherwise the
     * answer takes every group and every chunk.
     */
    static ReadAhead start(Catalog catalog, boolean[] admitted) {
        ReadAhead read = new ReadAhead(IntStream.range(0, admitted.length)
                .filter(g -> admitted[g]).toArray());
        read.ahead = catalog.readBeside("reading the similarity index ahead", handle -> {
            long bytes = 0;
            try {
                NearDuplicateDao near = handle.attach(NearDuplicateDao.class);
                for (int g = read.fromAbove(); g >= 0; g = read.fromAbove()) {
                    bytes += near.groupBytes(PackedGroups.first(g), PackedGroups.first(g + 1));
                }
            } finally {
                read.groupsTaken.complete(null);
            }
            try {
                ListingDao listing = handle.attach(ListingDao.class);
                // told once the scan is over: the chunks whose groups hold the answer's levels
                List<Chunk> all = read.chunks.join();
                for (int c = read.chunkFromAbove(); c >= 0; c = read.chunkFromAbove()) {
                    bytes += Listings.readAhead(listing, all.get(c));
                }
            } finally {
                read.chunksTaken.complete(null);
            }
            return bytes;
        });
        if (read.ahead.isEmpty()) {
            read.groupsTaken.complete(null);
            read.chunksTaken.complete(null);
        } else {
            // a second connection that failed before its first group or chunk takes none
            read.ahead.get().whenComplete((bytes, failure) -> {
                read.groupsTaken.complete(null);
                read.chunksTaken.complete(null);
            });
        }
        return read;
    }

    /** The lowest group nobody took yet, now the answer's; -1 when none is left. */
    synchronized int fromBelow() {
        return below <= above ? groups[below++] : -1;
    }

    /** The highest group nobody took yet, now the read ahead's; -1 when none is left. */
    private synchronized int fromAbove() {
        return below <= above ? groups[above--] : -1;
    }

    /** The groups the answer did not take itself, increasing, once the read ahead is done with them. */
    int[] takenAbove() {
        groupsTaken.join();
        synchronized (this) {
            return Arrays.copyOfRange(groups, above + 1, groups.length);
        }
    }

    @Override
    public void chunks(List<Chunk> told) {
        synchronized (this) {
            if (this.told) {
                return;
            }
            this.told = true;
            chunkAbove = told.size() - 1;
        }
        chunks.complete(List.copyOf(told));
    }

    @Override
    public void before(int chunk) {
        synchronized (this) {
            if (chunk <= chunkAbove || chunk >= chunks.getNow(List.of()).size()) {
                // the answer's to take (or of a later part, which the read ahead does not serve)
                chunkBelow = Math.max(chunkBelow, chunk + 1);
                return;
            }
        }
        // taken by the read ahead: read from the cache once it is done with its chunks
        chunksTaken.join();
    }

    /** The highest chunk nobody took yet, now the read ahead's; -1 when none is left. */
    private synchronized int chunkFromAbove() {
        return chunkBelow <= chunkAbove ? chunkAbove-- : -1;
    }

    /**
     * Ends the read ahead: tells it there are no chunks when the answer told none (it found no
     * level, or failed), and waits until it is over, however it ended (a failure is the answer's
     * to meet, on its own connection, if it is one there too). Returns the bytes read ahead, or empty.
     */
    Optional<Long> finish() {
        synchronized (this) {
            told = true;
        }
        chunks.complete(List.of());
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
