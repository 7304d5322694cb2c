package org.sokodb.catalog.solutions;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.replay.SolutionStatus;
import org.sokodb.verify.SolutionSummary;

/**
 * The solution blocks under a board, as {@code import} reads them: each replayed on the board
 * (steps after the level is solved trimmed, and said, unless strict); the valid ones kept, the
 * others reported as problems. Case corrections and other notations than LURD are counted in
 * the file's {@link SolutionSummary}, to be said once per file. A saved game (a
 * {@code SaveGame …} or snapshot block) does not claim to solve the level: unsolved, it is
 * skipped without a word, and one that cannot be replayed (a reverse-mode snapshot) gets a
 * note, not a problem; one that does solve the level is a solution like any other.
 */
public final class BlockSolutions {
    private final TrailingSteps trailing;
    private final SolutionSummary summary = new SolutionSummary();

    /** The checks of one source: {@code trailing} says what steps after the level is solved do. */
    public BlockSolutions(TrailingSteps trailing) {
        this.trailing = trailing;
    }

    /** Says what was counted for the file's summary, once per kind; call it when the source is done. */
    public void summarize(Diagnostics diagnostics) {
        summary.flush(diagnostics::problem, diagnostics::note);
    }

    /**
     * What the blocks of one board held.
     *
     * @param valid the solutions to store
     * @param refused solution blocks reported as not valid (saved games are never refused)
     */
    public record Checked(List<VerifiedSolution> valid, int refused) {
    }

    /**
     * The valid solutions among the blocks of {@code level}; each refused one is reported to
     * {@code listener} as a problem (or counted for the summary), trimmed ones as notes.
     */
    public Checked check(IdentifiedLevel.Valid level, Diagnostics listener) {
        LevelRecord record = level.record();
        List<VerifiedSolution> valid = new ArrayList<>(record.solutions().size());
        int number = 0;
        int refused = 0;
        for (SolutionBlock block : record.solutions()) {
            number++;
            SourceLocation where = new SourceLocation(record.source(), block.line(), record.index());
            ReplayResult result = Replay.check(level.board(), block.moves(), trailing);
            if (result instanceof ReplayResult.Valid v) {
                if (v.trimmedSteps() > 0) {
                    listener.note(where.prefix(), block.name(number) + ": " + v.trimmingNote() + "; stored trimmed");
                }
                if (v.correctedSteps() > 0) {
                    summary.note("case", where, block.name(number) + ": " + v.caseNote() + "; stored corrected");
                }
                valid.add(new VerifiedSolution(level.ids().exactId(), level.ids().uniqueId(), v.steps(), v.metrics(),
                        record.source() + "#" + record.index(), block.title().strip(),
                        withNote(block.notes().strip(), v.trimmingNote())));
            } else if (block.isSnapshot()) {
                // a saved game does not claim to solve the level: one that does not is no error
                if (result.verdict() != SolutionStatus.UNSOLVED) {
                    listener.note(where.prefix(), block.name(number) + ": " + result.verdict().label() + ": "
                            + result.detail() + "; not stored");
                }
            } else {
                refused++;
                String problem = block.name(number) + ": " + result.verdict().label() + ": " + result.detail()
                        + "; not stored";
                if (result instanceof ReplayResult.Malformed m && m.otherNotation()) {
                    summary.problem(m.detail(), where, problem);
                } else {
                    listener.problem(where, problem);
                }
            }
        }
        return new Checked(valid, refused);
    }

    /** The notes stored with a solution: its block's notes, then what the replay changed (a trimming). */
    static String withNote(String notes, String note) {
        if (note.isEmpty()) {
            return notes;
        }
        return notes.isEmpty() ? note : notes + "\n" + note;
    }
}
