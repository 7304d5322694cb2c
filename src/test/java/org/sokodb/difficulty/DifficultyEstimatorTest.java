package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** Ratings: the scale and bands of docs/difficulty.md, unrated levels, which solution rates a level. */
class DifficultyEstimatorTest {
    private final DifficultyEstimator estimator = DifficultyEstimator.current();

    @Test
    void bandsFollowThePercentile() {
        assertEquals(Band.EASY, Band.of(0));
        assertEquals(Band.EASY, Band.of(29.94));
        assertEquals(Band.MEDIUM, Band.of(30));
        assertEquals(Band.MEDIUM, Band.of(69.94));
        assertEquals(Band.HARD, Band.of(70));
        assertEquals(Band.VERY_HARD, Band.of(90));
        assertEquals(Band.HARD, Band.of(89.94), "written 89.9");
        assertEquals(Band.VERY_HARD, Band.of(89.95), "written 90, as every output writes it");
        assertEquals(Band.MEDIUM, Band.of(29.97), "written 30");
        assertEquals(Band.VERY_HARD, Band.of(100));
        assertEquals(Band.UNRATED, Band.of(Double.NaN));
        assertEquals("very hard", Band.VERY_HARD.words());
        assertEquals(Optional.of(Band.VERY_HARD), Band.parse("very-hard"));
        assertEquals(Optional.of(Band.VERY_HARD), Band.parse("Very Hard"));
        assertEquals(Optional.empty(), Band.parse("impossible"));
    }

    @Test
    void thePercentileInterpolatesAndTakesTheMiddleOfEqualSteps() {
        double[] q = new double[101];
        for (int i = 0; i <= 100; i++) {
            q[i] = i < 10 ? 0 : i; // the lowest tenth of the levels share one estimate
        }
        Weights w = new Weights("t", DifficultyEstimator.MEASURED, Map.of(Quantity.PUSHES, 1.0), Map.of(Quantity.PUSHES, 0.0), q);
        assertEquals(4.5, w.percentile(0), "percentiles 0 to 9 share it");
        assertEquals(50, w.percentile(50));
        assertEquals(50.5, w.percentile(50.5), 1e-12);
        assertEquals(0, w.percentile(-1));
        assertEquals(100, w.percentile(1000));
    }

    @Test
    void aSolvedLevelIsRatedWithItsReasons() throws BoardException {
        Board b = Board.parse(List.of("########", "#.$ @$.#", "########"));
        Rating r = estimator.rate(b, "RllL");
        assertTrue(r.rated());
        assertFalse(r.approximate());
        assertTrue(r.difficulty() >= 0 && r.difficulty() <= 100, "difficulty " + r.difficulty());
        assertEquals(Band.of(r.difficulty()), r.band());
        assertEquals(estimator.version(), r.estimatorVersion());
        assertEquals(estimator.score(r.quantities()), r.score());
        assertFalse(r.why().isEmpty());
        assertTrue(r.why().size() <= 3);
        assertTrue(r.why().stream().noneMatch(Reason::raises), "two pushes make nothing harder than typical: " + r.why());
        assertTrue(r.whyInWords().startsWith("few "), r.whyInWords());
        assertEquals(r, estimator.rate(r.quantities()), "stored quantities rate the same again");
    }

    @Test
    void aLevelWithoutASolutionIsUnratedNeverGuessed() throws BoardException {
        Board b = Board.parse(List.of("######", "#.$@ #", "######"));
        Rating r = estimator.rateBoardOnly(b);
        assertFalse(r.rated());
        assertEquals(Band.UNRATED, r.band());
        assertTrue(r.approximate());
        assertTrue(Double.isNaN(r.difficulty()));
        assertTrue(r.why().isEmpty());
        assertEquals("no solution: boxes, floor and congestion of the board alone, approximate", r.whyInWords());
        assertEquals(1, r.quantities().boxes());
        assertEquals(r, estimator.rateBest(b, List.of("r", "not moves")), "no solution among them");
    }

