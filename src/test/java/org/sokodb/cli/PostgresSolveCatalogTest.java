package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.HexIds;

/**
 * Two {@code solve --catalog} processes share one PostgreSQL catalog's work: each group is
 * searched by exactly one of them, together they search every group, a group another worker
 * holds a live claim on is left alone, and a lapsed claim (its worker was killed) is taken over.
 */
@AlongsideOnPostgres
class PostgresSolveCatalogTest {
    @TempDir
    Path dir;

    @Test
    void twoWorkersSolveDisjointGroupsAndTogetherAll() throws Exception {
        String url = TestPostgres.freshSchema();
        // Grigr 2001 levels the solver takes a fraction of a second on
        Path grigr = SolveFixture.write(dir.resolve("grigr.xsb"),
                SolveFixture.boards(SolveFixture.GRIGR, 4, 5, 8, 16, 22, 25, 44, 45));
        Cli imported = Cli.run("--db", url, "import", grigr.toString());
        assertEquals(0, imported.code(), imported.err());
        List<String> uniqueIds = Cli.run("id", grigr.toString()).out().lines().skip(1).map(l -> l.split("\t")[4])
                .toList();
        // level 1 is held by a live worker elsewhere; level 2's worker died an hour ago
        TestPostgres.execute(url, "INSERT INTO solve_claim VALUES (" + HexIds.stored(uniqueIds.get(0))
                + ", 'elsewhere:1', CURRENT_TIMESTAMP + INTERVAL '1 hour')");
        TestPostgres.execute(url, "INSERT INTO solve_claim VALUES (" + HexIds.stored(uniqueIds.get(1))
                + ", 'elsewhere:2', CURRENT_TIMESTAMP - INTERVAL '1 hour')");

        List<Processes> workers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            workers.add(Processes.start("--db", url, "solve", "--catalog", "--threads", "1", "--time-limit", "60",
                    "--no-wait"));
        }
        List<String> searched = new ArrayList<>();
        for (Processes w : workers) {
            // the group held elsewhere is left: each says so and ends (exit 1) instead of waiting for it
            assertEquals(1, w.finish(), String.join("\n", w.err()));
            for (String line : w.out().subList(1, w.out().size())) {
                String[] r = line.split("\t");
                assertEquals("solved", r[3], line);
                searched.add(r[1]);
            }
        }
        assertEquals(searched.size(), new HashSet<>(searched).size(), "a group searched twice: " + searched);
        assertEquals(Set.of("2", "3", "4", "5", "6", "7", "8"), new HashSet<>(searched));

        // the claimed group is all that is left (a re-run told not to wait says so and ends);
        // once its claim is gone a re-run searches it alone
        Cli rerun = Cli.run("--db", url, "solve", "--catalog", "--time-limit", "60", "--no-wait");
        assertEquals(1, rerun.code(), rerun.err());
        assertTrue(rerun.err().contains("1 group is claimed by other workers: elsewhere:1 holds 1 until "), rerun.err());
        assertEquals(1, rerun.out().lines().count(), rerun.out());
        TestPostgres.execute(url, "DELETE FROM solve_claim");
        Cli last = Cli.run("--db", url, "solve", "--catalog", "--time-limit", "60");
        assertEquals(0, last.code(), last.err());
        List<String[]> rows = SolveFixture.rows(last.out());
        assertEquals(1, rows.size(), last.out());
        assertEquals("1", rows.get(0)[1]);
        assertTrue(Cli.run("--db", url, "export", "--unsolved", "--out", dir.resolve("none.sok").toString())
                .out().contains("(sok): 0 levels"), "every level is solved");
    }
}
