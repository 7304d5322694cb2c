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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.PgProxy;
import org.sokodb.TestPostgres;

/**
 * A team of {@code solve --catalog} workers on one PostgreSQL catalog loses a member to
 * SIGKILL in the middle of its run: its claims stay behind, another worker says who holds
 * them and until when, {@code --status} shows them, a worker told not to wait ends with
 * exit 1, and one that waits takes the groups over once the claims lapse. At the end every
 * group has been attempted exactly once (one attempt row, at most one solution the solver
 * stored, no group reported by both workers) and no claim is left. Only the worker killed is
 * a process of its own; the others, and the workers whose connection or server goes away, run
 * on a thread of this JVM ({@link CliInThread}), which a JVM's start would cost most of.
 */
@AlongsideOnPostgres
class PostgresSolveKillTest {
    /** The name the worker's connections carry, so that the test cuts only those. */
    private static final String WORKER = "sokodb_test_solver_" + ProcessHandle.current().pid();

    /**
     * One cap on the search tables for every worker: a timeout under a smaller cap is searched
     * again by a worker with a larger one (the test's JVM and the killed process have different
     * heaps, and so different default caps).
     */
    private static final String MEMORY = "256m";

    /** XSokoban screens sokodb's solver does not solve in 2 s (docs/solver.md, "Results"). */
    private static final int[] HARD_SCREENS = {29, 52, 71, 74, 90};

    @TempDir
    Path dir;

    /** Whether a claim is held within a minute: the worker has taken its next group. */
    private static boolean claimSeen(String url) throws InterruptedException {
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            if (count(url, "SELECT COUNT(*) FROM solve_claim") > 0) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }

