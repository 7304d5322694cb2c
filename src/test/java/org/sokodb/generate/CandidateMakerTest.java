package org.sokodb.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.sokodb.board.Board;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/** Every strategy, alone beside the seed's S1 choices, on fixed seeds. */
class CandidateMakerTest {

    /** S1 with one strategy changed: so each value of each strategy is exercised. */
    static Stream<Arguments> strategies() {
        Strategies s1 = Preset.S1.strategies();
        List<Arguments> all = new ArrayList<>();
        for (BoxSelection b : BoxSelection.values()) {
            all.add(Arguments.of(new Strategies(b, s1.push(), s1.pull(), s1.route())));
        }
        for (PushStrategy p : PushStrategy.values()) {
            all.add(Arguments.of(new Strategies(s1.boxSelection(), p, s1.pull(), s1.route())));
        }
        for (PullStrategy p : PullStrategy.values()) {
            all.add(Arguments.of(new Strategies(s1.boxSelection(), s1.push(), p, s1.route())));
        }
        for (RouteStrategy r : RouteStrategy.values()) {
            all.add(Arguments.of(new Strategies(s1.boxSelection(), s1.push(), s1.pull(), r)));
        }
        return all.stream();
    }

    private static List<Candidate> candidates(Strategies strategies, long seed, int n) {
        CandidateMaker maker = new CandidateMaker(new RoomParameters(8, 8, 3, 30, 30, strategies, GoalPlacement.CARVED));
        SplittableRandom random = new SplittableRandom(seed);
        List<Candidate> made = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            made.add(maker.make(random.split()));
        }
        return made;
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void theSameSeedMakesTheSameLevelsAndAnotherSeedOthers(Strategies strategies) {
        List<Candidate> first = candidates(strategies, 7, 20);
        assertEquals(first, candidates(strategies, 7, 20));
        assertNotEquals(first, candidates(strategies, 8, 20));
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void everyMadeCandidateIsAClosedPlayableUnsolvedLevelThatTheSolverSolves(Strategies strategies) {
        int made = 0;
        for (Candidate c : candidates(strategies, 11, 40)) {
            if (c instanceof Candidate.Made m) {
                made++;
                Board b = m.board();
                assertEquals(3, b.boxCount(), b.toXsb());
                assertEquals(3, b.goalCount(), b.toXsb());
                assertTrue(b.playabilityProblem().isEmpty(), b.toXsb());
                assertFalse(b.isSolved(), b.toXsb());
                assertTrue(b.width() <= 8 && b.height() <= 8, b.toXsb());
                // the goals are where the forward stage left the boxes: the pulls, reversed, solve it
                SolverResult r = Solver.solve(b, NodeBudget.of(1_000_000, 256L << 20, 1));
                assertTrue(r instanceof SolverResult.Solved, b.toXsb() + r);
            }
        }
        assertTrue(made >= 20, "only " + made + " of 40 candidates are levels");
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void theSeedsGoalPlacementMakesLevelsTheSolverDecides(Preset preset) {
        CandidateMaker maker = new CandidateMaker(new RoomParameters(8, 8, 2, 20, 20, preset.strategies(),
                GoalPlacement.START));
        SplittableRandom random = new SplittableRandom(3);
        int made = 0;
        for (int i = 0; i < 20; i++) {
            if (maker.make(random.split()) instanceof Candidate.Made m) {
                made++;
                assertEquals(2, m.board().boxCount());
                assertEquals(2, m.board().goalCount());
                SolverResult r = Solver.solve(m.board(), NodeBudget.of(1_000_000, 256L << 20, 1));
                assertFalse(r instanceof SolverResult.GaveUp, m.board().toXsb());
            }
        }
        assertTrue(made > 0);
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void rowsAreCroppedToOneRingOfWall(Preset preset) {
        CandidateMaker maker = new CandidateMaker(new RoomParameters(10, 9, 4, 30, 30, preset.strategies(),
                GoalPlacement.CARVED));
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 20; i++) {
            if (maker.make(random.split()) instanceof Candidate.Made m) {
                List<String> rows = m.rows();
                assertTrue(rows.size() <= 9 && rows.stream().allMatch(r -> r.length() <= 10), rows.toString());
                // the first and the last row are wall only: nothing of the level stands outside its ring
                assertTrue(rows.get(0).matches("[# ]*#[# ]*") && rows.get(rows.size() - 1).matches("[# ]*#[# ]*"),
                        rows.toString());
                assertTrue(rows.stream().noneMatch(r -> r.isBlank() || r.endsWith(" ")), rows.toString());
            }
        }
    }
}
