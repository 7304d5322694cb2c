package org.sokodb.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;

class GeneratorTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);

    private static GenerationRequest request(Preset preset, long seed, int count, int minBoxLines) {
        return new GenerationRequest(new RoomParameters(8, 8, 3, 30, 30, preset.strategies(), GoalPlacement.CARVED),
                seed, count, minBoxLines, MINUTE, MINUTE, 10_000, 2);
    }

    private static GenerationResult run(GenerationRequest request, KnownLevels known) {
        return new Generator(request, known, Generator.Listener.NONE).run();
    }

    private static List<String> uniqueIds(GenerationResult r) {
        return r.levels().stream().map(l -> l.ids().uniqueId()).toList();
    }

    @Test
    void aSeedGivesTheSameLevelsInTheSameOrderAndAnotherSeedOthers() {
        GenerationResult a = run(request(Preset.S9, 42, 10, 0), KnownLevels.NONE);
        GenerationResult b = run(request(Preset.S9, 42, 10, 0), KnownLevels.NONE);
        GenerationResult c = run(request(Preset.S9, 43, 10, 0), KnownLevels.NONE);
        assertEquals(GenerationResult.Stop.COUNT_REACHED, a.stop());
        assertEquals(10, a.levels().size());
        assertEquals(uniqueIds(a), uniqueIds(b));
        assertEquals(a.levels().stream().map(GeneratedLevel::rows).toList(),
                b.levels().stream().map(GeneratedLevel::rows).toList());
        assertNotEquals(uniqueIds(a), uniqueIds(c));
    }

    @Test
    void threadsChangeNothingButTheTime() {
        GenerationRequest two = request(Preset.S4, 77, 12, 4);
        GenerationRequest one = new GenerationRequest(two.room(), two.seed(), two.count(), two.minBoxLines(),
                two.timeLimit(), two.candidateTimeLimit(), two.maxCandidates(), 1);
        GenerationRequest four = new GenerationRequest(two.room(), two.seed(), two.count(), two.minBoxLines(),
                two.timeLimit(), two.candidateTimeLimit(), two.maxCandidates(), 4);
        GenerationResult a = run(one, KnownLevels.NONE);
        GenerationResult b = run(two, KnownLevels.NONE);
        GenerationResult c = run(four, KnownLevels.NONE);
        assertEquals(uniqueIds(a), uniqueIds(b));
        assertEquals(uniqueIds(a), uniqueIds(c));
        assertEquals(a.candidates(), c.candidates());
        assertEquals(a.rejected(), c.rejected());
    }

    @Test
    void keptLevelsAreSolvedUniqueAndBestFirst() {
        GenerationResult r = run(request(Preset.S4, 1, 30, 0), KnownLevels.NONE);
        assertEquals(30, r.levels().size());
        Set<String> ids = new HashSet<>();
        LevelIdentity identity = new LevelIdentity();
        GeneratedLevel previous = null;
        for (GeneratedLevel l : r.levels()) {
            assertTrue(ids.add(l.ids().uniqueId()), "duplicate " + l.ids().uniqueId());
            assertEquals(l.ids(), identity.of(l.board()));
            ReplayResult replay = Replay.replay(l.board(), l.solution().steps(), TrailingSteps.REFUSE);
            assertTrue(replay instanceof ReplayResult.Valid, replay.detail());
            assertEquals(((ReplayResult.Valid) replay).metrics(), l.solution().metrics());
            if (previous != null) {
                assertTrue(previous.boxLines() > l.boxLines()
                        || previous.boxLines() == l.boxLines() && previous.boxChanges() >= l.boxChanges());
            }
            previous = l;
        }
        long rejected = r.rejected().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(r.candidates(), 30 + rejected);
    }

    @Test
    void levelsWithTooFewBoxLinesAreNotKept() {
        GenerationResult r = run(request(Preset.S9, 5, 5, 8), KnownLevels.NONE);
        assertEquals(5, r.levels().size());
        assertTrue(r.levels().stream().allMatch(l -> l.boxLines() >= 8));
        assertTrue(r.rejectedFor(Rejection.TOO_FEW_BOX_LINES) > 0);
    }

    @Test
    void levelsTheCatalogKnowsAreCountedAndNotKept() {
        GenerationResult first = run(request(Preset.S1, 9, 5, 0), KnownLevels.NONE);
        Set<String> catalog = new HashSet<>(uniqueIds(first).subList(0, 2));
        GenerationResult again = run(request(Preset.S1, 9, 5, 0), catalog::contains);
        assertEquals(2, again.rejectedFor(Rejection.DUPLICATE_IN_CATALOG));
        assertTrue(uniqueIds(again).stream().noneMatch(catalog::contains));
        assertTrue(uniqueIds(again).containsAll(uniqueIds(first).subList(2, 5)));
    }

    @Test
    void parametersThatNeverGiveALevelEndAtTheCandidateLimit() {
        // a 2x2 inside: every candidate is degenerate or a copy, and the run still ends
        GenerationRequest r = new GenerationRequest(new RoomParameters(4, 4, 2, 30, 30, Preset.S9.strategies(),
                GoalPlacement.CARVED), 1, 3, 0, MINUTE, MINUTE, 2_000, 1);
        GenerationResult result = run(r, KnownLevels.NONE);
        assertEquals(GenerationResult.Stop.CANDIDATE_LIMIT, result.stop());
        assertEquals(2_000, result.candidates());
        assertTrue(result.levels().size() < 3);
    }
}
