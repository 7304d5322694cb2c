package org.sokodb.catalog.claims;

import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.front.work.HeldClaims;
import org.sokodb.catalog.front.work.SolveTask;

/**
 * One {@code solve --catalog} run's claims on the catalog's unsolved Unique-Id groups: it
 * takes groups a few at a time (on PostgreSQL no two workers search one group), and stores each
 * result, which frees the group's claim. Made for {@link CatalogSolver}, which runs the searches; other
 * kinds of work on the catalog's groups (optimizing the solutions found) claim theirs the same
 * way, beside it.
 */
public interface SolveClaims {
    /** Up to {@code n} groups to search, claimed for this run; empty when none is left for it. */
    List<SolveTask> next(int n);

    /** Whether this run may take more groups (its {@code --limit} is not reached). */
    boolean wantsMore();

    /** The groups other workers hold now, by worker: what this run would take when they lapse. */
    List<HeldClaims> heldByOthers();

    /** Stores what the search of {@code task} found (empty: nothing to store) and frees its claim. */
    StoredSearch store(SolveTask task, Optional<SearchReport> report);
}
