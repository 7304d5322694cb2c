package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.PgProxy;
import org.sokodb.SchemaDump;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.claims.WaitingFromEightSeconds;

/**
 * A team of {@code optimize --catalog} workers on one PostgreSQL catalog of real levels (eight
 * Boxoban levels, solved first by {@code solve --catalog}) loses a member to SIGKILL in the
 * middle of its run: its claims stay behind, {@code --status} shows them, a worker told not to
 * wait names them and ends with exit 1, a worker optimizing by the other metric is not held up
 * by them, and a worker that waits takes the groups over once the claims lapse. At the end
 * every group has been optimized by moves exactly once (one attempt, no group reported by two
 * workers, at most one optimizer solution stored) and no claim is left. Node budgets bound each
 * search, and on a loaded machine the time limit of 1 s, which also sets how long a claim holds;
 * the worker by pushes has a budget of one position. Only the workers killed or sent
 * Ctrl-C are processes of their own; the others run on a thread of this JVM
 * ({@link CliInThread}), which a JVM's start would cost most of. The solved catalog of 4 and of
 * 8 levels is imported and solved once for the class, each later test given a copy.
 */
@AlongsideOnPostgres
class PostgresOptimizeKillTest {
    private static final String[] LIMITS = {"--threads", "1", "--time-limit", "1", "--node-limit", "20000"};

    /**
     * The server goes away for a while (a relay the test cuts: connections dropped, new ones
     * refused) while the worker waits for a group held elsewhere: it says so, tries again until
     * the server is back, and finishes; every group is optimized once, no improvement is stored
     * twice.
     */
    @Test
    void aWorkerWhoseServerGoesAwayWaitsForItAndGoesOn() throws Exception {
        String url = solvedCatalog(4);
        TestPostgres.execute(url, "INSERT INTO optimize_claim SELECT unique_id, 'moves', 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level WHERE id = (SELECT MAX(id) FROM level)");
        int before = count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL");
        try (PgProxy proxy = PgProxy.to(url)) {
            CliInThread worker = CliInThread.start(optimize(proxy.url(url)));
            assertTrue(worker.awaitOut(out -> out.size() >= 4), "the three other groups optimized first: " + worker.out());
            proxy.cut();
            assertTrue(worker.awaitErr(err -> err.stream().anyMatch(l -> l.contains("lost the connection to the catalog"))),
                    "it says the catalog went away: " + worker.err());
            TestPostgres.execute(url, "DELETE FROM optimize_claim WHERE claimed_by = 'elsewhere:7'");
            proxy.restore();
            assertEquals(0, worker.finish(), String.join("\n", worker.err()));
            assertTrue(String.join("\n", worker.err()).contains("connected to the catalog again"), worker.err().toString());
            List<String> rows = worker.out().subList(1, worker.out().size());
            assertEquals(4, rows.size(), String.join("\n", worker.out()));
            long improved = rows.stream().filter(r -> r.split("\t")[4].equals("improved")).count();
            assertEquals(4, count(url, "SELECT COUNT(*) FROM optimize_attempt"), "every group optimized once");
            assertEquals(improved, count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL") - before,
                    "every improvement reported is stored, once");
        }
        assertEquals(0, count(url, "SELECT COUNT(*) FROM optimize_claim"));
    }

    /**
     * The server goes away at the worst moment: the commit of a claim, or of a group's result,
     * is made, and its answer never reaches the worker (the relay drops the connection instead).
     * The worker connects again and does the transaction again, which finds it done: every group
     * is optimized and reported once, its attempt and its improvement stored once, no claim is left.
     */
    @ParameterizedTest
    @CsvSource({"INSERT INTO optimize_claim, claiming groups to optimize",
            "INSERT INTO optimize_attempt, storing what the optimizer found"})
    void aCommitWhoseAnswerIsLostIsMadeOnce(String statement, String doing) throws Exception {
        String url = solvedCatalog(4);
        int before = count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL");
        try (PgProxy proxy = PgProxy.to(url)) {
            proxy.loseTheAnswerToTheCommitAfter(statement);
            // in this JVM: nothing here needs a process of its own, and its start is most of a worker's cost
            Cli worker = Cli.run(optimize(proxy.statementsAsText(url)));
            assertEquals(0, worker.code(), worker.err());
            assertTrue(proxy.answerLost(), "the answer to a commit after " + statement + " was lost");
            String err = worker.err();
            assertTrue(err.contains("lost the connection to the catalog while " + doing)
                    && err.contains("connected to the catalog again"), err);
            List<String> rows = worker.out().lines().skip(1).toList();
            assertEquals(4, rows.size(), worker.out());
            assertEquals(4, rows.stream().map(r -> r.split("\t")[0]).distinct().count(), "each group reported once");
            long improved = rows.stream().filter(r -> r.split("\t")[4].equals("improved")).count();
            assertEquals(improved, count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL") - before,
                    "every improvement reported is stored, once");
        }
        assertEquals(4, count(url, "SELECT COUNT(*) FROM optimize_attempt"), "every group optimized once");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM optimize_claim"), "no claim left");
    }

