package org.sokodb.catalog.solving;

import org.sokodb.board.Board;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.SolverResult;

/**
 * What a {@code solve --catalog} run tells as it goes ({@link CatalogSolver#run}), on
 * the caller's thread: each group's result once it is stored, the problems, and the lines a
 * worker says about the others (groups they hold, a lost connection). A group is shown as the
 * level it was first imported as: its source, index, line, title and author, with its
 * normalised board (the one searched).
 */
public interface SolveListener extends Diagnostics {
    /** The search of {@code level} ended with {@code result}, stored (an interrupted search stores nothing). */
    void solved(LevelRecord level, Board board, SolverResult result);

    /** The search failed, or its result could not be stored: {@code reason} says which. */
    void failed(LevelRecord level, String reason);

    /** A line for the terminal, without the {@code sokodb: } that starts it. */
    void notice(String line);

    /** A listener whose problems and notes go on to {@link #diagnostics()} as they are. */
    interface Passing extends SolveListener, Diagnostics.Passing {
    }
}