    @Test
    void aKilledWorkersGroupsAreTakenOverAndNoneIsLostOrSearchedTwice() throws Exception {
        String url = TestPostgres.freshSchema();
        // levels no search ends in much less than the 2 s limit: the worker holds a claim for
        // seconds at a time (Boxoban's, solved in milliseconds, left it between two claims at the
        // kill on a quick machine, holding none)
        List<List<String>> boards = new ArrayList<>();
        for (int screen : HARD_SCREENS) {
            boards.addAll(SolveFixture.boards("collections/xsokoban/screen." + screen, 1));
        }
        Path levels = SolveFixture.write(dir.resolve("hard.xsb"), boards);
        Cli imported = Cli.run("--db", url, "import", levels.toString());
        assertEquals(0, imported.code(), imported.err());
        int groups = count(url, "SELECT COUNT(DISTINCT unique_id) FROM level");
        assertEquals(HARD_SCREENS.length, groups);

        Processes first = Processes.start("--db", url, "solve", "--catalog", "--threads", "1", "--time-limit", "2", "--memory", MEMORY);
        assertTrue(first.awaitOut(out -> out.size() >= 3), "two results before the kill: " + first.err());
        assertTrue(claimSeen(url), "the worker claims its third group: " + first.err());
        first.kill();
        // its name: host, process id, 64 random bits (WorkerName)
        String worker = count(url, "SELECT COUNT(DISTINCT claimed_by) FROM solve_claim") == 1
                ? one(url, "SELECT claimed_by FROM solve_claim") : "";
        assertTrue(worker.matches(".+:" + first.pid() + ":[0-9a-f]{16}"), "the killed worker's name: " + worker);
        int left = count(url, "SELECT COUNT(*) FROM solve_claim WHERE claimed_by = '" + worker + "'");
        assertTrue(left >= 1, "the killed worker held the group it was searching");
        // its claims lapse by themselves: they hold twice the time limit and 30 s from its last renewal
        assertEquals(left, count(url, "SELECT COUNT(*) FROM solve_claim WHERE claimed_by = '" + worker
                + "' AND claimed_until <= CURRENT_TIMESTAMP + INTERVAL '34 seconds'"), "claims that lapse in 34 s");

        Cli status = Cli.run("--db", url, "solve", "--catalog", "--status");
        assertEquals(0, status.code(), status.err());
        assertTrue(status.out().lines().anyMatch(l -> l.startsWith("claimed\t" + left + "\t")
                && l.contains(worker + "\t")), status.out());
        assertTrue(status.out().contains("groups\t" + groups + "\t"), status.out());

        // told not to wait, a worker searches what nobody holds and ends, saying what is held
        Cli notWaiting = Cli.run("--db", url, "solve", "--catalog", "--no-wait", "--threads", "1", "--time-limit", "2", "--memory", MEMORY);
        assertEquals(1, notWaiting.code(), notWaiting.err());
        String says = left + (left == 1 ? " group is" : " groups are") + " claimed by other workers: ";
        assertTrue(notWaiting.err().contains(says) && notWaiting.err().contains(worker + " holds " + left + " until "),
                notWaiting.err());
        // a worker that waits takes the killed worker's groups once their claims lapse
        CliInThread waiting = CliInThread.start("--db", url, "solve", "--catalog", "--threads", "1", "--time-limit", "2", "--memory", MEMORY);
        assertTrue(waiting.awaitErr(err -> err.stream().anyMatch(l -> l.contains(says) && l.contains("waiting for them"))),
                "it says what it waits for: " + waiting.err());
        // the lapse itself, without sitting out the 34 s: the server's clock is what claims are read by
        TestPostgres.execute(url, "UPDATE solve_claim SET claimed_until = CURRENT_TIMESTAMP WHERE claimed_by = '"
                + worker + "'");
        int waited = waiting.finish();
        List<String> taken = waiting.out().subList(1, waiting.out().size());
        // exit 1 exactly when a group it searched was not solved in the time (not all done)
        boolean allSolved = taken.stream().allMatch(r -> List.of(r.split("\t")).contains("solved"));
        assertEquals(allSolved ? 0 : 1, waited, String.join("\n", waiting.err()) + "\n" + taken);

        List<String> rows = new ArrayList<>(first.out().subList(1, first.out().size()));
        rows.addAll(notWaiting.out().lines().skip(1).toList());
        assertEquals(left, taken.size(), "the waiting worker searched the killed worker's groups: " + taken);
        rows.addAll(taken);
        Set<String> reported = new HashSet<>();
        for (String row : rows) {
            assertTrue(reported.add(row.split("\t")[1]), "a group reported twice: " + row);
        }
        assertEquals(groups, count(url, "SELECT COUNT(*) FROM solve_attempt"), "every group attempted once");
        assertEquals(groups, count(url, "SELECT COUNT(DISTINCT a.unique_id) FROM solve_attempt a"
                + " JOIN level l ON l.unique_id = a.unique_id"));
        assertEquals(0, count(url, "SELECT COUNT(*) FROM (SELECT level_id FROM solution WHERE carried_from IS NULL"
                + " GROUP BY level_id HAVING COUNT(*) > 1) twice"), "a group solved twice");
        assertEquals(count(url, "SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'solved'"),
                count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL"));
        assertEquals(0, count(url, "SELECT COUNT(*) FROM solve_claim"), "no claim left");

        Cli done = Cli.run("--db", url, "solve", "--catalog", "--no-wait", "--time-limit", "2", "--memory", MEMORY);
        assertEquals(1, done.out().lines().count(), "nothing left to search: " + done.out());
    }

    /**
     * A worker whose connection the server drops (as a restart would) connects again and goes
     * on. The drop comes while the worker waits for a group another worker holds, so the worker
     * has catalog work left after it whatever the machine's speed: the four levels are solved in
     * a fraction of a second each, and a drop after the first result (as this test once did it)
     * could come after the worker's last query, when nothing would notice it.
     */
    @Test
    void aWorkerThatLosesItsConnectionConnectsAgainAndGoesOn() throws Exception {
        String url = TestPostgres.freshSchema();
        Path levels = SolveFixture.write(dir.resolve("four.txt"), SolveFixture.boards(
                "collections/boxoban/medium/train/306.txt", 1, 2, 3, 4));
        assertEquals(0, Cli.run("--db", url, "import", levels.toString()).code());
        TestPostgres.execute(url, "INSERT INTO solve_claim SELECT unique_id, 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level WHERE id = (SELECT MAX(id) FROM level)");
        CliInThread worker = CliInThread.start("--db", TestPostgres.named(url, WORKER), "solve", "--catalog", "--threads", "1",
                "--time-limit", "2");
        assertTrue(worker.awaitErr(err -> err.stream().anyMatch(l -> l.contains("elsewhere:7 holds 1 until")
                && l.contains("waiting for them"))), "it waits for the group held elsewhere: " + worker.err());
        assertTrue(worker.awaitOut(out -> out.size() >= 4), "the three other groups searched first: " + worker.out());
        assertTrue(TestPostgres.cutConnectionsNamed(url, WORKER) > 0, "the worker had a connection to cut");
        TestPostgres.execute(url, "DELETE FROM solve_claim WHERE claimed_by = 'elsewhere:7'");
        assertEquals(0, worker.finish(), String.join("\n", worker.err()));
        String err = String.join("\n", worker.err());
        assertTrue(err.contains("lost the connection to the catalog while ") && err.contains("connected to the catalog again"),
                err);
        assertEquals(4, worker.out().size() - 1, String.join("\n", worker.out()));
        assertEquals(4, count(url, "SELECT COUNT(*) FROM solve_attempt"));
        assertEquals(0, count(url, "SELECT COUNT(*) FROM solve_claim"));
    }

    /**
     * The server goes away for a while (a relay the test cuts: connections dropped, new ones
     * refused) while the worker waits for a group held elsewhere: it says so, tries again until
     * the server is back, and finishes; every group is attempted once, none is stored twice.
     */
    @Test
    void aWorkerWhoseServerGoesAwayWaitsForItAndGoesOn() throws Exception {
        String url = TestPostgres.freshSchema();
        Path levels = SolveFixture.write(dir.resolve("four.txt"), SolveFixture.boards(
                "collections/boxoban/medium/train/306.txt", 1, 2, 3, 4));
        assertEquals(0, Cli.run("--db", url, "import", levels.toString()).code());
        TestPostgres.execute(url, "INSERT INTO solve_claim SELECT unique_id, 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level WHERE id = (SELECT MAX(id) FROM level)");
        try (PgProxy proxy = PgProxy.to(url)) {
            CliInThread worker = CliInThread.start("--db", proxy.url(url), "solve", "--catalog", "--threads", "1",
                    "--time-limit", "2");
            assertTrue(worker.awaitOut(out -> out.size() >= 4), "the three other groups searched first: " + worker.out());
            proxy.cut();
            assertTrue(worker.awaitErr(err -> err.stream().anyMatch(l -> l.contains("lost the connection to the catalog"))),
                    "it says the catalog went away: " + worker.err());
            TestPostgres.execute(url, "DELETE FROM solve_claim WHERE claimed_by = 'elsewhere:7'");
            proxy.restore();
            assertEquals(0, worker.finish(), String.join("\n", worker.err()));
            assertTrue(String.join("\n", worker.err()).contains("connected to the catalog again"), worker.err().toString());
            assertEquals(4, worker.out().size() - 1, String.join("\n", worker.out()));
        }
        assertEquals(4, count(url, "SELECT COUNT(*) FROM solve_attempt"), "every group attempted once");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM (SELECT level_id FROM solution WHERE carried_from IS NULL"
                + " GROUP BY level_id HAVING COUNT(*) > 1) twice"), "no level with two solutions stored");
        assertEquals(count(url, "SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'solved'"),
                count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL"), "every solution reported is stored");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM solve_claim"));
    }

    /**
     * The server goes away at the worst moment: the commit of a claim, or of a search's result,
     * is made, and its answer never reaches the worker (the relay drops the connection instead).
     * The worker connects again and does the transaction again, which finds it done: every group
     * is searched and reported once, its attempt and its solution stored once, no claim is left.
     */
    @ParameterizedTest
    @CsvSource({"INSERT INTO solve_claim, claiming levels to solve",
            "INSERT INTO solve_attempt, storing what the solver found"})
    void aCommitWhoseAnswerIsLostIsMadeOnce(String statement, String doing) throws Exception {
        String url = TestPostgres.freshSchema();
        Path levels = SolveFixture.write(dir.resolve("four.txt"), SolveFixture.boards(
                "collections/boxoban/medium/train/306.txt", 1, 2, 3, 4));
        assertEquals(0, Cli.run("--db", url, "import", levels.toString()).code());
        try (PgProxy proxy = PgProxy.to(url)) {
            proxy.loseTheAnswerToTheCommitAfter(statement);
            // in this JVM: nothing here needs a process of its own, and its start is most of a worker's cost
            Cli worker = Cli.run("--db", proxy.statementsAsText(url), "solve", "--catalog",
                    "--threads", "1", "--time-limit", "2");
            assertEquals(0, worker.code(), worker.err());
            assertTrue(proxy.answerLost(), "the answer to a commit after " + statement + " was lost");
            String err = worker.err();
            assertTrue(err.contains("lost the connection to the catalog while " + doing)
                    && err.contains("connected to the catalog again"), err);
            List<String> rows = worker.out().lines().skip(1).toList();
            assertEquals(4, rows.size(), worker.out());
            assertEquals(4, rows.stream().map(r -> r.split("\t")[1]).distinct().count(), "each group reported once");
        }
        assertEquals(4, count(url, "SELECT COUNT(*) FROM solve_attempt"), "every group attempted once");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM (SELECT level_id FROM solution WHERE carried_from IS NULL"
                + " GROUP BY level_id HAVING COUNT(*) > 1) twice"), "no level with two solutions stored");
        assertEquals(count(url, "SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'solved'"),
                count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL"), "every solution reported is stored");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM solve_claim"), "no claim left");
    }

    /** A worker told not to wait ends at once, saying who holds the groups left and until when. */
    @Test
    void aWorkerToldNotToWaitSaysWhoHoldsWhatIsLeft() throws Exception {
        String url = TestPostgres.freshSchema();
        Path levels = SolveFixture.write(dir.resolve("one.txt"), SolveFixture.boards(
                "collections/boxoban/medium/train/306.txt", 1));
        assertEquals(0, Cli.run("--db", url, "import", levels.toString()).code());
        TestPostgres.execute(url, "INSERT INTO solve_claim SELECT unique_id, 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level");
        Cli held = Cli.run("--db", url, "solve", "--catalog", "--no-wait", "--time-limit", "2");
        assertEquals(1, held.code(), held.err());
        assertTrue(held.err().contains("1 group is claimed by other workers: elsewhere:7 holds 1 until "
                + "2999-01-02T03:04:05Z; not waiting for them (--no-wait)"), held.err());
        assertEquals(1, held.out().lines().count(), held.out());
    }

    private static int count(String url, String sql) {
        return TestPostgres.count(url, sql);
    }

    private static String one(String url, String sql) {
        return TestPostgres.one(url, sql);
    }
}
