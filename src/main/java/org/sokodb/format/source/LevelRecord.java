package org.sokodb.format.source;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One board as a reader found it in a source, before any interpretation: the rows as
 * written (RLE already expanded, line endings and trailing spaces removed, nothing else
 * changed: a tab or an unknown character stays for {@code Board.parse} to report), the text
 * around it, and where it was.
 *
 * <p>Absent text fields are empty strings, never null. {@code rejection} is set when the
 * reader itself refused the board (a declared variant such as Hexoban, an RLE count over
 * the limit, a board too large): such a record still takes its index, so indices match the
 * order of boards in the file. The rows of a board over the size limits are not kept.
 *
 * @param source the source name as the user gave it (see docs/commands.md, the `source` column: dir joined with the
 *     relative path, {@code archive.zip!/entry} for zip entries)
 * @param index 1-based position of this board among all boards of the source
 * @param line 1-based line of the first board row in the source (for binary sources: the
 *     position that best identifies it, e.g. the map number)
 * @param rowLines the line of each row when they are not simply consecutive from {@code line}
 *     (a run-length encoded line holds several rows); empty when they are
 * @param warnings what the reader accepted but the user should hear of (a stray {@code |} read as
 *     a row separator), one line each; every command says them as notes, which change no exit code
 */
public record LevelRecord(
        String source,
        int index,
        int line,
        String title,
        String author,
        String notes,
        List<String> rows,
        List<SolutionBlock> solutions,
        Optional<String> rejection,
        List<Integer> rowLines,
        List<String> warnings) {

    public LevelRecord {
        Objects.requireNonNull(source);
        Objects.requireNonNull(title);
        Objects.requireNonNull(author);
        Objects.requireNonNull(notes);
        rows = List.copyOf(rows);
        solutions = List.copyOf(solutions);
        Objects.requireNonNull(rejection);
        rowLines = List.copyOf(rowLines);
        warnings = List.copyOf(warnings);
    }

    /** A record the reader has nothing to warn about. */
    public LevelRecord(String source, int index, int line, String title, String author, String notes,
            List<String> rows, List<SolutionBlock> solutions, Optional<String> rejection, List<Integer> rowLines) {
        this(source, index, line, title, author, notes, rows, solutions, rejection, rowLines, List.of());
    }

    /** A record whose rows are on consecutive lines from {@code line} (or that has no lines). */
    public LevelRecord(String source, int index, int line, String title, String author, String notes,
            List<String> rows, List<SolutionBlock> solutions, Optional<String> rejection) {
        this(source, index, line, title, author, notes, rows, solutions, rejection, List.of(), List.of());
    }

    /** The source line of board row {@code row} (0-based), for messages; the first line for -1. */
    public int lineOfRow(int row) {
        if (row < 0) {
            return line;
        }
        if (rowLines.isEmpty()) {
            return line + row;
        }
        return row < rowLines.size() ? rowLines.get(row) : line;
    }

    /** Where this board is, for messages: {@code source:line: level N}. */
    public SourceLocation location() {
        return new SourceLocation(source, line, index);
    }

    /** The board rows joined with newlines, as written. */
    public String boardText() {
        return String.join("\n", rows);
    }
}
