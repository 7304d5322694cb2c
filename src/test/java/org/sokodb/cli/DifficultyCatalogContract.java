package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.LevelInSource;
import org.sokodb.catalog.difficulty.RatingSummary;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.solver.Levels;

/**
 * Difficulty in the catalog on the optimizer tests' hand-made levels (each with a solution) and a
 * rotated copy of one: every group rated once, as the estimator rates its solution on the board
 * itself; a second pass rates nothing; a better solution imported later is rated again and
 * chosen; a rating by an unknown estimator version, or by v1 (quantities measured on the
 * solution as written), is measured again from its solution; one by v2 is rated again from its
 * stored quantities;
 * {@code --source} narrows what is printed; a source's boards with their difficulty in order.
 */
abstract class DifficultyCatalogContract {
    /** ROUND solved with 3 pushes instead of 5: it keeps boxes together as well, with fewer pushes. */
    static final String ROUND_SHORTER = "ruuRRR";

    @TempDir
    Path dir;

    /** A new, empty catalog for one test. */
    abstract String catalog(Path dir);

    /** The catalog with the hand levels in {@code hand.sok} and WANDER rotated in {@code rotated.xsb}. */
    String imported(Path hand) throws Exception {
        String db = catalog(dir);
        StringBuilder sok = new StringBuilder();
        HandLevels.ALL.forEach(l -> sok.append(l.sok()).append('\n'));
        Files.writeString(hand, sok.toString());
        Path rotated = SolveFixture.write(dir.resolve("rotated.xsb"),
                List.of(SolveFixture.rotated(HandLevels.WANDER.rows())));
        Cli imported = Cli.run("--db", db, "import", hand.toString(), rotated.toString());
        assertEquals(0, imported.code(), imported.err());
        return db;
    }

    static String uniqueId(Path file, int index) {
        return Cli.run("id", file.toString()).out().lines().skip(index).findFirst().orElseThrow().split("\t")[4];
    }

    /** KeepBoxesTogetherTest's solution of Microban 31 (checked by hand there). */
    private static final String MICROBAN_31_SOLUTION = "DuRDuurDDrddllUUluR";

    private static Board microban31() throws Exception {
        return Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(30);
    }

