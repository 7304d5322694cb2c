package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;

@SharedData
class SolutionPickTest {
    /** Original level 4 of Original_and_Extra.sok: 937/387 is the best by moves, 952/363 the best by pushes. */
    private static final LevelRecord ORIGINAL_4 = TestLevels.records("sok/Original_and_Extra.sok").get(3);

    private static List<SolutionPick.Candidate> candidates(Board solved) {
        return ORIGINAL_4.solutions().stream().filter(b -> !b.isSnapshot())
                .map(b -> new SolutionPick.Candidate(solved, b.moves(), b.notes())).toList();
    }

    @Test
    void bestByMovesAndByPushesCarriedToAMirroredCopy() {
        Board original = TestLevels.board("sok/Original_and_Extra.sok", 4);
        Board mirrored = original.transform(Symmetry.MIRROR_ROTATE_90);
        SolutionPick.Result r = SolutionPick.best(mirrored, candidates(original));
        assertEquals(0, r.failed());
        assertEquals(2, r.picked().size());
        SolutionPick.Picked moves = r.picked().get(0);
        SolutionPick.Picked pushes = r.picked().get(1);
        assertEquals("937/387", moves.metrics().movesSlashPushes());
        assertTrue(moves.bestByMoves() && !moves.bestByPushes());
        assertEquals("952/363", pushes.metrics().movesSlashPushes());
        assertTrue(pushes.bestByPushes() && !pushes.bestByMoves());
        for (SolutionPick.Picked p : r.picked()) {
            assertTrue(Replay.check(mirrored, p.steps().letters()) instanceof ReplayResult.Valid, "solves the copy");
            assertFalse(Replay.check(original, p.steps().letters()) instanceof ReplayResult.Valid, "not the original");
        }
    }

    @Test
    void theSameSolutionFromTwoCopiesIsOneAndWhatDoesNotSolveIsCounted() {
        Board m3 = TestLevels.board(TestLevels.MICROBAN, 3);
        Board turned = m3.transform(Symmetry.ROTATE_90);
        Steps turnedSteps = SolutionTransform.map(new Steps(TestLevels.MICROBAN_3), Symmetry.ROTATE_90);
        SolutionPick.Result r = SolutionPick.all(m3, List.of(
                new SolutionPick.Candidate(m3, TestLevels.MICROBAN_3, "a"),
                new SolutionPick.Candidate(turned, turnedSteps.letters(), "b"),
                new SolutionPick.Candidate(m3, "lurd", "does not solve it"),
                new SolutionPick.Candidate(m3, "[]UU", "reverse mode")));
        assertEquals(2, r.failed());
        assertEquals(1, r.picked().size());
        SolutionPick.Picked p = r.picked().get(0);
        assertEquals(TestLevels.MICROBAN_3, p.steps().letters());
        assertEquals("a", p.notes(), "the first candidate's notes");
        assertTrue(p.bestByMoves() && p.bestByPushes());
    }

    @Test
    void allIsEveryDistinctSolutionBestByMovesFirst() {
        Board original = TestLevels.board("sok/Original_and_Extra.sok", 4);
        SolutionPick.Result r = SolutionPick.all(original, candidates(original));
        assertEquals(List.of("937/387", "952/363"), r.picked().stream().map(p -> p.metrics().movesSlashPushes()).toList());
        assertEquals(ORIGINAL_4.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).distinct()
                .count(), r.picked().size());
    }

    @Test
    void bestMovesBestPushesAndParetoKeepTheirShare() {
        Board original = TestLevels.board("sok/Original_and_Extra.sok", 4);
        List<SolutionPick.Candidate> c = candidates(original);
        assertEquals(List.of("937/387"), metrics(SolutionPick.pick(original, c, SolutionPick.Choice.BEST_MOVES)));
        assertEquals(List.of("952/363"), metrics(SolutionPick.pick(original, c, SolutionPick.Choice.BEST_PUSHES)));
        // neither beats the other on both counts
        assertEquals(List.of("937/387", "952/363"), metrics(SolutionPick.pick(original, c, SolutionPick.Choice.PARETO)));
    }

    @Test
    void paretoDropsWhatAnotherBeatsOnBothCountsAndKeepsOneOfATie() throws Exception {
        // one box two squares from its goal: 3/2 at best; walking up and down first costs moves, not pushes
        Board corridor = Board.parse(List.of("#########", "#       #", "# @ $ . #", "#       #", "#########"));
        List<SolutionPick.Candidate> c = List.of(new SolutionPick.Candidate(corridor, "uddurRR", "7/2"),
                new SolutionPick.Candidate(corridor, "udrRR", "5/2"),
                new SolutionPick.Candidate(corridor, "durRR", "5/2 again"),
                new SolutionPick.Candidate(corridor, "rRR", "3/2"));
        assertEquals(List.of("3/2"), metrics(SolutionPick.pick(corridor, c, SolutionPick.Choice.PARETO)));
        assertEquals(List.of("3/2", "5/2", "5/2", "7/2"), metrics(SolutionPick.pick(corridor, c, SolutionPick.Choice.ALL)));
        List<SolutionPick.Candidate> noBest = c.subList(0, 3);
        SolutionPick.Result pareto = SolutionPick.pick(corridor, noBest, SolutionPick.Choice.PARETO);
        assertEquals(List.of("5/2"), metrics(pareto));
        assertEquals("5/2", pareto.picked().get(0).notes(), "of a tie, the first stored");
    }

    private static List<String> metrics(SolutionPick.Result r) {
        return r.picked().stream().map(p -> p.metrics().movesSlashPushes()).toList();
    }
}
