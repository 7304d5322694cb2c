package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.sokodb.catalog.Catalog;

/**
 * The listing of {@code similar ID} ({@link Listings}) and the sources' names read ahead, on a
 * second connection ({@link Catalog#readBeside}), while this one reads the packed groups and
 * the scan finds the answer's levels: a Boxoban level's answer has levels in every run of the
 * listing (377 runs, 38.9 MB, about 0.1 s of H2's reading on one core), so every listed run
 * is read, on the core the groups' read leaves idle. Held until the answer is written: the
 * listing's size at most (it is what the tables hold of each board, packed).
 *
 * <p>Only where the second connection sees what the first one does (an embedded H2 file, no
 * writer): started after the similarity index is filled. Anywhere else, or if the read
 * ahead failed, nothing is read ahead and the answer reads its runs itself, as before.
 */
final class ListingAhead {
    /** Runs read per query, as {@link Listings} reads them. */
    private static final int RUNS_AT_ONCE = 16;

    /** What was read ahead: the listed runs by key, and the sources' names by row id. */
    record Read(Map<Long, ListingDao.Run> runs, Map<Long, String> sources) {
    }

    private final Optional<CompletableFuture<Read>> ahead;

    private ListingAhead(Optional<CompletableFuture<Read>> ahead) {
        this.ahead = ahead;
    }

    /** Nothing read ahead: the answer reads on its own connection. */
    static final ListingAhead NONE = new ListingAhead(Optional.empty());

    /** Starts reading every listed run and the sources' names on a second connection, where there may be one. */
    static ListingAhead start(Catalog catalog) {
        return new ListingAhead(catalog.readBeside("reading the similarity listing", handle -> {
            ListingDao dao = handle.attach(ListingDao.class);
            Map<Long, String> sources = sources(dao);
            Long[] keys = dao.packedRunsAfter(0).toArray(Long[]::new);
            Map<Long, ListingDao.Run> runs = new HashMap<>();
            for (int from = 0; from < keys.length; from += RUNS_AT_ONCE) {
                for (ListingDao.Run run : dao.runs(Arrays.copyOfRange(keys, from, Math.min(keys.length, from + RUNS_AT_ONCE)))) {
                    runs.put(run.lastLevelId(), run);
                }
            }
            return new Read(runs, sources);
        }));
    }

    /**
     * What was read ahead, once it is all read; empty when nothing was (another engine) or the
     * read failed (then the answer reads for itself, and says what fails there).
     */
    Optional<Read> read() {
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

    /** The sources' names by row id, as a row of the answer shows them. */
    static Map<Long, String> sources(ListingDao dao) {
        Map<Long, String> sources = new HashMap<>();
        for (ListingDao.Source s : dao.sources()) {
            sources.put(s.id(), s.source());
        }
        return sources;
    }
}
