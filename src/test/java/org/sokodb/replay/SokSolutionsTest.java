package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Symmetry;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.identity.LevelIdentity;

/** The 196 solution and saved-game blocks of Original_and_Extra.sok, replayed. */
@Slow
class SokSolutionsTest {
    record Checked(LevelRecord record, Board board, SolutionBlock block, ReplayResult result) {
    }

    static final List<Checked> CHECKED = new ArrayList<>();

    @BeforeAll
    static void replayAll() throws BoardException {
        for (LevelRecord record : TestLevels.records("sok/Original_and_Extra.sok")) {
            Board board = Board.parse(record.rows());
            for (SolutionBlock block : record.solutions()) {
                CHECKED.add(new Checked(record, board, block, Replay.check(board, block.moves())));
            }
        }
    }

    @Test
    void solutionsAreValidAndSavedGamesUnsolved() {
        Map<SolutionStatus, Integer> counts = new EnumMap<>(SolutionStatus.class);
        for (Checked c : CHECKED) {
            counts.merge(c.result().verdict(), 1, Integer::sum);
            if (c.result().verdict() != SolutionStatus.VALID) {
                assertEquals(SolutionStatus.UNSOLVED, c.result().verdict(), c.block().title() + ": " + c.result().detail());
                assertTrue(c.block().isSnapshot(), c.block().title());
            }
        }
        assertEquals(Map.of(SolutionStatus.VALID, 193, SolutionStatus.UNSOLVED, 3), counts);
    }

    @Test
    void titleMovesAndPushesAreWhatTheReplayCounts() {
        Pattern claimed = Pattern.compile("(\\d+)/(\\d+)");
        int titled = 0;
        for (Checked c : CHECKED) {
            Matcher m = claimed.matcher(c.block().title());
            if (!m.find()) {
                continue;
            }
            titled++;
            SolutionMetrics metrics = c.result() instanceof ReplayResult.Valid v ? v.metrics()
                    : assertInstanceOf(ReplayResult.Unsolved.class, c.result()).metrics();
            String where = "level " + c.record().index() + ", " + c.block().title();
            assertEquals(Integer.parseInt(m.group(1)), metrics.moves(), where);
            assertEquals(Integer.parseInt(m.group(2)), metrics.pushes(), where);
        }
        assertEquals(107, titled, "blocks with moves/pushes in the title");
    }

    @Test
    void solutionsAreWrittenInTheirCorrectCase() {
        for (Checked c : CHECKED) {
            if (c.result() instanceof ReplayResult.Valid v) {
                assertEquals(List.of(), v.warnings(), c.block().title());
                assertEquals(c.block().moves().replaceAll("\\s", ""), v.steps().letters(), c.block().title());
            }
        }
    }

    @Test
    void everySolutionSolvesTheLevelInEveryOrientation() {
        for (Checked c : CHECKED) {
            if (c.result() instanceof ReplayResult.Valid v) {
                for (Symmetry s : Symmetry.values()) {
                    ReplayResult turned = Replay.replay(c.board().transform(s), SolutionTransform.map(v.steps(), s),
                            TrailingSteps.REFUSE);
                    assertInstanceOf(ReplayResult.Valid.class, turned, "level " + c.record().index() + " " + s);
                    assertEquals(v.metrics(), ((ReplayResult.Valid) turned).metrics());
                }
            }
        }
    }

    @Test
    void solutionsCarryToTheXsokobanScreensWithTheSameUniqueId() {
        // the SOK file's first boards are the original levels XSokoban ships as screen.1 … screen.50, but
        // 12, 20 and 25 differ by a square (12: one more wall) and from board 37 on the numbering shifts
        // (the file adds "Level 37a"): those must be refused, every level with the same Unique-Id carried
        LevelIdentity identity = new LevelIdentity();
        int carried = 0;
        int refused = 0;
        for (Checked c : CHECKED) {
            int index = c.record().index();
            if (index > 50 || !(c.result() instanceof ReplayResult.Valid v)) {
                continue;
            }
            Board screen = TestLevels.board("xsokoban/screen." + index, 1);
            boolean same = identity.of(screen).uniqueId().equals(identity.of(c.board()).uniqueId());
            var onScreen = SolutionCarry.carry(c.board(), v.steps(), screen);
            assertEquals(same, onScreen.isPresent(), "level " + index + ", " + c.block().title());
            onScreen.ifPresent(valid -> assertEquals(v.metrics().pushes(), valid.metrics().pushes()));
            if (same) {
                carried++;
            } else {
                refused++;
            }
        }
        assertEquals(73, carried, "solutions carried");
        assertEquals(32, refused, "solutions of levels that differ (level 12 among them)");
    }
}