    /**
     * Ctrl-C while the worker waits for its catalog to come back (the relay cut, the wait between
     * tries 8 s, more than the 5 s Ctrl-C gives a command): the wait ends at once and the
     * command says itself what it kept, exit 130; every improvement it printed is stored. A wait
     * that did not look at Ctrl-C slept on, and only the handler's own line was said. The worker's
     * process begins its waits at the 8 s its fourth wait has otherwise ({@link
     * org.sokodb.catalog.claims.WaitingFromEightSeconds}), where it slept through 1, 2 and 4 s first.
     */
    @Test
    void ctrlCWhileTheCatalogIsAwayEndsTheWaitAndSaysWhatIsKept() throws Exception {
        String url = solvedCatalog(4);
        TestPostgres.execute(url, "INSERT INTO optimize_claim SELECT unique_id, 'moves', 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level WHERE id = (SELECT MAX(id) FROM level)");
        int before = count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL");
        try (PgProxy proxy = PgProxy.to(url)) {
            Processes worker = Processes.startWithCtrlC(WaitingFromEightSeconds.class, optimize(proxy.url(url)));
            assertTrue(worker.awaitOut(out -> out.size() >= 4), "the three other groups optimized first: " + worker.out());
            proxy.cut();
            assertTrue(worker.awaitErr(err -> err.stream().anyMatch(l -> l.contains("lost the connection to the catalog"
                    + " while") && l.endsWith("; trying again in 8 s"))), String.join("\n", worker.err()));
            worker.signal("INT");
            assertEquals(130, worker.finish(), String.join("\n", worker.err()));
            List<String> err = worker.err();
            List<String> rows = worker.out().subList(1, worker.out().size());
            long improved = rows.stream().filter(r -> r.split("\t")[4].equals("improved")).count();
            assertEquals("sokodb: interrupted: 3 groups optimized, " + improved + " improved and stored",
                    err.get(err.size() - 1), String.join("\n", err));
            assertEquals(improved, count(url, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL") - before,
                    "every improvement printed is stored");
        }
    }

    /** The name the worker's connections carry, so that the test cuts only those. */
    private static final String WORKER = "sokodb_test_optimizer_" + ProcessHandle.current().pid();

    @TempDir
    Path dir;

    private static String[] optimize(String url, String... more) {
        List<String> args = new ArrayList<>(List.of("--db", url, "optimize", "--catalog"));
        args.addAll(List.of(LIMITS));
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    /**
     * The solved catalogs the class has made, by their count of levels: every later test's is a
     * copy of the first ({@link SchemaDump}), where each imported and solved its own alike.
     */
    private static final Map<Integer, SchemaDump> SOLVED = new ConcurrentHashMap<>();

    /** A catalog of {@code count} Boxoban levels, each with the solution {@code solve --catalog} found. */
    private String solvedCatalog(int count) throws Exception {
        String url = TestPostgres.freshSchema();
        SchemaDump made = SOLVED.get(count);
        if (made != null && made.replayInto(url)) {
            assertEquals(count, count(url, "SELECT COUNT(DISTINCT l.unique_id) FROM level l JOIN solution s"
                    + " ON s.level_id = l.id"), "every level solved");
            return url;
        }
        Path levels = SolveFixture.write(dir.resolve("boxoban.txt"), SolveFixture.boards(
                "collections/boxoban/medium/train/306.txt", IntStream.rangeClosed(1, count).toArray()));
        Cli imported = Cli.run("--db", url, "import", levels.toString());
        assertEquals(0, imported.code(), imported.err());
        Cli solved = Cli.run("--db", url, "solve", "--catalog", "--time-limit", "20");
        assertEquals(0, solved.code(), solved.err());
        assertEquals(count, count(url, "SELECT COUNT(DISTINCT l.unique_id) FROM level l JOIN solution s"
                + " ON s.level_id = l.id"), "every level solved");
        SchemaDump.of(url).ifPresent(dump -> SOLVED.putIfAbsent(count, dump));
        return url;
    }

    @Test
    void aKilledWorkersGroupsAreTakenOverAndEveryGroupIsOptimizedOnce() throws Exception {
        String url = solvedCatalog(8);
        int groups = 8;

        Processes first = Processes.start(optimize(url));
        assertTrue(first.awaitOut(out -> out.size() >= 3), "two results before the kill: " + first.err());
        first.kill();
        // its name: host, process id, 64 random bits (WorkerName)
        String worker = count(url, "SELECT COUNT(DISTINCT claimed_by) FROM optimize_claim") == 1
                ? one(url, "SELECT claimed_by FROM optimize_claim") : "";
        assertTrue(worker.matches(".+:" + first.pid() + ":[0-9a-f]{16}"), "the killed worker's name: " + worker);
        int left = count(url, "SELECT COUNT(*) FROM optimize_claim WHERE claimed_by = '" + worker
                + "' AND metric = 'moves'");
        assertTrue(left >= 1, "the killed worker held the group it was optimizing");
        // its claims lapse by themselves: they hold twice the time limit and 30 s from its last renewal
        assertEquals(left, count(url, "SELECT COUNT(*) FROM optimize_claim WHERE claimed_by = '" + worker
                + "' AND metric = 'moves' AND claimed_until <= CURRENT_TIMESTAMP + INTERVAL '32 seconds'"),
                "claims that lapse in 32 s");
        // held until the test lets them lapse below, whatever the steps between take on a busy machine
        TestPostgres.execute(url, "UPDATE optimize_claim SET claimed_until = CURRENT_TIMESTAMP + INTERVAL '1 hour'"
                + " WHERE claimed_by = '" + worker + "'");

        Cli status = Cli.run("--db", url, "optimize", "--catalog", "--status");
        assertEquals(0, status.code(), status.err());
        assertTrue(status.out().startsWith("state\tmetric\tgroups\tworker\tuntil\ngroups\t\t" + groups + "\t\t\n"),
                status.out());
        assertTrue(status.out().lines().anyMatch(l -> l.startsWith("claimed\tmoves\t" + left + "\t" + worker + "\t")),
                status.out());

        // by pushes nothing is held: a worker optimizes every group, the killed worker's too. A budget
        // of one position: it improves none, so no group wants optimizing by moves again. With a
        // search of its own, a solution by pushes could be better by moves than where a search by
        // moves had ended (the time limit ends those first on a loaded machine), and the group,
        // by the rule of optimize --catalog, was then rightly optimized and reported twice.
        Cli byPushes = Cli.run("--db", url, "optimize", "--catalog", "--threads", "1", "--time-limit", "1",
                "--node-limit", "1", "--metric", "pushes", "--no-wait");
        assertEquals(0, byPushes.code(), byPushes.err());
        assertEquals(groups, byPushes.out().lines().count() - 1, byPushes.out());
        assertTrue(byPushes.out().lines().skip(1).allMatch(r -> r.split("\t")[4].equals("unchanged")), byPushes.out());

        // told not to wait, a worker optimizes what nobody holds and ends, saying what is held
        Cli notWaiting = Cli.run(optimize(url, "--no-wait"));
        assertEquals(1, notWaiting.code(), notWaiting.err());
        String says = left + (left == 1 ? " group is" : " groups are") + " claimed by other workers: ";
        assertTrue(notWaiting.err().contains(says) && notWaiting.err().contains(worker + " holds " + left + " until ")
                && notWaiting.err().contains("not waiting for them (--no-wait)"), notWaiting.err());
        // a worker that waits takes the killed worker's groups once their claims lapse
        CliInThread waiting = CliInThread.start(optimize(url));
        assertTrue(waiting.awaitErr(err -> err.stream().anyMatch(l -> l.contains(says + worker)
                && l.contains("waiting for them"))), "it says what it waits for: " + waiting.err());
        // the lapse itself, without sitting out the 32 s: the server's clock is what claims are read by
        TestPostgres.execute(url, "UPDATE optimize_claim SET claimed_until = CURRENT_TIMESTAMP WHERE claimed_by = '"
                + worker + "'");
        assertEquals(0, waiting.finish(), String.join("\n", waiting.err()));

        List<String> rows = new ArrayList<>(first.out().subList(1, first.out().size()));
        rows.addAll(notWaiting.out().lines().skip(1).toList());
        List<String> taken = waiting.out().subList(1, waiting.out().size());
        assertEquals(left, taken.size(), "the waiting worker optimized the killed worker's groups: " + taken);
        rows.addAll(taken);
        Set<String> reported = new HashSet<>();
        for (String row : rows) {
            assertTrue(reported.add(row.split("\t")[0]), "a group reported twice: " + row);
        }
        assertEquals(groups, count(url, "SELECT COUNT(*) FROM optimize_attempt WHERE metric = 'moves'"),
                "every group optimized by moves once");
        assertEquals(groups, count(url, "SELECT COUNT(*) FROM optimize_attempt WHERE metric = 'pushes'"));
        assertEquals(0, count(url, "SELECT COUNT(*) FROM (SELECT level_id FROM solution WHERE improved_metric = 'moves'"
                + " AND carried_from IS NULL GROUP BY level_id HAVING COUNT(*) > 1) twice"), "a group improved twice");
        assertEquals(count(url, "SELECT COUNT(*) FROM optimize_attempt WHERE metric = 'moves'"
                + " AND solution_id IS NOT NULL"), count(url, "SELECT COUNT(*) FROM solution"
                + " WHERE improved_metric = 'moves' AND carried_from IS NULL"), "each improvement is its attempt's");
        assertEquals(0, count(url, "SELECT COUNT(*) FROM optimize_claim"), "no claim left");

        Cli done = Cli.run(optimize(url, "--no-wait"));
        assertEquals(0, done.code(), done.err());
        assertEquals(1, done.out().lines().count(), "nothing left to optimize: " + done.out());
        Cli after = Cli.run("--db", url, "optimize", "--catalog", "--status", "--json");
        assertEquals(0, after.code(), after.err());
        assertTrue(after.out().contains("\"state\":\"optimized\",\"metric\":\"moves\",\"groups\":" + groups),
                after.out());
    }

    /**
     * A worker whose connection the server drops connects again and goes on. The drop comes
     * while the worker waits for a group another worker holds, so that it has catalog work left
     * after it whatever the machine's speed ({@code PostgresSolveKillTest} does the same).
     */
    @Test
    void aWorkerThatLosesItsConnectionConnectsAgainAndGoesOn() throws Exception {
        String url = solvedCatalog(4);
        TestPostgres.execute(url, "INSERT INTO optimize_claim SELECT unique_id, 'moves', 'elsewhere:7',"
                + " TIMESTAMP WITH TIME ZONE '2999-01-02 03:04:05+00' FROM level WHERE id = (SELECT MAX(id) FROM level)");
        CliInThread worker = CliInThread.start(optimize(TestPostgres.named(url, WORKER)));
        assertTrue(worker.awaitErr(err -> err.stream().anyMatch(l -> l.contains("1 group is claimed by other workers:"
                + " elsewhere:7 holds 1 until 2999-01-02T03:04:05Z; waiting for them"))),
                "it waits for the group held elsewhere: " + worker.err());
        assertTrue(worker.awaitOut(out -> out.size() >= 4), "the three other groups optimized first: " + worker.out());
        assertTrue(TestPostgres.cutConnectionsNamed(url, WORKER) > 0, "the worker had a connection to cut");
        TestPostgres.execute(url, "DELETE FROM optimize_claim WHERE claimed_by = 'elsewhere:7'");
        assertEquals(0, worker.finish(), String.join("\n", worker.err()));
        String err = String.join("\n", worker.err());
        assertTrue(err.contains("lost the connection to the catalog while ") && err.contains("connected to the catalog again"),
                err);
        assertEquals(4, worker.out().size() - 1, String.join("\n", worker.out()));
        assertEquals(4, count(url, "SELECT COUNT(*) FROM optimize_attempt"));
        assertEquals(0, count(url, "SELECT COUNT(*) FROM optimize_claim"));
    }

    private static int count(String url, String sql) {
        return TestPostgres.count(url, sql);
    }

    private static String one(String url, String sql) {
        return TestPostgres.one(url, sql);
    }
}
