package org.sokodb.catalog.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.PgProxy;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * A worker whose PostgreSQL server goes away and stays away (a relay the test cuts and never
 * restores) tries to connect again for as long as it was given, saying so, then gives up with
 * one line: what it was doing, for how long it tried, and why the last try failed — not the
 * failure of a statement on a connection that was long closed. The catalog's workers are given
 * ten minutes ({@link WorkerClaims#RECONNECT_FOR}); this one a second (one wait of 1 s, one try after it).
 */
@AlongsideOnPostgres
class WorkerClaimsTest {
    @Test
    void aWorkerWhoseServerStaysAwayGivesUpWithOneLine() {
        String url = TestPostgres.freshSchema();
        List<String> notices = new CopyOnWriteArrayList<>();
        try (PgProxy proxy = PgProxy.to(url); Catalog catalog = TestCatalogs.open(DatabaseLocation.of(proxy.url(url)))) {
            WorkerClaims<String> claims = new WorkerClaims<>(catalog, null, Duration.ofSeconds(1), notices::add,
                    () -> false, Duration.ofSeconds(1));
            assertEquals(1, claims.retrying("reading claims", () -> one(catalog)), "the catalog answers");
            proxy.cut();
            CatalogException e = assertThrows(CatalogException.class, () -> claims.retrying("reading claims",
                    () -> one(catalog)));
            assertTrue(e.getMessage().startsWith("lost the connection to the catalog while reading claims and could not"
                    + " connect again in 1 s: "), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
            assertFalse(e.getMessage().contains("has been closed"), "why the last try failed: " + e.getMessage());
        }
        assertFalse(notices.isEmpty(), "it said it lost the connection");
        assertTrue(notices.stream().allMatch(n -> n.startsWith("lost the connection to the catalog while reading claims;"
                + " trying again in ")), notices.toString());
    }

    /** The waits between tries: 1, 2, 4 … s, each twice the last, up to 30 s (8 s the first longer than Ctrl-C's 5 s). */
    @Test
    void theWaitsDoubleFromOneSecondUpToThirty() {
        List<Long> waits = new java.util.ArrayList<>();
        for (long wait = WorkerClaims.FIRST_WAIT_SECONDS; waits.size() < 8; wait = WorkerClaims.nextWait(wait)) {
            waits.add(wait);
        }
        assertEquals(List.of(1L, 2L, 4L, 8L, 16L, 30L, 30L, 30L), waits);
        assertEquals(WorkerClaims.FIRST_WAIT_SECONDS, WorkerClaims.firstWaitSeconds, "this JVM's workers begin at 1 s");
    }

    private static int one(Catalog catalog) {
        return catalog.work("reading claims", () -> catalog.handle().createQuery("SELECT 1").mapTo(Integer.class).one());
    }
}
