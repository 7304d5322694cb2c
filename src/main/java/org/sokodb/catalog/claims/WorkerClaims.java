package org.sokodb.catalog.claims;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.solutions.StoredText;

/**
 * The claims one worker holds on a catalog shared by processes (PostgreSQL) for one kind of
 * work on the Unique-Id groups: {@code solve --catalog} ({@code solve_claim}) or
 * {@code optimize --catalog} in one metric ({@code optimize_claim}). The work says which
 * groups it wants and how a claim row is written ({@link Table}); this class holds what the
 * two share: claiming without waiting for another worker, renewal, the worker's name, and
 * connecting again after a lost connection.
 *
 * <p>A group's first level row is locked with {@code SKIP LOCKED} while a claim row is written,
 * so two workers never take the same group and none waits for another; the claim goes in the
 * transaction that stores the result. A worker renews its claims whenever it takes or stores
 * a group, for {@link #claimSeconds} (twice the time limit and half a minute: a search
 * outlives no claim, and a worker wakes at least once a time limit); a killed worker's claims
 * lapse that long after its last renewal, and the next worker that looks takes them. A worker
 * that loses its connection connects again and goes on ({@link #RECONNECT_FOR}); before it
 * claims again it gives back every claim it holds but is not searching: a claim whose commit
 * the server made while the connection went down, so that the worker never heard of it
 * (otherwise the group would wait for that claim to lapse, and a worker that does not wait
 * for its own claims would end without it).
 *
 * @param <T> a group as the work's claim query gives it
 */
public final class WorkerClaims<T> {
    /** How long a worker tries to get its connection back before it gives up. */
    static final Duration RECONNECT_FOR = Duration.ofMinutes(10);
    /** The first wait before a try to connect again, in seconds; each next one twice the last ({@link #nextWait}). */
    static final long FIRST_WAIT_SECONDS = 1;
    /** The longest wait between two tries to connect again, in seconds. */
    static final long LONGEST_WAIT_SECONDS = 30;
    /**
     * The first wait of this process's workers: {@link #FIRST_WAIT_SECONDS}, unless a launcher
     * of the tests' own set a later wait of the same doubling before the command ran (no option,
     * property or environment variable reaches it): the Ctrl-C test needs a wait longer than the
     * 5 s Ctrl-C gives a command, which the fourth wait is, and so need not sleep through the first three.
     */
    static volatile long firstWaitSeconds = FIRST_WAIT_SECONDS;

    /** One kind of work's claim statements, each on the catalog's current connection. */
    public interface Table<T> {
        /**
         * Locks until the transaction ends up to {@code want} groups after level row
         * {@code after} that want this work and that no live claim holds, skipping rows
         * another worker has locked; in level row order.
         */
        List<T> lockUnclaimed(long after, int want);

        /** The level row a locked group was found by. */
        long levelId(T group);

        String uniqueId(T group);

        /** Drops a lapsed claim on the group, then claims it unless someone holds it; true when claimed. */
        boolean claim(String uniqueId, String worker, long seconds);

        /** Extends every claim of {@code worker} to {@code seconds} from now. */
        void renew(String worker, long seconds);

        /** The live claims of workers other than {@code worker}, by worker. */
        List<HeldClaims> heldByOthers(String worker);

        /** Gives back every claim of {@code worker} on a group not in {@code searching}. */
        void releaseAllBut(String worker, String[] searching);
    }

    private final Catalog catalog;
    private final Table<T> table;
    private final String worker;
    private final long claimSeconds;
    private final Consumer<String> notices;
    /** How long this worker tries to get its connection back ({@link #RECONNECT_FOR}). */
    private final Duration reconnectFor;
    /** Ctrl-C: a wait for the connection ends at once. */
    private final BooleanSupplier stop;
    /** The last level row a claim query of this worker locked: the next one goes on from there. */
    private long lockedUpTo;
    private long renewedAt;
    /** The groups this worker has claimed and not yet stored. */
    private final Set<String> searching = new HashSet<>();
    /** Every group this worker has taken: a group it could not finish is not taken again by it. */
    private final Set<String> taken = new HashSet<>();
    /** The connection was made again since the last claim: claims not in {@link #searching} are given back. */
    private boolean reconnected;

