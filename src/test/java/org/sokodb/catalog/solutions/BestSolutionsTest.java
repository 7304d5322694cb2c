package org.sokodb.catalog.solutions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.replay.SolutionOrder;

/** The best solutions of levels by moves and by pushes, as show marks them and an export writes them. */
class BestSolutionsTest {
    /** The shared test data's {@code sok/Original_and_Extra.sok} (the test is skipped without it). */
    static String sok() {
        return Fixtures.path("sok/Original_and_Extra.sok");
    }

    @TempDir
    Path dir;

    private static StoredSolution solution(long id, int moves, int pushes, int boxLines) {
        return new StoredSolution(id, 1, "", moves, pushes, boxLines, 0, 0, 0, "test", "", "", Optional.empty(), "", 0, 0);
    }

    @Test
    void theOrdersOfTheSolutionsDocument() {
        StoredSolution fewestMoves = solution(1, 100, 40, 9);
        StoredSolution fewestPushes = solution(2, 120, 30, 9);
        StoredSolution sameMovesFewerLines = solution(3, 100, 40, 8);
        BestSolution best = BestSolution.of(List.of(fewestMoves, fewestPushes, sameMovesFewerLines)).orElseThrow();
        assertEquals(sameMovesFewerLines, best.byMoves(), "box lines break the tie");
        assertEquals(fewestPushes, best.byPushes());
        assertFalse(best.isOne());
        assertEquals(List.of(sameMovesFewerLines, fewestPushes), best.distinct());

        StoredSolution twin = solution(4, 100, 40, 8);
        BestSolution tied = BestSolution.of(List.of(twin, sameMovesFewerLines)).orElseThrow();
        assertEquals(sameMovesFewerLines, tied.byMoves(), "equal in every metric: the first stored");
        assertTrue(tied.isOne());
        assertEquals(Optional.empty(), BestSolution.of(List.of()));
    }

    @Test
    void bestOfEveryLevelOfACollectionAtOnce() {
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(sok()), new Fixtures.Recorder());
            List<Long> levelIds = new ArrayList<>();
            for (IdentifiedLevel l : Fixtures.read(List.of(sok())).values()) {
                levelIds.add(catalog.dao(LevelDao.class).withExactId(((IdentifiedLevel.Valid) l).ids().exactId())
                        .orElseThrow().id());
            }
            BestSolutions best = new BestSolutions(catalog);
            Map<Long, BestSolution> all = best.ofLevels(levelIds);
            assertEquals(90, all.size(), "every level but one has a solution");
            for (long id : levelIds) {
                List<StoredSolution> solutions = catalog.dao(SolutionDao.class).ofLevel(id);
                if (solutions.isEmpty()) {
                    assertFalse(all.containsKey(id));
                    continue;
                }
                BestSolution b = all.get(id);
                assertEquals(best.ofLevel(id), Optional.of(b));
                for (StoredSolution s : solutions) {
                    assertTrue(SolutionOrder.BY_MOVES.compare(b.byMoves().metrics(), s.metrics()) <= 0);
                    assertTrue(SolutionOrder.BY_PUSHES.compare(b.byPushes().metrics(), s.metrics()) <= 0);
                }
            }
            String four = ((IdentifiedLevel.Valid) Fixtures.read(List.of(sok())).get(sok() + "#4")).ids().exactId();
            BestSolution b = best.ofExactId(four).orElseThrow();
            assertEquals("937/387", b.byMoves().metrics().movesSlashPushes());
            assertEquals("952/363", b.byPushes().metrics().movesSlashPushes());
            assertEquals(Optional.empty(), best.ofExactId("0000000000000000"));
        }
    }
}
