package org.sokodb.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.DifficultyEstimator;
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

    private static GenerationRequest ranked(GenerationRequest r, Set<Band> bands, GenerationRequest.Order order,
            long maxCandidates) {
        return new GenerationRequest(r.room(), r.seed(), r.count(), r.minBoxLines(), r.timeLimit(),
                r.candidateTimeLimit(), maxCandidates, r.threads(), bands, order);
    }

    @Test
    void keptLevelsAreRatedByTheirSolutionAndRankEasyFirstByDifficulty() {
        GenerationRequest best = request(Preset.S4, 1, 20, 0);
        GenerationResult byBest = run(best, KnownLevels.NONE);
        GenerationResult byDifficulty = run(ranked(best, Set.of(), GenerationRequest.Order.DIFFICULTY,
                best.maxCandidates()), KnownLevels.NONE);
        // the same levels, in another order
        assertEquals(Set.copyOf(uniqueIds(byBest)), Set.copyOf(uniqueIds(byDifficulty)));
        GeneratedLevel previous = null;
        for (GeneratedLevel l : byDifficulty.levels()) {
            assertEquals(DifficultyEstimator.current().rate(l.board(), l.solution().steps().letters()), l.rating());
            assertTrue(l.rating().rated());
            if (previous != null) {
                assertTrue(previous.rating().score() <= l.rating().score(), previous.rating() + " " + l.rating());
            }
            previous = l;
        }
    }

    @Test
    void aLevelOfABandNotAskedForIsThrownAwayAndCounted() {
        GenerationRequest all = request(Preset.S9, 42, 10, 0);
        GenerationResult unfiltered = run(all, KnownLevels.NONE);
        Set<Band> seen = unfiltered.levels().stream().map(l -> l.rating().band())
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Band.class)));
        // asking for the bands the levels have keeps the same levels
        GenerationResult same = run(ranked(all, seen, GenerationRequest.Order.BEST, all.maxCandidates()),
                KnownLevels.NONE);
        assertEquals(uniqueIds(unfiltered), uniqueIds(same));
        assertEquals(0, same.rejectedFor(Rejection.OTHER_BAND));
        // asking for the others, on the same candidates, throws every one of them away for its band
        Set<Band> others = EnumSet.complementOf(EnumSet.copyOf(seen));
        others.remove(Band.UNRATED);
        GenerationResult none = run(ranked(all, others, GenerationRequest.Order.BEST, unfiltered.candidates()),
                KnownLevels.NONE);
        assertEquals(List.of(), none.levels());
        assertEquals(10, none.rejectedFor(Rejection.OTHER_BAND));
        assertEquals(GenerationResult.Stop.CANDIDATE_LIMIT, none.stop());
    }
}
