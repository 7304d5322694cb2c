package org.sokodb.web;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.sokodb.catalog.UnfinishedImport;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * How the server reaches the catalog: a few open catalogs (one connection each), lent to one
 * request at a time. A read-only server opens them to read alone
 * ({@link OpenCatalog#openForReading}: no migration, no repair, so a role that may only read
 * serves every page); when an interrupted import left work for a repair, it serves the
 * catalog as it is and says so ({@link #unfinishedImport}: on its terminal when first seen, on
 * the pages when answers may be incomplete). A server with {@code --allow-write} opens them as
 * every command does. On an embedded H2 file the catalogs are closed once no request has used
 * them for {@link #H2_IDLE_MILLIS}: H2 then closes the file and releases its lock, so that
 * {@code sokodb import} in another terminal can open it while the server keeps running (the
 * command line waits briefly for a catalog in use: docs/web.md). While another process holds
 * the file, requests wait for it up to {@link #WAIT_MILLIS}, then answer 503 with a message.
 * On PostgreSQL the catalogs stay open: any number of processes share it.
 *
 * <p>Every statement a request runs has a time limit ({@link ServeSettings#STATEMENT_SECONDS},
 * the slow questions {@link ServeSettings#SLOW_STATEMENT_SECONDS}): past it the engine stops
 * it and the request is 503 "busy" (the catalog goes back to the others: its connection is
 * fine). Any other failure but a request's own answer (a 404) closes the catalog it was lent,
 * and the idle ones with it, so that a connection a database outage broke is never lent again:
 * the next request opens a new one, 503 while the database is away, and answered again as soon
 * as it is back.
 *
 * <p>Why a pool of its own, and not Jetty's or jdbi's means. Jetty bounds the threads that
 * serve requests (its {@code QueuedThreadPool}), not the connections they use, and queues what
 * it cannot serve; here a request that finds no catalog within {@link #WAIT_MILLIS} is a 503
 * that says so. jdbi pools nothing: it takes a handle from a {@code DataSource}, so its means
 * would be a pooling one (HikariCP, or H2's {@code JdbcConnectionPool}) under one {@code Jdbi}.
 * That would lend a connection, while what is lent here is an {@link OpenCatalog}: opened as
 * the commands open it (read alone, or migrated and repaired with {@code --allow-write}), with
 * its DAOs and its statement limit, and the unfinished import it found. And on an H2 file every
 * catalog must close within about a second of the last request so that H2 lets go of the file
 * for an import in another terminal: HikariCP keeps an idle connection at least 10 s and sweeps
 * every 30 s, H2's pool keeps its idle connections open. So the pool stays hand-made, small:
 * a queue of idle catalogs, {@link Turns} for the bound, a sweeper for the idle ones.
 */
final class CatalogGate implements AutoCloseable {
    static final long H2_IDLE_MILLIS = 1000;
    static final long WAIT_MILLIS = 3000;
    /** Catalogs open at once: the searches' share ({@link #lendToSearch}) and those the other pages keep. */
    static final int MAX_OPEN = Math.max(6, ServeSettings.SEARCH_SLOTS + 3);
    /** Catalogs the pages that are no search keep: the searches together never hold more than the others. */
    static final int KEPT_FROM_SEARCHES = 3;

    private record Idle(OpenCatalog catalog, long since) {
    }

    private final CatalogAccess access;
    private final boolean writes;
    private final ServerLog log;
    private volatile Optional<UnfinishedImport> unfinished = Optional.empty();
    private final long idleMillis;
    private final Turns turns = new Turns(MAX_OPEN, WAIT_MILLIS, "the server is busy; try again");
    /**
     * The catalogs the searches may hold at once, those answered at once and those that took a
     * turn together: all but {@link #KEPT_FROM_SEARCHES}, at least one per search turn.
     */
    private final Turns searchShare = new Turns(MAX_OPEN - KEPT_FROM_SEARCHES, WAIT_MILLIS,
            "the server is busy with other searches; try again in a moment, or narrow the search");
    private final Deque<Idle> idle = new ArrayDeque<>();
    private final ScheduledExecutorService sweeper;
    private boolean closed;

    /** @param writes whether the server may write (then it opens the catalog as every command does) */
    CatalogGate(CatalogAccess access, boolean writes, ServerLog log) {
        this(access, writes, log, access.locksAFile() ? H2_IDLE_MILLIS : 0);
    }

    CatalogGate(CatalogAccess access, boolean writes, ServerLog log, long idleMillis) {
        this.access = access;
        this.writes = writes;
        this.log = log;
        this.idleMillis = idleMillis;
        if (idleMillis > 0) {
            sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "sokodb-catalog-idle");
                t.setDaemon(true);
                return t;
            });
            sweeper.scheduleWithFixedDelay(this::closeIdle, idleMillis / 2, idleMillis / 2, TimeUnit.MILLISECONDS);
        } else {
            sweeper = null;
        }
    }

    /**
     * Opens the catalog once, so that a server on a missing or unreadable catalog stops at once,
     * and one that may write on a catalog that takes no writes (a file it may not write).
     */
    void check() {
        lend(c -> {
            if (writes) {
                c.requireWritable("serve --allow-write");
            }
            return null;
        });
    }

    /** Runs {@code work} with an open catalog lent to it alone, each statement at most {@link ServeSettings#STATEMENT_SECONDS}. */
    <T> T lend(Function<OpenCatalog, T> work) {
        return lend(ServeSettings.STATEMENT_SECONDS, work);
    }

    /**
     * As {@link #lend(Function)}, for a search (by text or filters, credits, authors), whether it
     * is answered at once or took one of the searches' turns: within the searches' share of the
     * catalogs, waited for up to {@link #WAIT_MILLIS} (then 503), so that however many searches
     * a slow first statement holds up (a lock on the texts' index, a catalog the disk keeps
     * waiting), the other pages keep {@link #KEPT_FROM_SEARCHES} catalogs and are served.
     */
    <T> T lendToSearch(Function<OpenCatalog, T> work) {
        return searchShare.run(() -> lend(work));
    }

    /** As {@link #lend(Function)}, for a slow question that took its turn: {@link ServeSettings#SLOW_STATEMENT_SECONDS}. */
    <T> T lendSlow(Function<OpenCatalog, T> work) {
        return lend(ServeSettings.SLOW_STATEMENT_SECONDS, work);
    }

    private <T> T lend(int statementSeconds, Function<OpenCatalog, T> work) {
        turns.take();
        try {
            OpenCatalog catalog = take();
            try {
                catalog.limitStatements(statementSeconds);
                return work.apply(catalog);
            } catch (RuntimeException | Error e) {
                // an Error (out of memory, say) may have left the connection in any state: not lent again
                if (!(e instanceof RuntimeException r) || !fine(r)) {
                    quietly(catalog); // a connection an outage broke is not lent again
                    catalog = null;
                    closeAllIdle(); // nor those idle beside it, which went through the same outage
                }
                throw e;
            } finally {
                if (catalog != null) {
                    give(catalog);
                }
            }
        } finally {
            turns.give();
        }
    }

    /**
     * Whether the catalog a request failed with is fine to lend again: after a statement stopped
     * by its time limit, or an answer the request chose (a 404); after anything else (a database
     * failure, or one sokodb did not put in words) it is closed, whatever its connection's state.
     */
    private static boolean fine(RuntimeException e) {
        return e instanceof HttpProblem || CatalogAccess.failure(e).filter(CatalogAccess.Failure::timedOut).isPresent();
    }

    private OpenCatalog take() {
        synchronized (idle) {
            if (closed) {
                throw new HttpProblem(503, "the server is stopping");
            }
            Idle i = idle.pollFirst();
            if (i != null) {
                return i.catalog();
            }
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MILLIS);
        while (true) {
            try {
                return writes ? access.open(true) : opened(access.open(false));
            } catch (RuntimeException e) {
                if (CatalogAccess.failure(e).filter(CatalogAccess.Failure::inUse).isEmpty()) {
                    throw e;
                }
                if (System.nanoTime() > deadline) {
                    throw new HttpProblem(503, "the catalog is in use by another sokodb process (an import?); "
                            + "try again when it has finished");
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new HttpProblem(503, "the server is stopping");
                }
            }
        }
    }

    /** A catalog just opened to read: what an interrupted import left in it, said once when first seen. */
    private OpenCatalog opened(OpenCatalog catalog) {
        Optional<UnfinishedImport> now;
        try {
            now = catalog.unfinishedImport();
        } catch (RuntimeException e) {
            quietly(catalog);
            throw e;
        }
        Optional<UnfinishedImport> before = unfinished;
        unfinished = now;
        if (now.isPresent() && !now.equals(before)) {
            log.say("serving the catalog as it is, without a repair (the server only reads): " + now.get().what());
        }
        return catalog;
    }

    /**
     * What an interrupted import left for a repair the last time this read-only server opened
     * the catalog; always empty with {@code --allow-write}, which repairs as every command does.
     */
    Optional<UnfinishedImport> unfinishedImport() {
        return unfinished;
    }

    private void give(OpenCatalog catalog) {
        synchronized (idle) {
            if (!closed) {
                idle.addFirst(new Idle(catalog, System.nanoTime()));
                return;
            }
        }
        catalog.close();
    }

    /** Closes the catalogs no request has used for {@code idleMillis}. */
    private void closeIdle() {
        List<OpenCatalog> stale = new ArrayList<>();
        long cutoff = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(idleMillis);
        synchronized (idle) {
            idle.removeIf(i -> {
                if (i.since() - cutoff < 0) {
                    stale.add(i.catalog());
                    return true;
                }
                return false;
            });
        }
        stale.forEach(CatalogGate::quietly);
    }

    /** Closes every catalog no request holds now. */
    private void closeAllIdle() {
        List<OpenCatalog> all = new ArrayList<>();
        synchronized (idle) {
            idle.forEach(i -> all.add(i.catalog()));
            idle.clear();
        }
        all.forEach(CatalogGate::quietly);
    }

    /** True while at least one catalog is open (tests: the H2 file is released when idle). */
    boolean holdsAny() {
        synchronized (idle) {
            return !idle.isEmpty() || turns.taken();
        }
    }

    private static void quietly(OpenCatalog c) {
        try {
            c.close();
        } catch (RuntimeException e) {
            // closing a catalog that failed: nothing more to do
        }
    }

    @Override
    public void close() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
        List<Idle> all;
        synchronized (idle) {
            closed = true;
            all = new ArrayList<>(idle);
            idle.clear();
        }
        all.forEach(i -> quietly(i.catalog()));
    }
}
