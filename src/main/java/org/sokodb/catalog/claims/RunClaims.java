package org.sokodb.catalog.claims;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.sources.CollectionDao;

/**
 * What a run over the catalog's groups holds alike, whether it solves them
 * ({@code catalog.solving.CatalogSolving}) or makes their solutions better
 * ({@code catalog.optimizing.CatalogOptimizing}): the
 * sources it takes groups from ({@code --source}), how many groups it has handed out against
 * its {@code --limit}, and on a catalog shared by processes this worker's claims
 * ({@link WorkerClaims}); on an embedded catalog there are none, and the run lists its
 * groups once.
 *
 * @param <T> a group as the run's claim statements return it
 */
public final class RunClaims<T> {
    private final Catalog catalog;
    /** No {@code --source}: the groups of every source. */
    public final boolean allSources;
    /** The ids of the sources {@code --source} names. */
    public final Long[] collections;
    private final int limit;
    private final Optional<WorkerClaims<T>> claims;
    private int handedOut;

    /**
     * @param table the run's claim statements, used on a shared catalog only
     * @param notices where a line goes when the connection is lost and found again
     * @param stop whether Ctrl-C was pressed: a wait for a lost connection then ends
     */
    public RunClaims(Catalog catalog, List<String> sources, int limit, WorkerClaims.Table<T> table, Duration timeLimit,
            Consumer<String> notices, BooleanSupplier stop) {
        this.catalog = catalog;
        SourceSelection selection = new SourceSelection(sources);
        this.allSources = selection.selectsAll();
        this.collections = catalog.work("looking up sources", () -> catalog.dao(CollectionDao.class).sources().stream()
                .filter(s -> selection.covers(s.source())).map(CollectionDao.Source::id).toArray(Long[]::new));
        this.limit = limit;
        this.claims = catalog.dialect().sharedByProcesses()
                ? Optional.of(new WorkerClaims<>(catalog, table, timeLimit, notices, stop))
                : Optional.empty();
    }

    /** Whether the catalog is shared by processes: then groups are claimed, not listed. */
    public boolean shared() {
        return claims.isPresent();
    }

    /** How many of {@code n} more groups the run may take: none once its limit is used up. */
    public int want(int n) {
        return Math.min(n, limit - handedOut);
    }

    /** Up to {@code want} groups claimed for this worker, on a shared catalog. */
    public List<T> take(int want, String what) {
        return claims.orElseThrow().take(want, what);
    }

    /** The run handed out {@code count} more groups. */
    public void handedOut(int count) {
        handedOut += count;
    }

    /** Whether the run may take more groups (its {@code --limit} is not used up). */
    boolean wantsMore() {
        return handedOut < limit;
    }

    /** The live claims other workers hold, by worker (none on an embedded catalog). */
    public List<HeldClaims> heldByOthers() {
        return claims.map(WorkerClaims::heldByOthers).orElse(List.of());
    }

    /** This worker's name in the claims: host, process id and a random number ({@link WorkerName}). */
    public String worker() {
        return claims.map(WorkerClaims::worker).orElse(WorkerName.current());
    }

    /** {@code body}, again after a lost connection on a shared catalog ({@link WorkerClaims#retrying}). */
    public <R> R retrying(String what, Supplier<R> body) {
        return claims.isPresent() ? claims.get().retrying(what, body) : body.get();
    }

    /**
     * After a group's transaction: on a shared catalog this worker's claim on it over and its
     * other claims renewed, on an embedded one the commit made durable.
     */
    public void ended(String uniqueId) {
        if (claims.isPresent()) {
            claims.get().stored(uniqueId);
            claims.get().afterStore();
        } else {
            catalog.makeDurable();
        }
    }
}
