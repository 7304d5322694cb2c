package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;

/** {@link Optimizer#keepBoxesTogether} on real levels: valid, the same pushes, never more box changes. */
class KeepBoxesTogetherTest {
    /** Levels of Original_and_Extra.sok replayed (the first ones: a test's time). */
    private static final int LEVELS = 10;

    private static ReplayResult.Valid replay(Board board, Steps steps) {
        return assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, steps, TrailingSteps.REFUSE));
    }

    /**
     * Microban 31 and a solution of sokodb's solver, boxes P (2,3), Q (3,2), S (3,3) (x, y from
     * the top left): it pushes P Q S Q Q S S S, five runs. Checked by hand: after Q's first push
     * the man can walk up and round to push Q down twice at once (S still stands below where Q
     * went), then back to push S down, round below it and up: P Q Q Q S S S S, three runs, the
     * same eight pushes, two more steps.
     */
    @Test
    void microban31sPushesOfOneBoxComeTogether() {
        Board level = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(30);
        Steps input = new Steps("DuRDuurDDrddllUUluR");
        assertEquals(5, replay(level, input).metrics().boxChanges());
        Steps kept = Optimizer.keepBoxesTogether(level, input);
        assertEquals("DuRurDDulDrrddllUUluR", kept.letters());
        ReplayResult.Valid v = replay(level, kept);
        assertEquals(3, v.metrics().boxChanges());
        assertEquals(8, v.metrics().pushes());
    }

    /** People's solutions of XSokoban's levels: each stays a solution with its pushes, and box changes never grow. */
    @Test
    void peoplesSolutionsStayValidWithNoMoreBoxChanges() {
        List<Board> boards = new ArrayList<>();
        List<Steps> solutions = new ArrayList<>();
        Diagnostics quiet = new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
        LevelSources.read(List.of(TestData.path("sok/Original_and_Extra.sok").toString()), LevelSources.Handler.of(r -> {
            if (boards.size() == LEVELS) {
                return;
            }
            for (SolutionBlock s : r.solutions()) {
                if (s.isSnapshot()) {
                    continue;
                }
                try {
                    Board board = Board.parse(r.rows());
                    if (Replay.check(board, s.moves(), TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                        boards.add(board);
                        solutions.add(v.steps());
                        return;
                    }
                } catch (BoardException e) {
                    return;
                }
            }
        }, quiet));
        assertEquals(LEVELS, boards.size());
        List<Integer> lowered = new ArrayList<>();
        for (int i = 0; i < boards.size(); i++) {
            ReplayResult.Valid before = replay(boards.get(i), solutions.get(i));
            ReplayResult.Valid after = replay(boards.get(i), Optimizer.keepBoxesTogether(boards.get(i), solutions.get(i)));
            assertEquals(before.metrics().pushes(), after.metrics().pushes(), "level " + (i + 1));
            assertTrue(after.metrics().boxChanges() <= before.metrics().boxChanges(), "level " + (i + 1));
            if (after.metrics().boxChanges() < before.metrics().boxChanges()) {
                lowered.add(i + 1);
            }
        }
        assertTrue(lowered.contains(1), "XSokoban 1 (docs/difficulty.md) has fewer box changes: " + lowered);
    }

    @Test
    void movesThatSolveNothingComeBackAsTheyWere() {
        Board level = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(30);
        Steps notASolution = new Steps("DuR");
        assertEquals(notASolution, Optimizer.keepBoxesTogether(level, notASolution));
    }
}
