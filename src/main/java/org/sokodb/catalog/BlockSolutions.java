package org.sokodb.catalog;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.format.Diagnostics;
import org.sokodb.format.LevelRecord;
import org.sokodb.format.SolutionBlock;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.solution.Replay;
import org.sokodb.solution.ReplayResult;
import org.sokodb.solution.Verdict;

/**
 * The solution blocks under a board, as {@code import} reads them: each replayed strictly on
 * the board; the valid ones kept, the others reported as problems. A saved game (a
 * {@code SaveGame …} or snapshot block) does not claim to solve the level: unsolved, it is
 * skipped without a word, and one that cannot be replayed (a reverse-mode snapshot) gets a
 * note, not a problem; one that does solve the level is a solution like any other.
 */
final class BlockSolutions {
    private BlockSolutions() {
    }

    /**
     * What the blocks of one board held.
     *
     * @param valid the solutions to store
     * @param refused solution blocks reported as not valid (saved games are never refused)
     */
    record Checked(List<VerifiedSolution> valid, int refused) {
    }

    /**
     * The valid solutions among the blocks of {@code level}; each refused one is reported to
     * {@code listener} as a problem, case corrections as notes.
     */
    static Checked check(IdentifiedLevel.Valid level, Diagnostics listener) {
        LevelRecord record = level.record();
        List<VerifiedSolution> valid = new ArrayList<>(record.solutions().size());
        int number = 0;
        int refused = 0;
        for (SolutionBlock block : record.solutions()) {
            number++;
            SourceLocation where = new SourceLocation(record.source(), block.line(), record.index());
            ReplayResult result = Replay.check(level.board(), block.moves());
            if (result instanceof ReplayResult.Valid v) {
                if (!v.warnings().isEmpty()) {
                    listener.note(where.prefix(), name(block, number) + ": " + v.detail() + "; stored corrected");
                }
                valid.add(new VerifiedSolution(level.ids().exactId(), level.ids().uniqueId(), v.steps(), v.metrics(),
                        record.source() + "#" + record.index(), block.title().strip(), block.notes().strip()));
            } else if (block.isSnapshot()) {
                // a saved game does not claim to solve the level: one that does not is no error
                if (result.verdict() != Verdict.UNSOLVED) {
                    listener.note(where.prefix(), name(block, number) + ": " + result.verdict().label() + ": "
                            + result.detail() + "; not stored");
                }
            } else {
                refused++;
                listener.problem(where, name(block, number) + ": " + result.verdict().label() + ": " + result.detail()
                        + "; not stored");
            }
        }
        return new Checked(valid, refused);
    }

    /** {@code solution 'Solution 230/97'}, {@code saved game 'SaveGame 12/3'}, {@code solution 2} when untitled. */
    static String name(SolutionBlock block, int number) {
        String kind = block.isSnapshot() ? "saved game" : "solution";
        String title = block.title().strip();
        return title.isEmpty() ? kind + " " + number : kind + " '" + title + "'";
    }
}