    @Test
    void ofSeveralSolutionsTheOneThatKeepsBoxesTogetherRates() throws BoardException {
        // two boxes two pushes from their goals: each pushed home in one run, or by turns
        Board b = Board.parse(List.of("###########", "#. $ @ $ .#", "###########"));
        String together = "lLLrrrrRR";
        String apart = "lLrrrRllllLrrrrrR";
        assertEquals(1, DifficultyQuantities.of(b, together).boxChanges());
        assertEquals(3, DifficultyQuantities.of(b, apart).boxChanges());
        assertEquals(DifficultyQuantities.of(b, together), DifficultyEstimator.best(b, List.of(apart, together)).orElseThrow());
        assertEquals(estimator.rate(b, together), estimator.rateBest(b, List.of(apart, "R", together)));
    }

    @Test
    void aSolutionIsMeasuredWithItsBoxesKeptTogether() throws BoardException {
        // the same level: pushed by turns, the solution is rated as the one that pushes each box home at once
        Board b = Board.parse(List.of("###########", "#. $ @ $ .#", "###########"));
        assertEquals(DifficultyQuantities.of(b, "lLLrrrrRR"), DifficultyEstimator.measure(b, "lLrrrRllllLrrrrrR"));
        assertEquals(DifficultyQuantities.of(b, "lLLrrrrRR"), DifficultyEstimator.best(b, List.of("lLrrrRllllLrrrrrR")).orElseThrow());
    }

    @Test
    void theCurrentWeightsAreTheNewestV3AndRateStoredQuantities() {
        assertEquals("v3", estimator.version());
        assertEquals("v3", Weights.newest().version(), "the newest weights resource is the current one");
        assertEquals("v1", Weights.resource("weights-v1.properties").version(), "the versions before stay readable");
        assertEquals("v2", Weights.resource("weights-v2.properties").version());
        // v1 measured solutions as written: what it stored is measured again; an unknown version's too
        assertEquals(new Measurement("as-written", Decomposition.THIRDS), Weights.ofVersion("v1").orElseThrow().measurement());
        assertFalse(estimator.measuresAlike("v1"));
        assertTrue(estimator.measuresAlike("v2"), "v2 measured as v3 does: its stored quantities are rated again as they are");
        assertTrue(estimator.measuresAlike("v3"));
        assertFalse(estimator.measuresAlike("v-old"));
        assertFalse(estimator.measuresAlike("v99"));
        // quantities measured as v3 measures them are rated without replaying
        DifficultyQuantities stored = new DifficultyQuantities(4, 40, 1.0, true, 100, 400, 50, 30, 5, 10, 6);
        Rating again = estimator.rate(stored);
        assertTrue(again.rated());
        assertEquals("v3", again.estimatorVersion());
        assertEquals(Weights.resource("weights-v3.properties").score(stored), again.score());
        assertEquals(0.055361 * Math.log1p(400) + 0.080995 * Math.log1p(50) + 0.045378 * Math.log1p(30)
                + 0.085067 * Math.log1p(6), again.score(), 1e-9,
                "the weights of weights-v3.properties: moves, box lines, box changes, goal entries");
        assertEquals(0.210535 * Math.log1p(400) + 0.362988 * Math.log1p(50) + 0.442488 * Math.log1p(30),
                Weights.resource("weights-v2.properties").score(stored), 1e-9, "v2's weights, for comparison");
    }

    @Test
    void moreOfEveryQuantityIsNeverEasier() {
        DifficultyQuantities small = new DifficultyQuantities(2, 20, 0.5, true, 10, 40, 5, 3, 1, 1, 2);
        DifficultyQuantities large = new DifficultyQuantities(4, 40, 1.0, true, 100, 400, 50, 30, 5, 10, 6);
        assertTrue(estimator.rate(large).difficulty() >= estimator.rate(small).difficulty());
    }
}
