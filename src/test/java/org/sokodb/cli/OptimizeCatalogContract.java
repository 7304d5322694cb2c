package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.board.Board;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.ReferenceOptimum;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.web.ServeSettings;
import org.sokodb.web.WebServer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code optimize --catalog} on a catalog of the optimizer tests' hand-made levels (their
 * optima come from the tests' own exhaustive search) and a rotated copy of one of them: every
 * group improved to its optimum and stored, the improvement carried to the rotated copy,
 * {@code show} and the level JSON naming what it improved on, a second run searching nothing,
 * the other metric and {@code --force} searching again. Node budgets, never a clock.
 */
abstract class OptimizeCatalogContract {
    static final String HEADER = "unique_id\tsource\tindex\ttitle\tverdict\tbefore_moves\tbefore_pushes\tmoves\t"
            + "pushes\tcarried\tseconds";

    @TempDir
    Path dir;

    /** A new, empty catalog for one test. */
    abstract String catalog(Path dir);

    private static Cli optimize(String db, String... args) {
        List<String> all = new ArrayList<>(List.of("--db", db, "optimize", "--catalog", "--node-limit", "200000"));
        all.addAll(List.of(args));
        return Cli.run(all.toArray(new String[0]));
    }

    /** The rows by their group's index in its source: they come in the order the groups are done. */
    private static List<String[]> rows(Cli run) {
        assertEquals(HEADER, run.out().lines().findFirst().orElseThrow(), run.out());
        return run.out().lines().skip(1).map(l -> l.split("\t", -1))
                .sorted(Comparator.comparingInt((String[] r) -> Integer.parseInt(r[2]))).toList();
    }

    private static SolutionMetrics input(HandLevels.Level level) throws Exception {
        return ((ReplayResult.Valid) Replay.check(Board.parse(level.rows()), level.input())).metrics();
    }

    @Test
    void improvesEachGroupStoresItCarriesItAndSearchesItOnce() throws Exception {
        String db = catalog(dir);
        StringBuilder sok = new StringBuilder();
        HandLevels.ALL.forEach(l -> sok.append(l.sok()).append('\n'));
        Path hand = Files.writeString(dir.resolve("hand.sok"), sok.toString());
        Path rotated = SolveFixture.write(dir.resolve("rotated.xsb"),
                List.of(SolveFixture.rotated(HandLevels.WANDER.rows())));
        Cli imported = Cli.run("--db", db, "import", hand.toString(), rotated.toString());
        assertEquals(0, imported.code(), imported.err());

        Cli moves = optimize(db, "--metric", "moves");
        assertEquals(0, moves.code(), moves.err());
        List<String[]> rows = rows(moves);
        assertEquals(3, rows.size(), moves.out());
        for (int i = 0; i < 3; i++) {
            HandLevels.Level level = HandLevels.ALL.get(i);
            String[] r = rows.get(i);
            int[] best = ReferenceOptimum.of(Board.parse(level.rows()), Metric.MOVES);
            SolutionMetrics before = input(level);
            assertEquals(List.of(hand.toString(), "" + (i + 1), level.title(), "improved", "" + before.moves(),
                    "" + before.pushes(), "" + best[0], "" + best[1]), List.of(r).subList(1, 9), String.join("\t", r));
            assertEquals(i == 0 ? "1" : "0", r[9], "carried to the rotated copy: " + String.join("\t", r));
        }

        // the rotated copy holds the improvement, carried, and says what it improved on
        String rotatedId = Cli.run("id", rotated.toString()).out().lines().skip(1).findFirst().orElseThrow()
                .split("\t")[3];
        int[] wander = ReferenceOptimum.of(Board.parse(HandLevels.WANDER.rows()), Metric.MOVES);
        SolutionMetrics wanderInput = input(HandLevels.WANDER);
        Cli show = Cli.run("--db", db, "show", rotatedId);
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains(wander[0] + " moves, " + wander[1] + " pushes"), show.out());
        assertTrue(show.out().contains("carried from sokodb ") && show.out().contains("(optimize --catalog)"),
                show.out());
        assertTrue(show.out().contains("Optimized from: " + wanderInput.moves() + "/" + wanderInput.pushes()),
                show.out());
        JsonNode improved = null;
        for (JsonNode s : levelJson(db, rotatedId).get("solutions")) {
            if (!s.get("improved").isNull()) {
                improved = s;
            }
        }
        assertTrue(improved != null, "no solution of the rotated copy says what it improved on");
        assertEquals("moves", improved.get("improved").get("metric").asText());
        assertEquals(wanderInput.moves(), improved.get("improved").get("before_moves").asInt());
        assertEquals(wanderInput.pushes(), improved.get("improved").get("before_pushes").asInt());
        assertEquals(wander[0], improved.get("moves").asInt());
        assertTrue(improved.get("carried").asBoolean());
        assertTrue(improved.get("best_by_moves").asBoolean());
        // the search of so small a level proves its optimum: a field of its own, and both beside the solution
        assertEquals("moves", improved.get("optimal").asText(), improved.toString());
        String page = get(db, "/levels/" + rotatedId);
        assertTrue(page.contains("improved from " + wanderInput.moves() + "/" + wanderInput.pushes() + " by moves"),
                page);
        assertTrue(page.contains("optimal by moves"), page);
        // export writes it in the field other programs read under a solution
        Path optimized = dir.resolve("optimized.sok");
        Cli written = Cli.run("--db", db, "export", "--source", rotated.toString(), "--out", optimized.toString());
        assertEquals(0, written.code(), written.err());
        assertTrue(Files.readString(optimized).contains("Optimal: moves\nOptimality: Move-optimal solution\n"),
                Files.readString(optimized));

