package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.stream.IntStream;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.Listings;

/**
 * What an answer of {@code similar ID} reads, read ahead into H2's page cache on a second
 * connection ({@link Catalog#readBeside}) and the other core: the packed groups the answer
 * admits from the last one down while the answer's own connection reads them from the first
 * one up ({@link PackedGroups#read(NearDuplicateDao, boolean[], ReadAhead)}: each group is
 * taken by one side, and the answer reads the other side's from the cache), then every page
 * of the listing while the scan runs ({@link Listings}): of a run split by group
 * ({@link ListingGroups}) the groups the answer admits and the levels too large to pack, of a
 * run listed whole (a catalog listed before migration 19, until a fill writes the run again) all
 * of it. A Boxoban level's near copies lie in every run (377 runs). Getting pages out of the
 * compacted file (read, LZF-expanded) is most of what reading them costs; the answer then reads
 * from them only the groups that hold its levels, which it knows once the scan is over.
 *
 * <p>Nothing read here reaches an answer: the answer reads every value on its own connection,
 * so the two connections need not see the same catalog, and a read ahead that failed or has
 * not finished changes no answer, only its time. Only on an H2 file (the one engine whose
 * cache is in this process).
 */
final class ReadAhead {
    /** The groups the answer reads (their numbers, increasing): the next from below, the next from above. */
    private final int[] groups;
    private int below;
    private int above;
    /** Done once the read ahead takes no more groups (or never started, or failed). */
    private final CompletableFuture<Void> groupsTaken = new CompletableFuture<>();
    private Optional<CompletableFuture<Long>> ahead = Optional.empty();

    private ReadAhead(int[] groups) {
        this.groups = groups;
        this.above = groups.length - 1;
    }

    /**
     * Starts reading ahead the groups {@code admitted} marks and then the listing, on a
     * second connection, where there may be one; otherwise the answer takes every group.
     */
    static ReadAhead start(Catalog catalog, boolean[] admitted) {
        ReadAhead read = new ReadAhead(IntStream.range(0, admitted.length)
                .filter(g -> admitted[g]).toArray());
        read.ahead = catalog.readBeside("reading the similarity index ahead", handle -> {
            try {
                NearDuplicateDao near = handle.attach(NearDuplicateDao.class);
                for (int g = read.fromAbove(); g >= 0; g = read.fromAbove()) {
                    near.groupBytes(PackedGroups.first(g), PackedGroups.first(g + 1));
                }
            } finally {
                read.groupsTaken.complete(null);
            }
            ListingDao listing = handle.attach(ListingDao.class);
            long bytes = listing.listingBytes();
            // of the runs split by group, the groups the answer admits: its levels lie in some of them
            for (int g : read.groups) {
                bytes += listing.groupBytes(ListingGroups.key(g, 0), ListingGroups.key(g + 1, 0));
            }
            return bytes + listing.groupBytes(ListingGroups.key(ListingGroups.LARGE, 0),
                    ListingGroups.key(ListingGroups.LARGE + 1, 0));
        });
        if (read.ahead.isEmpty()) {
            read.groupsTaken.complete(null);
        } else {
            // a second connection that failed before its first group takes none
            read.ahead.get().whenComplete((bytes, failure) -> read.groupsTaken.complete(null));
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

    /**
     * Waits until the read ahead is over, however it ended (a failure is the answer's to meet,
     * on its own connection, if it is one there too). Returns the listing's bytes read ahead, or empty.
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
