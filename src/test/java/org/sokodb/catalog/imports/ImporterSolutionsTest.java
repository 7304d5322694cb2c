package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionStatus;

/** {@code import} and the solution blocks under the boards: verified, stored once, invalid ones reported. */
@Slow
class ImporterSolutionsTest {
    /** The shared test data's {@code sok/Original_and_Extra.sok} (the test is skipped without it). */
    static String sok() {
        return Fixtures.path("sok/Original_and_Extra.sok");
    }

    /** Microban 3 (docs/solutions.md) with its published solution, and the same solution damaged at step 1. */
    static final String MICROBAN_3 = """
            Microban 3

              ####
            ###  ####
            #     $ #
            # #  #$ #
            # . .#@ #
            #########

            Solution 43/15
            ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD

            Broken
            luuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD
            """;

    @TempDir
    Path dir;

    /** What the sok() file holds, counted by replaying its blocks here: the expectation of each test. */
    record Expected(int valid, Map<String, Set<String>> movesByLevel, Map<String, List<String>> unsolvedByLevel) {
        int distinct() {
            return movesByLevel.values().stream().mapToInt(Set::size).sum();
        }
    }

    static Expected expected() {
        int valid = 0;
        Map<String, Set<String>> moves = new HashMap<>();
        Map<String, List<String>> unsolved = new HashMap<>();
        for (IdentifiedLevel l : Fixtures.read(List.of(sok())).values()) {
            IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) l;
            for (SolutionBlock b : v.record().solutions()) {
                ReplayResult r = Replay.check(v.board(), b.moves());
                if (r instanceof ReplayResult.Valid ok) {
                    valid++;
                    moves.computeIfAbsent(v.ids().exactId(), k -> new HashSet<>()).add(ok.steps().letters());
                } else {
                    assertEquals(SolutionStatus.UNSOLVED, r.verdict());
                    assertTrue(b.isSnapshot());
                    unsolved.computeIfAbsent(v.ids().exactId(), k -> new ArrayList<>())
                            .add(((ReplayResult.Unsolved) r).steps().letters());
                }
            }
        }
        return new Expected(valid, moves, unsolved);
    }

    private static List<StoredSolution> solutionsOf(Catalog catalog, String exactId) {
        long id = catalog.dao(LevelDao.class).withExactId(exactId).orElseThrow().id();
        return catalog.dao(SolutionDao.class).ofLevel(id);
    }

    @Test
    void storesEveryValidSolutionOncePerLevelAndMoves() {
        Expected e = expected();
        // 196 blocks: 193 valid solutions (two of them saved games that do solve their level)
        // and 3 unsolved saved games. Every level's "Tomo" block repeats the level's first
        // solution (89 of them), and level 66 has one more repeat: 104 distinct (level, moves)
        // pairs are stored, the other 89 valid blocks are already known when they are read.
        assertEquals(193, e.valid());
        assertEquals(104, e.distinct());
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(catalog).importPaths(List.of(sok()), r);
            assertEquals(List.of(), r.problems);
            assertEquals(new SolutionCounts(e.distinct(), e.valid() - e.distinct(), 0, 0), t.counts().solutions());
            assertEquals(e.distinct(), catalog.dao(SolutionDao.class).count());
            for (var level : e.movesByLevel().entrySet()) {
                List<StoredSolution> stored = solutionsOf(catalog, level.getKey());
                assertEquals(level.getValue(), Set.copyOf(stored.stream().map(StoredSolution::lurd).toList()));
                for (StoredSolution s : stored) {
                    assertFalse(s.isCarried());
                    assertTrue(s.source().startsWith(sok() + "#"), s.source());
                }
            }
        }
    }

    @Test
    void storesTheMetricsAndTheProvenanceOfEachSolution() throws BoardException {
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(sok()), new Fixtures.Recorder());
            IdentifiedLevel.Valid first = (IdentifiedLevel.Valid) Fixtures.read(List.of(sok())).get(sok() + "#1");
            List<StoredSolution> stored = solutionsOf(catalog, first.ids().exactId());
            Board board = Board.parse(first.record().rows());
            for (StoredSolution s : stored) {
                ReplayResult.Valid replay = assertInstanceOf(ReplayResult.Valid.class, Replay.check(board, s.lurd()));
                assertEquals(replay.metrics(), s.metrics());
                assertEquals(sok() + "#1", s.source());
            }
            StoredSolution best = stored.stream()
                    .filter(s -> s.blockTitle().equals("Best Solution 230/97 (YASS 2.86 Optimizer)")).findFirst()
                    .orElseThrow();
            assertEquals("230/97", best.metrics().movesSlashPushes());
            assertEquals("Solver: only human\nSome snapshot notes\nOptimizer: YASS 2.86\nTime: 00:00:47", best.notes());
        }
    }

    @Test
    void savedGamesAreStoredOnlyWhenTheySolveTheLevel() {
        Expected e = expected();
        assertEquals(3, e.unsolvedByLevel().values().stream().mapToInt(List::size).sum());
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(sok()), new Fixtures.Recorder());
            for (var level : e.unsolvedByLevel().entrySet()) {
                List<String> stored = solutionsOf(catalog, level.getKey()).stream().map(StoredSolution::lurd).toList();
                for (String snapshot : level.getValue()) {
                    assertFalse(stored.contains(snapshot));
                }
            }
            // SaveGame 428/162 (level 3) and SaveGame 361/118 (level 7) do solve their levels
            List<String> savedGames = new ArrayList<>();
            for (String exactId : e.movesByLevel().keySet()) {
                solutionsOf(catalog, exactId).stream().filter(s -> s.blockTitle().startsWith("SaveGame"))
                        .forEach(s -> savedGames.add(s.blockTitle()));
            }
            assertEquals(Set.of("SaveGame 428/162", "SaveGame 361/118"), Set.copyOf(savedGames));
        }
    }

    @Test
    void aDamagedSolutionIsReportedWithWhereAndWhyAndNotStored() throws IOException {
        Path sok = dir.resolve("damaged.sok");
        Files.writeString(sok, MICROBAN_3, StandardCharsets.US_ASCII);
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(catalog).importPaths(List.of(sok.toString()), r);
            assertEquals(List.of(sok + ":14: level 1: solution 'Broken': illegal: step 1 'l': the man walks into a wall;"
                    + " not stored"), r.problems);
            assertEquals(new SolutionCounts(1, 0, 1, 0), t.counts().solutions());
            assertEquals(1, t.counts().levels(), "the board itself is fine and stored");
            List<StoredSolution> stored = catalog.dao(SolutionDao.class).ofLevel(
                    catalog.dao(LevelDao.class).withUniqueId(
                            Fixtures.read(List.of(sok.toString())).values().stream()
                                    .map(l -> ((IdentifiedLevel.Valid) l).ids().uniqueId()).findFirst().orElseThrow())
                            .get(0).id());
            assertEquals(List.of("ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD"),
                    stored.stream().map(StoredSolution::lurd).toList());
            assertEquals("43/15", stored.get(0).metrics().movesSlashPushes());
            assertEquals("Solution 43/15", stored.get(0).blockTitle());
        }
    }

    @Test
    void movesInAnotherCaseOrWithRunLengthsAreTheSameSolution() throws IOException {
        Path sok = dir.resolve("spelled.sok");
        Files.writeString(sok, MICROBAN_3.replace("Broken\nluuLLLL", "Lower case, run lengths\nruu4l"),
                StandardCharsets.US_ASCII);
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            ImportSummary t = new Importer(catalog).importPaths(List.of(sok.toString()), r);
            assertEquals(List.of(), r.problems);
            assertEquals(1, r.notes.size(), "the case correction is said: " + r.notes);
            assertTrue(r.notes.get(0).contains("case corrected for 4 steps"), r.notes.get(0));
            assertEquals(new SolutionCounts(1, 1, 0, 0), t.counts().solutions());
        }
    }

    @Test
    void importingTheSolutionsAgainStoresNothingTwice() throws IOException {
        Path copy = dir.resolve("copy.sok");
        Files.writeString(copy, Files.readString(Path.of(sok()), StandardCharsets.ISO_8859_1) + "\n; another copy\n",
                StandardCharsets.ISO_8859_1);
        Expected e = expected();
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(sok()), new Fixtures.Recorder());
            long before = catalog.dao(SolutionDao.class).count();

            ImportSummary same = new Importer(catalog).importPaths(List.of(sok()), new Fixtures.Recorder());
            assertEquals(1, same.alreadyImported());
            ImportSummary other = new Importer(catalog).importPaths(List.of(copy.toString()), new Fixtures.Recorder());
            assertEquals(new SolutionCounts(0, e.valid(), 0, 0), other.counts().solutions());
            assertEquals(before, catalog.dao(SolutionDao.class).count());
        }
    }
}
