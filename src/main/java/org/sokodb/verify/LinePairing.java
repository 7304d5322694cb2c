package org.sokodb.verify;

import java.util.Optional;

import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SourceLocation;

/**
 * Pairs the boards of a level file with the lines of a one-line-per-level solution file, the
 * way {@code verify LEVELS SOLUTIONS} and {@code import-solutions} both read them: line
 * <i>n</i> belongs to the <i>n</i>-th board, a rejected board takes its line too (the solver
 * counted it). At the end, boards left without a line and lines left without a board are each
 * reported once, at the first of them.
 */
public final class LinePairing {
    private final SolutionFile lines;
    private SourceLocation firstMissing;
    private int missing;
    private int lastMissing;

    public LinePairing(SolutionFile lines) {
        this.lines = lines;
    }

    /** The name of the solution file, as messages show it. */
    public String name() {
        return lines.name();
    }

    /**
     * The line of the next board, {@code boardIndex} in its source; empty when the file has
     * ended ({@link #lastMissing()} then says which line number was wanted).
     */
    public Optional<SolutionFile.Line> next(int boardIndex) {
        Optional<SolutionFile.Line> line = lines.next();
        if (line.isEmpty()) {
            lastMissing = lines.count() + missing + 1;
            if (missing++ == 0) {
                firstMissing = new SourceLocation(lines.name(), lastMissing, boardIndex);
            }
        }
        return line;
    }

    /** The number of the line the last board without one would have had. */
    public int lastMissing() {
        return lastMissing;
    }

    /**
     * Reports the boards that had no line (once, at the first), then reads the rest of the file:
     * blank lines after the last board are harmless, anything else is reported once.
     */
    public void finish(Diagnostics diagnostics) {
        if (missing > 0) {
            diagnostics.problem(firstMissing, "no solution line for this level"
                    + (missing > 1 ? " nor for the " + (missing - 1) + " after it" : "")
                    + " (the file ends after " + (lines.count() == 1 ? "1 line" : lines.count() + " lines") + ")");
        }
        int first = 0;
        int extra = 0;
        for (Optional<SolutionFile.Line> l = lines.next(); l.isPresent(); l = lines.next()) {
            if (!l.get().text().isBlank() && extra++ == 0) {
                first = l.get().number();
            }
        }
        if (extra > 0) {
            diagnostics.problem(new SourceLocation(lines.name(), first, 0), "extra line: there is no level left for it"
                    + (extra > 1 ? " (nor for the " + (extra - 1) + " non-empty " + (extra == 2 ? "line" : "lines")
                            + " after it)" : ""));
        }
    }
}