        // optimized by moves, nothing better arrived: nothing searched
        Cli again = optimize(db, "--metric", "moves");
        assertEquals(0, again.code(), again.err());
        assertEquals(HEADER + "\n", again.out());

        // by pushes every group is searched once, from its best by pushes
        Cli pushes = optimize(db, "--metric", "pushes");
        assertEquals(0, pushes.code(), pushes.err());
        List<String[]> byPushes = rows(pushes);
        assertEquals(3, byPushes.size(), pushes.out());
        for (int i = 0; i < 3; i++) {
            int[] best = ReferenceOptimum.of(Board.parse(HandLevels.ALL.get(i).rows()), Metric.PUSHES);
            assertEquals(List.of("" + best[0], "" + best[1]), List.of(byPushes.get(i)).subList(7, 9));
        }
        assertEquals(HEADER + "\n", optimize(db, "--metric", "pushes").out());

        // --force searches again, --limit bounds it, and nothing better exists now
        Cli forced = optimize(db, "--force", "--limit", "1");
        assertEquals(0, forced.code(), forced.err());
        List<String[]> one = rows(forced);
        assertEquals(1, one.size(), forced.out());
        assertEquals("unchanged", one.get(0)[4]);
        assertEquals(one.get(0)[5] + "/" + one.get(0)[6], one.get(0)[7] + "/" + one.get(0)[8]);

        // --status: three groups with a solution, each optimized in both metrics; by moves the
        // forced group's last attempt stored nothing, the two others an improvement; no claims
        Cli status = Cli.run("--db", db, "optimize", "--catalog", "--status");
        assertEquals(0, status.code(), status.err());
        List<String> states = status.out().lines().toList();
        assertEquals("state\tmetric\tgroups\tworker\tuntil", states.get(0));
        assertTrue(states.containsAll(List.of("groups\t\t3\t\t", "optimized\tmoves\t3\t\t",
                "improved\tmoves\t2\t\t", "optimized\tpushes\t3\t\t")), status.out());
        assertTrue(states.stream().noneMatch(l -> l.startsWith("claimed")), status.out());

        // export --solutions best-moves: one solution a level, the optimum by moves (the rotated copy's too)
        Path bestMoves = dir.resolve("best-moves.sok");
        Cli exported = Cli.run("--db", db, "export", "--solutions", "best-moves", "--out", bestMoves.toString());
        assertEquals(0, exported.code(), exported.err());
        Cli checked = Cli.run("verify", bestMoves.toString());
        assertEquals(0, checked.code(), checked.err());
        List<String[]> perLevel = checked.out().lines().skip(1).map(l -> l.split("\t", -1)).toList();
        assertEquals(4, perLevel.size(), checked.out());
        int[] round = ReferenceOptimum.of(Board.parse(HandLevels.ROUND.rows()), Metric.MOVES);
        assertEquals("" + round[0], perLevel.get(1)[4], checked.out());
        assertEquals(0, Cli.run("--db", db, "export", "--solutions", "pareto", "--out",
                dir.resolve("pareto.sok").toString()).code());

        // every stored solution replays: export them all and verify the file
        Path all = dir.resolve("all.sok");
        Cli export = Cli.run("--db", db, "export", "--solutions", "all", "--out", all.toString());
        assertEquals(0, export.code(), export.err());
        Cli verify = Cli.run("verify", all.toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
    }