    /**
     * @param timeLimit what one search may take: claims hold twice that and 30 s
     * @param notices where a line goes when the connection is lost and found again
     * @param stop whether Ctrl-C was pressed: a wait for the connection then ends
     */
    WorkerClaims(Catalog catalog, Table<T> table, Duration timeLimit, Consumer<String> notices, BooleanSupplier stop) {
        this(catalog, table, timeLimit, notices, stop, RECONNECT_FOR);
    }

    /** As above, trying to connect again for {@code reconnectFor} (the tests: less than ten minutes). */
    WorkerClaims(Catalog catalog, Table<T> table, Duration timeLimit, Consumer<String> notices, BooleanSupplier stop,
            Duration reconnectFor) {
        this.catalog = catalog;
        this.table = table;
        this.worker = StoredText.clamp(WorkerName.current());
        this.claimSeconds = claimSeconds(timeLimit);
        this.notices = notices;
        this.reconnectFor = reconnectFor;
        this.stop = stop;
    }

    String worker() {
        return worker;
    }

    /**
     * How long a claim holds without renewal: twice the time limit and 30 s. A worker renews
     * its claims each time it takes or stores a group, which happens at least once a time
     * limit while it searches.
     */
    public long claimSeconds() {
        return claimSeconds;
    }

    /** How long a claim holds for searches of {@code timeLimit} each. */
    public static long claimSeconds(Duration timeLimit) {
        return 2 * Math.max(1, timeLimit.toSeconds()) + 30;
    }

    /** Up to {@code want} groups claimed for this worker; empty when no group is left that nobody holds. */
    List<T> take(int want, String what) {
        List<T> mine = retrying(what, () -> {
            renew();
            giveBackUnheardClaims();
            return claim(want, what);
        });
        for (T t : mine) {
            searching.add(table.uniqueId(t));
            taken.add(table.uniqueId(t));
        }
        return mine;
    }

    /** The group's result is stored and its claim given up in that transaction. */
    void stored(String uniqueId) {
        searching.remove(uniqueId);
    }

    /** After a group is stored: its commit made durable and this worker's claims renewed, each across a lost connection. */
    void afterStore() {
        // a dropped connection here, after the commit, is no reason to end the run either
        retrying("writing the catalog to disk", () -> {
            catalog.makeDurable();
            return null;
        });
        retrying("renewing claims", () -> {
            renew();
            return null;
        });
    }

    /** The live claims other workers hold, by worker. */
    List<HeldClaims> heldByOthers() {
        return retrying("reading the claims of other workers", () -> catalog.work("reading claims",
                () -> table.heldByOthers(worker)));
    }

    /** Extends this worker's claims, at most every quarter of {@link #claimSeconds}. */
    private void renew() {
        long now = System.nanoTime();
        if (renewedAt != 0 && now - renewedAt < claimSeconds * 250_000_000L) {
            return;
        }
        catalog.work("renewing claims", () -> {
            table.renew(worker, claimSeconds);
            return null;
        });
        renewedAt = now;
    }

    /**
     * After a reconnection: gives back the claims this worker holds on groups it is not
     * searching. A claim is committed with the transaction that takes it; when the connection
     * is cut during that commit the server may have made it while this worker saw a failure,
     * claimed again, and went on without the group.
     */
    private void giveBackUnheardClaims() {
        if (!reconnected) {
            return;
        }
        catalog.work("giving back claims", () -> {
            table.releaseAllBut(worker, searching.toArray(new String[0]));
            return null;
        });
        reconnected = false;
    }

