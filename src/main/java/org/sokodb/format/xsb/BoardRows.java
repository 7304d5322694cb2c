package org.sokodb.format.xsb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.BoardLimits;
import org.sokodb.format.source.ReaderLimits;

/**
 * The rows of the board being read, bounded by {@link BoardLimits}: once a board is over a
 * limit it is rejected and no more of its rows are kept, so a 3000×3000 board costs no more
 * memory than a legal one.
 */
final class BoardRows {
    private final List<String> rows = new ArrayList<>();
    /** The line of each row kept (the first {@code rows.size()}): several rows share one when run-length encoded. */
    private int[] lines = new int[32];
    private boolean encoded;
    private int firstLine;
    private int count;
    private String problem = "";
    /** Source lines the board is written on. */
    private int lineCount;
    /** The first line where {@code |} separates rows, 0 when none does. */
    private int barLine;
    /** Said of a line just above the board that was too long to read (a row of it, perhaps); empty when none. */
    private String longLineAbove = "";

    /** Starts a new board whose first row is on {@code line}. */
    public void start(int line) {
        rows.clear();
        encoded = false;
        firstLine = line;
        count = 0;
        problem = "";
        lineCount = 0;
        barLine = 0;
        longLineAbove = "";
    }

    /**
     * The line just above this board ({@code line}, {@code bytes} long) was over the line limit
     * and not read: were it the board's first row, the board read without it would be open, and
     * the user is told why it might be.
     */
    void longLineAbove(int line, long bytes) {
        longLineAbove = "line " + line + " just above the board is " + bytes + " bytes long, more than the limit of "
                + ReaderLimits.MAX_LINE_BYTES + " bytes, and was not read";
    }

    int firstLine() {
        return firstLine;
    }

    /** A row as written, on {@code line}; trailing spaces are floor outside the board and are dropped. */
    public void addRow(String row, int line) {
        lineCount++;
        addOneRow(row, line);
    }

    private void addOneRow(String row, int line) {
        count++;
        if (!problem.isEmpty()) {
            return;
        }
        int end = row.length();
        while (end > 0 && row.charAt(end - 1) == ' ') {
            end--;
        }
        if (end > BoardLimits.MAX_WIDTH) {
            reject("row " + count + " is " + end + " squares wide, more than the limit of " + BoardLimits.MAX_WIDTH);
            return;
        }
        if (count <= BoardLimits.MAX_HEIGHT) {
            if (rows.size() == lines.length) {
                lines = Arrays.copyOf(lines, 2 * lines.length);
            }
            lines[rows.size()] = line;
            rows.add(end == row.length() ? row : row.substring(0, end));
        }
    }

    /** A run-length encoded line: one or more rows separated by {@code |} (a trailing {@code |} is optional). */
    void addEncoded(String line, int lineNumber) {
        lineCount++;
        if (barLine == 0 && line.indexOf('|') >= 0) {
            barLine = lineNumber;
        }
        if (!problem.isEmpty()) {
            count++;
            return;
        }
        encoded = true;
        String expanded;
        try {
            expanded = Rle.expand(line.strip(), ReaderLimits.MAX_RLE_BOARD_CHARS);
        } catch (RleException e) {
            count++;
            reject("run-length encoded row at line " + lineNumber + ": " + e.getMessage());
            return;
        }
        int from = 0;
        while (from <= expanded.length()) {
            int bar = expanded.indexOf('|', from);
            if (bar < 0) {
                if (from < expanded.length()) {
                    addOneRow(expanded.substring(from), lineNumber);
                }
                break;
            }
            addOneRow(expanded.substring(from, bar), lineNumber);
            from = bar + 1;
        }
    }

    /** A line in the board that was too long to read. */
    void addSkipped(int lineNumber, long bytes) {
        count++;
        reject("line " + lineNumber + " is " + bytes + " bytes long, more than the limit of "
                + ReaderLimits.MAX_LINE_BYTES + " bytes");
    }

    /** The rows kept (all of them for a board within the limits). */
    public List<String> rows() {
        return rows;
    }

    /** The line of each row when a run-length encoded line made them not consecutive; empty otherwise. */
    List<Integer> rowLines() {
        if (!encoded || !problem.isEmpty()) {
            return List.of();
        }
        List<Integer> each = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            each.add(lines[i]);
        }
        return List.copyOf(each);
    }

    /**
     * What to tell the user about a board that was read all the same: a line just above it too
     * long to read; a {@code |} inside a board written on several lines is read as a row
     * separator, as in a one-line board, but it is more likely a stray character than a
     * deliberate one.
     */
    List<String> warnings() {
        List<String> said = new ArrayList<>();
        if (!longLineAbove.isEmpty()) {
            said.add(longLineAbove);
        }
        if (barLine != 0 && lineCount >= 2 && problem.isEmpty()) {
            said.add("'|' at line " + barLine + " read as a row separator inside a board written on "
                    + lineCount + " lines");
        }
        return List.copyOf(said);
    }

    /** Why the board is refused, if it is. */
    public Optional<String> problem() {
        if (!problem.isEmpty()) {
            return Optional.of(problem);
        }
        if (count > BoardLimits.MAX_HEIGHT) {
            return Optional.of("board has " + count + " rows, more than the limit of " + BoardLimits.MAX_HEIGHT);
        }
        return Optional.empty();
    }

    private void reject(String reason) {
        if (problem.isEmpty()) {
            problem = reason;
            rows.clear();
        }
    }
}
