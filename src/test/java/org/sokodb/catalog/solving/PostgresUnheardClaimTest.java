package org.sokodb.catalog.solving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;

/**
 * A worker's connection is cut while it commits a claim: the server made the commit, the
 * worker saw a failure, connected again and claimed on. The claim it never heard of is its
 * own, so it is not "held by others", and no other worker may take it until it lapses: the
 * group was lost to the run (a worker ended with 3 of 4 groups searched). After connecting
 * again a worker gives back the claims it holds on groups it is not searching, and every
 * group is searched.
 */
@AlongsideOnPostgres
class PostgresUnheardClaimTest {

    @Test
    void aClaimCommittedAsTheConnectionWasCutIsGivenBackAndItsGroupSearched() throws Exception {
        String url = TestPostgres.freshSchema();
        try (Catalog setup = TestCatalogs.open(DatabaseLocation.of(url))) {
            new Importer(setup).importPaths(List.of(Fixtures.shipped("soukoban/Grigr2001_100.xsb")), new Fixtures.Recorder());
        }
        SolveRun run = new SolveRun("sokodb test", Duration.ofSeconds(1), 1 << 20, Long.MAX_VALUE, List.of(), 1_000);
        List<String> notices = new java.util.ArrayList<>();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url));
                Connection other = DriverManager.getConnection(url)) {
            int groups = catalog.handle().createQuery("SELECT COUNT(DISTINCT unique_id) FROM level WHERE unplayable IS NULL")
                    .mapTo(Integer.class).one();
            CatalogSolving solving = new CatalogSolving(catalog, run, notices::add);
            Set<String> searched = new HashSet<>();
            for (SolveTask t : solving.next(1)) {
                searched.add(t.uniqueId());
                solving.store(t, Optional.of(timeout()));
            }
            // what the cut commit left: a live claim of this worker on the next group in line
            try (PreparedStatement claim = other.prepareStatement("INSERT INTO solve_claim (unique_id, claimed_by,"
                    + " claimed_until) SELECT unique_id, ?, CURRENT_TIMESTAMP + INTERVAL '1 hour' FROM level l"
                    + " WHERE unplayable IS NULL AND NOT EXISTS (SELECT 1 FROM solve_attempt a"
                    + " WHERE a.unique_id = l.unique_id) ORDER BY id LIMIT 1")) {
                claim.setString(1, solving.worker());
                assertEquals(1, claim.executeUpdate());
            }
            int backend = catalog.handle().createQuery("SELECT pg_backend_pid()").mapTo(Integer.class).one();
            try (PreparedStatement cut = other.prepareStatement("SELECT pg_terminate_backend(?)")) {
                cut.setInt(1, backend);
                cut.execute();
            }
            for (List<SolveTask> next = solving.next(1); !next.isEmpty(); next = solving.next(1)) {
                for (SolveTask t : next) {
                    assertTrue(searched.add(t.uniqueId()), "searched twice: " + t.uniqueId());
                    solving.store(t, Optional.of(timeout()));
                }
            }
            assertEquals(List.of("lost the connection to the catalog while claiming levels to solve; trying again in 1 s",
                    "connected to the catalog again"), notices);
            assertEquals(List.of(), solving.claims().heldByOthers());
            assertEquals(groups, searched.size(), "every group searched once");
            assertEquals(0L, catalog.handle().createQuery("SELECT COUNT(*) FROM solve_claim").mapTo(Long.class).one(),
                    "no claim left");
        }
    }

    private static SearchReport timeout() {
        return new SearchReport(SearchReport.Outcome.TIMEOUT, Optional.empty(), 1.0, 1000, false);
    }
}