    /** A new catalog holding Microban 31 with its solution, written to {@code level}, rated once. */
    private String ratedMicroban31(Path level) throws Exception {
        Files.writeString(level, "Microban 31\n" + microban31().toXsb() + "\nSolution\n" + MICROBAN_31_SOLUTION + "\n");
        String db = catalog(dir);
        assertEquals(0, Cli.run("--db", db, "import", level.toString()).code());
        assertEquals(new RatingSummary(1, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
        return db;
    }

    private static <T> T with(String db, Function<OpenCatalog, T> body) {
        try (OpenCatalog catalog = OpenCatalog.open(DatabaseLocation.of(db))) {
            return body.apply(catalog);
        }
    }

    @Test
    void ratesEachGroupOnceAgainWhenABetterSolutionOrAnotherEstimatorArrives() throws Exception {
        Path hand = dir.resolve("hand.sok");
        String db = imported(hand);

        RatingSummary first = with(db, c -> c.difficulties().rate(List.of(), n -> { }));
        assertEquals(new RatingSummary(3, 0, 0), first);
        List<GroupDifficulty> rated = with(db, c -> c.difficulties().rated(List.of()));
        assertEquals(3, rated.size());
        for (int i = 0; i < 3; i++) {
            HandLevels.Level level = HandLevels.ALL.get(i);
            Rating expected = DifficultyEstimator.current().rate(Board.parse(level.rows()), level.input());
            GroupDifficulty got = rated.get(i);
            assertEquals(uniqueId(hand, i + 1), got.uniqueId(), level.title());
            assertEquals(expected.quantities(), got.rating().quantities(), level.title());
            assertEquals(expected.difficulty(), got.rating().difficulty(), 1e-9, level.title());
            assertEquals(expected.band(), got.rating().band(), level.title());
            assertEquals(expected.why(), got.rating().why(), level.title());
            assertTrue(got.current());
        }
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));

        // a better solution of ROUND arrives in another source: ROUND alone is rated again, by it
        Path better = Files.writeString(dir.resolve("better.sok"), HandLevels.ROUND.title() + "\n"
                + String.join("\n", HandLevels.ROUND.rows()) + "\n\nSolution\n" + ROUND_SHORTER + "\n");
        Cli second = Cli.run("--db", db, "import", better.toString());
        assertEquals(0, second.code(), second.err());
        assertEquals(new RatingSummary(1, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
        String round = uniqueId(hand, 2);
        DifficultyQuantities shorter = DifficultyQuantities.of(Board.parse(HandLevels.ROUND.rows()), ROUND_SHORTER);
        assertEquals(shorter, with(db, c -> c.difficulties().of(round)).orElseThrow().rating().quantities());

        // --source narrows the rows to the groups with a board in it
        assertEquals(List.of(round), with(db, c -> c.difficulties().rated(List.of(better.toString()))).stream()
                .map(GroupDifficulty::uniqueId).toList());

        // a rating by an estimator this sokodb does not know is rated again from its solution (how
        // it measured its quantities is not known): the stored ones, spoilt here, are not used
        try (Catalog raw = Catalog.connect(DatabaseLocation.of(db), false)) {
            raw.handle().execute("UPDATE difficulty SET estimator = 'v-old', difficulty = 1, box_changes = "
                    + "box_changes + 7 WHERE unique_id = (SELECT MIN(unique_id) FROM difficulty)");
        }
        assertFalse(with(db, c -> c.difficulties().rated(List.of())).stream().allMatch(GroupDifficulty::current));
        assertEquals(new RatingSummary(1, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
        Map<String, Double> again = with(db, c -> c.difficulties().rated(List.of())).stream()
                .collect(Collectors.toMap(GroupDifficulty::uniqueId, g -> g.rating().difficulty()));
        for (GroupDifficulty g : rated) {
            if (!g.uniqueId().equals(round)) {
                assertEquals(g.rating().difficulty(), again.get(g.uniqueId()), 1e-9);
            }
        }
    }

    /**
     * A catalog holding a rating of v1, whose quantities were measured on the solution as written:
     * the current estimator measures the solution again, with its pushes kept together. Microban
     * 31 and the solution of KeepBoxesTogetherTest (checked by hand there): its boxes pushed in
     * five runs as written, three kept together, so 4 box changes under v1 and 2 now.
     */
    @Test
    void aRatingOfV1IsMeasuredAgainFromItsSolution() throws Exception {
        String solution = MICROBAN_31_SOLUTION;
        Board board = microban31();
        Path level = dir.resolve("microban-31.sok");
        String db = ratedMicroban31(level);
        DifficultyQuantities asWritten = DifficultyQuantities.of(board, solution);
        DifficultyQuantities keptTogether = DifficultyEstimator.measure(board, solution);
        assertEquals(4, asWritten.boxChanges());
        assertEquals(2, keptTogether.boxChanges());
        assertEquals(keptTogether, with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow().rating()
                .quantities());

        // stored as v1 stored it: the version, the quantities of the solution as written, v1's rating of them
        try (Catalog raw = Catalog.connect(DatabaseLocation.of(db), false)) {
            raw.handle().execute("UPDATE difficulty SET estimator = 'v1', box_changes = ?, box_lines = ?, "
                    + "decomposition = ?, counterintuitive = ?, moves = ?", asWritten.boxChanges(),
                    asWritten.boxLines(), asWritten.decomposition(), asWritten.counterintuitive(), asWritten.moves());
        }
        GroupDifficulty stored = with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow();
        assertFalse(stored.current());
        assertEquals(asWritten, stored.rating().quantities());
        assertFalse(DifficultyEstimator.current().measuresAlike("v1"));

        assertEquals(new RatingSummary(1, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })),
                "measured again from the solution, not rated from v1's quantities");
        GroupDifficulty again = with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow();
        assertTrue(again.current());
        assertEquals(keptTogether, again.rating().quantities());
        assertEquals(DifficultyEstimator.current().rate(board, solution), again.rating());
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
    }

    /**
     * A catalog holding ratings of v2, the version before v3: measured as v3 measures (its
     * solutions kept together, goal entries stored), so v3 rates them again from the stored
     * quantities without replaying anything; one stored before goal entries (NULL) is measured
     * again from its solution, as v3 weighs goal entries.
     */
    @Test
    void aRatingOfV2IsRatedAgainFromItsStoredQuantities() throws Exception {
        Path hand = dir.resolve("hand.sok");
        String db = imported(hand);
        assertEquals(new RatingSummary(3, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
        List<GroupDifficulty> rated = with(db, c -> c.difficulties().rated(List.of()));
        assertTrue(DifficultyEstimator.current().measuresAlike("v2"));
        try (Catalog raw = Catalog.connect(DatabaseLocation.of(db), false)) {
            raw.handle().execute("UPDATE difficulty SET estimator = 'v2', difficulty = 1, band = 'easy'");
            raw.handle().execute("UPDATE difficulty SET goal_entries = NULL WHERE unique_id = (SELECT MIN(unique_id) FROM difficulty)");
        }
        assertTrue(with(db, c -> c.difficulties().rated(List.of())).stream().noneMatch(GroupDifficulty::current));

        assertEquals(new RatingSummary(1, 2, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })),
                "two from their stored quantities, the one without goal entries from its solution");
        for (GroupDifficulty g : rated) {
            GroupDifficulty again = with(db, c -> c.difficulties().of(g.uniqueId())).orElseThrow();
            assertTrue(again.current());
            assertEquals(DifficultyEstimator.current().version(), again.rating().estimatorVersion());
            assertEquals(g.rating(), again.rating(), "the same quantities, rated by the current weights");
        }
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
    }

    /**
     * A rating stored with the band of its difficulty unrounded (89.97, written 90, stored hard, as
     * before bands followed the number as written) is rated again from its stored quantities.
     */
    @Test
    void aBandNotThatOfItsNumberAsWrittenIsRatedAgain() throws Exception {
        Path hand = dir.resolve("hand.sok");
        String db = imported(hand);
        assertEquals(new RatingSummary(3, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
        String first = "(SELECT MIN(unique_id) FROM difficulty)";
        String band = "SELECT band FROM difficulty WHERE unique_id = " + first;
        try (Catalog raw = Catalog.connect(DatabaseLocation.of(db), false)) {
            String stored = raw.handle().createQuery(band).mapTo(String.class).one();
            raw.handle().execute("UPDATE difficulty SET difficulty = 89.97, band = 'hard' WHERE unique_id = " + first);
            raw.handle().execute("UPDATE difficulty SET difficulty = 89.94, band = 'hard' WHERE unique_id = "
                    + "(SELECT MAX(unique_id) FROM difficulty)");
            assertEquals(new RatingSummary(0, 1, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })),
                    "89.97 stored hard, not 89.94");
            assertEquals(stored, raw.handle().createQuery(band).mapTo(String.class).one(), "rated again from its quantities");
        }
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
    }

    /**
     * A rating stored before the catalog had goal entries (migration 18 leaves them NULL) is kept
     * and shown, as not the current one, until it is rated again from its solution. Microban 31
     * and KeepBoxesTogetherTest's solution, as above.
     */
    @Test
    void aRatingStoredBeforeGoalEntriesIsKeptThenRatedAgain() throws Exception {
        String solution = MICROBAN_31_SOLUTION;
        Board board = microban31();
        Path level = dir.resolve("microban-31.sok");
        String db = ratedMicroban31(level);
        GroupDifficulty rated = with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow();

        try (Catalog raw = Catalog.connect(DatabaseLocation.of(db), false)) {
            raw.handle().execute("UPDATE difficulty SET goal_entries = NULL");
        }
        GroupDifficulty kept = with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow();
        assertFalse(kept.current());
        assertEquals(rated.rating().difficulty(), kept.rating().difficulty(), 1e-9);
        assertEquals(rated.rating().band(), kept.rating().band());

        assertEquals(new RatingSummary(1, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })),
                "rated again from its solution, not from the stored quantities");
        GroupDifficulty again = with(db, c -> c.difficulties().of(uniqueId(level, 1))).orElseThrow();
        assertTrue(again.current());
        assertEquals(DifficultyEstimator.measure(board, solution), again.rating().quantities());
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
    }

