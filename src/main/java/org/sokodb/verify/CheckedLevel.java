package org.sokodb.verify;

import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.Steps;

/**
 * A playable level with every solution given for it judged: the rows {@code verify} prints for
 * it (one per solution, or one {@code missing} row) and the moves of those that are valid —
 * case corrected, trimmed as the replay trims — for a command that goes on working with them.
 *
 * @param rows in input order, never empty
 * @param where where each row's solution was read (its block, or its line of the solution
 *     file); the level's own place for a row about a solution that is not there
 * @param valid the steps of the valid rows, in the same order
 */
public record CheckedLevel(LevelRecord record, Board board, List<VerifyRow> rows, List<SourceLocation> where,
        List<Steps> valid) {
    public CheckedLevel {
        rows = List.copyOf(rows);
        where = List.copyOf(where);
        valid = List.copyOf(valid);
    }
}