    @Test
    void aBetterSolutionArrivingMakesTheGroupWantedAgain() throws Exception {
        String db = catalog(dir);
        Path wander = Files.writeString(dir.resolve("wander.sok"), HandLevels.WANDER.sok());
        assertEquals(0, Cli.run("--db", db, "import", wander.toString()).code());
        assertEquals(1, rows(optimize(db)).size());
        assertEquals(HEADER + "\n", optimize(db).out());

        // as if the last run had ended at 6/2: a stored solution is better than that now, and the group
        // is searched again from its best (the optimum: unchanged)
        execute(db, "UPDATE optimize_attempt SET end_moves = 6");
        Cli rerun = optimize(db);
        assertEquals(0, rerun.code(), rerun.err());
        int[] best = ReferenceOptimum.of(Board.parse(HandLevels.WANDER.rows()), Metric.MOVES);
        assertEquals(List.of("unchanged", "" + best[0], "" + best[1], "" + best[0], "" + best[1]),
                List.of(rows(rerun).get(0)).subList(4, 9), rerun.out());
        assertEquals(HEADER + "\n", optimize(db).out());
        // one that ended better than every stored solution (it cannot, but say so) is not searched
        execute(db, "UPDATE optimize_attempt SET end_moves = 2");
        assertEquals(HEADER + "\n", optimize(db).out());
    }

    @Test
    void aGroupNotProvedOptimalIsSearchedAgainByARunThatMaySpendMore() throws Exception {
        String db = catalog(dir);
        Path wander = Files.writeString(dir.resolve("wander.sok"), HandLevels.WANDER.sok());
        assertEquals(0, Cli.run("--db", db, "import", wander.toString()).code());
        // one position: nothing can be proved with that
        Cli starved = Cli.run("--db", db, "optimize", "--catalog", "--node-limit", "1");
        assertEquals(0, starved.code(), starved.err());
        assertEquals(1, rows(starved).size());
        assertEquals(HEADER + "\n", Cli.run("--db", db, "optimize", "--catalog", "--node-limit", "1").out(),
                "the same limits again: not searched");
        Cli exhaustive = Cli.run("--db", db, "optimize", "--catalog", "--node-limit", "1", "--exhaustive");
        assertEquals(1, rows(exhaustive).size(), "--exhaustive: a group not proved is searched again, whatever its limits");
        Cli more = optimize(db);
        assertEquals(1, rows(more).size(), "a larger node limit: searched again");
        int[] best = ReferenceOptimum.of(Board.parse(HandLevels.WANDER.rows()), Metric.MOVES);
        assertEquals(List.of("" + best[0], "" + best[1]), List.of(rows(more).get(0)).subList(7, 9));
        // that run proved the optimum: a run that may spend more still has nothing to do
        assertEquals(HEADER + "\n", Cli.run("--db", db, "optimize", "--catalog", "--node-limit", "400000").out());
        assertEquals(HEADER + "\n", Cli.run("--db", db, "optimize", "--catalog", "--exhaustive").out(),
                "proved: not even --exhaustive searches it again");
    }

    /** A statement on the catalog itself, standing in for a history the commands cannot make. */
    private static void execute(String db, String sql) throws Exception {
        DatabaseLocation at = DatabaseLocation.of(db);
        try (Connection c = at.engine() == DatabaseEngine.POSTGRESQL ? DriverManager.getConnection(at.url())
                : DriverManager.getConnection(at.url(), "", "");
                Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }

    @Test
    void usageErrors() {
        String db = catalog(dir);
        assertEquals(2, Cli.run("--db", db, "optimize", "--catalog", "x.sok").code());
        assertEquals(2, Cli.run("--db", db, "optimize", "--limit", "3").code());
        assertEquals(2, Cli.run("--db", db, "optimize", "--status").code());
        assertEquals(2, Cli.run("--db", db, "optimize", "--no-wait").code());
        assertEquals(2, Cli.run("--db", db, "optimize", "--catalog", "--limit", "0").code());
        assertEquals(2, Cli.run("--db", db, "optimize").code());
    }

    private static JsonNode levelJson(String db, String exactId) throws Exception {
        return new ObjectMapper().readTree(get(db, "/api/v1/levels/" + exactId));
    }

    /** What a read-only server on the catalog answers {@code target} (200 expected). */
    private static String get(String db, String target) throws Exception {
        try (WebServer server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(db)), new ServeSettings("127.0.0.1", 0, false),
                new PrintWriter(System.err, true))) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + target)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            return r.body();
        }
    }
}