    @Test
    void aSourceGivesItsRatedBoardsInOrder() throws Exception {
        Path hand = dir.resolve("hand.sok");
        String db = imported(hand);
        with(db, c -> c.difficulties().rate(List.of(), n -> { }));
        List<LevelInSource> boards = with(db, c -> c.difficulties().ofSource(hand.toString()));
        assertEquals(List.of(1, 2, 3), boards.stream().map(LevelInSource::index).toList());
        assertEquals(HandLevels.ALL.stream().map(HandLevels.Level::title).toList(),
                boards.stream().map(LevelInSource::title).toList());
        assertEquals(List.of(), with(db, c -> c.difficulties().ofSource("no such source")));
    }

    @Test
    void theCommandRatesPrintsAndShowsAndExportOrdersAndFiltersByIt() throws Exception {
        Path hand = dir.resolve("hand.sok");
        String db = imported(hand);
        Cli rated = Cli.run("--db", db, "difficulty", "--catalog");
        assertEquals(0, rated.code(), rated.err());
        List<String> lines = rated.out().lines().toList();
        assertEquals(String.join("\t", org.sokodb.cli.output.DifficultyTable.COLUMNS), lines.get(0));
        assertEquals(4, lines.size(), rated.out());
        List<GroupDifficulty> stored = with(db, c -> c.difficulties().rated(List.of()));
        for (int i = 0; i < 3; i++) {
            String[] row = lines.get(i + 1).split("\t", -1);
            GroupDifficulty g = stored.get(i);
            assertEquals(g.uniqueId(), row[0]);
            assertEquals(g.rating().band().key(), row[2]);
            assertEquals(String.valueOf(g.rating().quantities().boxes()), row[3]);
            assertEquals(String.valueOf(g.rating().quantities().pushes()), row[4]);
            assertEquals(String.valueOf(g.rating().quantities().goalEntries()), row[11]);
            assertEquals(g.rating().estimatorVersion(), row[14]);
        }
        assertTrue(rated.err().contains("rated 3 groups from their solutions"), rated.err());
        Cli again = Cli.run("--db", db, "difficulty", "--catalog", "--json", "--source", hand.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains("rated 0 groups"), again.err());
        assertTrue(again.out().startsWith("[") && again.out().contains("\"unique_id\""), again.out());
        assertEquals(2, Cli.run("--db", db, "difficulty", "--catalog", hand.toString()).code());
        assertEquals(1, Cli.run("--db", db, "difficulty", "--catalog", "--source", "nowhere").code());

        Cli show = Cli.run("--db", db, "show", hand + "#1");
        assertEquals(0, show.code(), show.err());
        GroupDifficulty first = stored.get(0);
        assertTrue(show.out().contains("Difficulty: "), show.out());
        assertTrue(show.out().contains(" of 100, " + first.rating().band().words() + " (estimator "
                + first.rating().estimatorVersion()), show.out());
        assertTrue(show.out().contains(first.rating().quantities().pushes() + " pushes, "), show.out());

        // export: easy first (ties in import order), then only one band
        List<String> byDifficulty = stored.stream()
                .sorted(java.util.Comparator.comparingDouble(g -> g.rating().difficulty()))
                .map(g -> HandLevels.ALL.get(stored.indexOf(g)).title()).toList();
        Path out = dir.resolve("easy-first.sok");
        Cli export = Cli.run("--db", db, "export", "--out", out.toString(), "--order", "difficulty", "--unique");
        assertEquals(0, export.code(), export.err());
        assertEquals(byDifficulty, titles(out));
        String band = first.rating().band().key();
        long inBand = stored.stream().filter(g -> g.rating().band().key().equals(band)).count();
        Path banded = dir.resolve("band.sok");
        Cli bandExport = Cli.run("--db", db, "export", "--out", banded.toString(), "--band", band, "--unique");
        assertEquals(0, bandExport.code(), bandExport.err());
        assertEquals(inBand, titles(banded).size(), bandExport.out());
        assertEquals(2, Cli.run("--db", db, "export", "--out", dir.resolve("x.sok").toString(), "--band", "tough")
                .code());
    }

    @Test
    void solveCatalogRatesTheGroupsItSolves() throws Exception {
        String db = catalog(dir);
        Path boards = SolveFixture.write(dir.resolve("boards.xsb"),
                HandLevels.ALL.stream().map(HandLevels.Level::rows).toList());
        assertEquals(0, Cli.run("--db", db, "import", boards.toString()).code());
        Cli solved = Cli.run("--db", db, "solve", "--catalog", "--node-limit", "100000");
        assertEquals(0, solved.code(), solved.err());
        List<GroupDifficulty> rated = with(db, c -> c.difficulties().rated(List.of()));
        assertEquals(3, rated.size(), solved.err());
        assertEquals(new RatingSummary(0, 0, 0), with(db, c -> c.difficulties().rate(List.of(), n -> { })));
    }

    /** The titles of a SOK file sokodb wrote, in order. */
    private static List<String> titles(Path sok) {
        return Cli.run("id", sok.toString()).out().lines().skip(1).map(l -> l.split("\t")[2]).toList();
    }
}