    /**
     * Runs {@code body}; when it fails because the connection to the catalog is gone, says so,
     * connects again (waiting 1, 2, 4 … up to 30 s between tries) and runs it again, for up to
     * {@link #RECONNECT_FOR}. What a failed transaction did not commit the server rolled back,
     * so running it again is running it once. When the catalog is still out of reach after
     * that, it gives up with one line that says what was being done, for how long it tried,
     * and why the last try failed. After Ctrl-C ({@code stop}) it waits no more: it connects
     * again and runs {@code body} once more at once (what Ctrl-C keeps is stored if it can be),
     * and fails with the failure it had should that fail too.
     */
    <R> R retrying(String what, Supplier<R> body) {
        long giveUpAt = 0;
        long wait = firstWaitSeconds;
        CatalogException lastTry = null;
        boolean triedAfterStop = false;
        while (true) {
            try {
                return body.get();
            } catch (CatalogException e) {
                if (!catalog.connectionLost()) {
                    throw e;
                }
                if (giveUpAt == 0) {
                    giveUpAt = System.nanoTime() + reconnectFor.toNanos();
                } else if (System.nanoTime() > giveUpAt) {
                    CatalogException why = lastTry != null ? lastTry : e;
                    throw new CatalogException("lost the connection to the catalog while " + what + " and could not"
                            + " connect again in " + spoken(reconnectFor) + ": " + why.getMessage(), why);
                }
                if (stop.getAsBoolean() && triedAfterStop) {
                    throw e;
                }
                if (!stop.getAsBoolean()) {
                    notices.accept("lost the connection to the catalog while " + what + "; trying again in " + wait
                            + " s");
                    Waiting.waitFor(Duration.ofSeconds(wait), stop);
                    wait = nextWait(wait);
                }
                // after Ctrl-C one more try at once, for a connection that only dropped
                triedAfterStop = stop.getAsBoolean();
                try {
                    catalog.reconnect();
                    renewedAt = 0;
                    reconnected = true;
                    lastTry = null;
                    notices.accept("connected to the catalog again");
                } catch (CatalogException again) {
                    lastTry = again; // still unreachable: the next try says so
                }
            }
        }
    }

    /** The wait after one of {@code wait} seconds: twice as long, up to {@link #LONGEST_WAIT_SECONDS}. */
    static long nextWait(long wait) {
        return Math.min(LONGEST_WAIT_SECONDS, 2 * wait);
    }

    /** {@code 10 minutes}, {@code 2 s}. */
    private static String spoken(Duration d) {
        return d.toSeconds() % 60 == 0 && d.toMinutes() > 0 ? d.toMinutes() + (d.toMinutes() == 1 ? " minute" : " minutes")
                : d.toSeconds() + " s";
    }

    /**
     * Claims up to {@code want} groups. The query goes on from the last level row this worker
     * locked ({@link #lockedUpTo}), so a worker does not walk the groups already done again at
     * each claim (the walk would grow with the groups done: quadratic over a run); when nothing
     * is left after it, one pass from the first level catches the groups passed by while other
     * workers held them, whose claims may have lapsed since.
     */
    private List<T> claim(int want, String what) {
        long lease = claimSeconds;
        boolean fromTheStart = lockedUpTo == 0;
        while (true) {
            long after = lockedUpTo;
            List<T> claimed = catalog.work(what, () -> catalog.handle().inTransaction(h -> {
                List<T> locked = table.lockUnclaimed(after, want);
                List<T> mine = new ArrayList<>();
                for (T t : locked) {
                    String uniqueId = table.uniqueId(t);
                    if (!taken.contains(uniqueId) && table.claim(uniqueId, worker, lease)) {
                        mine.add(t);
                    }
                }
                if (!locked.isEmpty()) {
                    lockedUpTo = table.levelId(locked.get(locked.size() - 1));
                }
                return locked.isEmpty() ? null : mine;
            }));
            if (claimed == null && !fromTheStart) {
                lockedUpTo = 0;
                fromTheStart = true;
                continue;
            }
            if (claimed == null || !claimed.isEmpty()) {
                return claimed == null ? List.of() : claimed;
            }
            // every group locked had just been claimed by another worker, or was one this worker
            // could not finish: look further
        }
    }
}
