package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** The decisions of one import batch, made without a database: small hand-made levels. */
class BatchPlanTest {
    /** One box to push right onto its goal. */
    static final List<String> PUSH_RIGHT = List.of("#####", "#@$.#", "#####");
    /** The same level mirrored: a duplicate with another Exact-Id. */
    static final List<String> PUSH_LEFT = List.of("#####", "#.$@#", "#####");

    final List<String> problems = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    final List<Integer> planned = new ArrayList<>();
    final Diagnostics diagnostics = new Diagnostics() {
        @Override
        public void problem(SourceLocation where, String reason) {
            problems.add(where.message(reason));
        }

        @Override
        public void note(String where, String message) {
            notes.add(where + ": " + message);
        }
    };

    static IdentifiedLevel level(int index, List<String> rows, SolutionBlock... solutions) {
        return new Identifier().identify(new LevelRecord("a.xsb", index, index * 10, "", "", "", rows,
                List.of(solutions), Optional.empty()));
    }

    static IdentifiedLevel rejected(int index) {
        return new Identifier().identify(new LevelRecord("a.xsb", index, index * 10, "", "", "", List.of("#"),
                List.of(), Optional.of("more than one man")));
    }

    BatchPlan decide(List<IdentifiedLevel> pending, List<LevelDao.Known> known) {
        return BatchPlan.decide(pending, known, diagnostics, planned::add);
    }

    static IdentifiedLevel.Valid valid(IdentifiedLevel l) {
        return (IdentifiedLevel.Valid) l;
    }

    @Test
    void aMirroredCopyInTheSameBatchIsANewLevelAndADuplicate() {
        IdentifiedLevel right = level(1, PUSH_RIGHT);
        IdentifiedLevel left = level(2, PUSH_LEFT);
        String uniqueId = valid(right).ids().uniqueId();
        assertEquals(uniqueId, valid(left).ids().uniqueId());
        assertNotEquals(valid(right).ids().exactId(), valid(left).ids().exactId());

        BatchPlan plan = decide(List.of(right, left), List.of());

        assertEquals(new BoardCounts(2, 2, 2, 0, 1, 0, new SolutionCounts(0, 0, 0, 0)), plan.counts());
        assertEquals(2, plan.newLevels().size());
        assertEquals(List.of(uniqueId), List.copyOf(plan.grownGroups().keySet()));
        assertEquals(2, plan.grownGroups().get(uniqueId), "both boards join the group, the first one too");
        assertEquals(List.of(uniqueId), List.copyOf(plan.carryIn()), "a new level with duplicates may receive solutions");
        assertEquals(List.of(1, 2), planned);
        assertEquals(List.of(), problems);
    }

    @Test
    void theSameBoardTwiceIsOneNewLevel() {
        BatchPlan plan = decide(List.of(level(1, PUSH_RIGHT), level(2, PUSH_RIGHT)), List.of());
        assertEquals(1, plan.newLevels().size());
        assertEquals(2, plan.counts().levels());
        assertEquals(1, plan.counts().duplicates());
        long exactKey = valid(level(1, PUSH_RIGHT)).ids().exactKey();
        assertEquals(List.of(exactKey, exactKey), plan.planned().stream().map(BatchPlan.Planned::exactKey).toList());
        assertTrue(plan.planned().stream().allMatch(BatchPlan.Planned::hasLevel));
    }

    @Test
    void aLevelTheCatalogKnowsIsNotInsertedAgainAndItsGroupGrows() {
        IdentifiedLevel.Valid right = valid(level(1, PUSH_RIGHT));
        LevelDao.Known known = new LevelDao.Known(7, right.ids().exactId(), right.ids().uniqueId(),
                right.ids().normalized());
        BatchPlan plan = decide(List.of(level(3, PUSH_RIGHT)), List.of(known));
        assertEquals(List.of(), plan.newLevels());
        assertEquals(new BoardCounts(1, 1, 0, 0, 1, 0, new SolutionCounts(0, 0, 0, 0)), plan.counts());
        assertEquals(List.of(right.ids().uniqueId()), List.copyOf(plan.grownGroups().keySet()));
        assertEquals(1, plan.grownGroups().get(right.ids().uniqueId()), "the batch's one board joins the group");
        assertEquals(List.of(), List.copyOf(plan.carryIn()), "a known level already had its duplicates' solutions");
    }

    @Test
    void anotherBoardUnderAKnownExactIdIsACollisionNeverMerged() {
        IdentifiedLevel.Valid right = valid(level(1, PUSH_RIGHT));
        LevelDao.Known other = new LevelDao.Known(7, right.ids().exactId(), "0000000000000000", "#####\n#@*#\n####\n");
        BatchPlan plan = decide(List.of(right), List.of(other));
        assertEquals(1, plan.counts().collisions());
        assertEquals(1, plan.counts().invalid());
        assertEquals(0, plan.counts().levels());
        assertFalse(plan.planned().get(0).hasLevel());
        assertTrue(plan.planned().get(0).reason().startsWith("Exact-Id collision: " + right.ids().exactId()));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("a.xsb:10: level 1: Exact-Id collision"), problems.get(0));
    }

    @Test
    void aRejectedBoardIsPlannedWithItsReasonAndReported() {
        BatchPlan plan = decide(List.of(rejected(4), level(5, PUSH_RIGHT)), List.of());
        assertEquals(1, plan.counts().invalid());
        assertEquals("more than one man", plan.planned().get(0).reason());
        assertEquals(List.of("a.xsb:40: level 4: more than one man"), problems);
        assertEquals(List.of(4, 5), planned);
        assertEquals(List.of(valid(level(5, PUSH_RIGHT)).ids().uniqueId()), List.of(IdentifiedLevel.uniqueIds(
                List.of(rejected(4), level(5, PUSH_RIGHT)))));
    }

    @Test
    void solutionsUnderTheBoardsAreReplayedValidOnesKeptOthersRefused() {
        BatchPlan plan = decide(List.of(level(1, PUSH_RIGHT, new SolutionBlock("Solution", "R", "", 13),
                new SolutionBlock("Wrong", "L", "", 15))), List.of());
        assertEquals(1, plan.solutions().size());
        assertEquals("R", plan.solutions().get(0).steps().letters());
        assertEquals(1, plan.counts().solutions().invalid());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("a.xsb:15: level 1: solution 'Wrong': illegal"), problems.get(0));
    }
}
