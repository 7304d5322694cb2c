package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.catalog.solving.SolveListener;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Seconds;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.xsb.XsbWriter;
import org.sokodb.solver.SearchFailure;
import org.sokodb.solver.SolverResult;

/**
 * Where {@code solve} puts each level's result: a table row on stdout, the level and its
 * solution in the {@code --out} file, and the progress line on stderr.
 */
public final class SolveReport implements LevelQueue.Sink<SolverResult>, AutoCloseable {
    private final TableWriter table;
    private final PrintWriter out;
    private final SokOutput sok;
    private final Problems problems;
    private final Progress progress;
    private final String solverName = new Version().getVersion()[0];
    private final long start = System.nanoTime();
    private int levels;
    private int solved;
    private int notSearched;
    private int written;

    public SolveReport(PrintWriter out, boolean json, SokOutput sok, Problems problems, Progress progress) {
        this.table = TableWriter.create(out, json, "source", "index", "title", "verdict", "moves", "pushes", "seconds",
                "nodes", "solution", "optimal", "search", "failed");
        this.out = out;
        this.sok = sok;
        this.problems = problems;
        this.progress = progress;
    }

    @Override
    public void done(LevelRecord record, Board board, SolverResult result) {
        levels++;
        BigDecimal seconds = Seconds.of(result.elapsed());
        String failed = failed(record, result);
        List<XsbWriter.Solution> blocks = List.of();
        if (result instanceof SolverResult.Solved s) {
            solved++;
            table.row(record.source(), record.index(), record.title(), "solved", s.metrics().moves(),
                    s.metrics().pushes(), seconds, s.nodes(), s.steps().letters(), s.pushOptimal() ? "pushes" : null, s.search(), failed);
            String notes = "Solver: " + solverName + "\nTime: " + seconds + " s" + (s.pushOptimal() ? "\nOptimal: pushes" : "");
            blocks = List.of(new XsbWriter.Solution("Solution " + s.metrics().moves() + "/" + s.metrics().pushes(),
                    s.steps().letters(), notes));
        } else {
            table.row(record.source(), record.index(), record.title(), verdict(result), null, null, seconds,
                    result.nodes(), null, null, null, failed);
        }
        out.flush(); // a long run shows each level as it is done
        write(record, board, blocks);
        progress.items(solved);
        progress.detail(String.format(Locale.ROOT, "%d/%d solved, last: %s level %d", solved, levels,
                record.source(), record.index()));
    }

    /** A level whose turn came after Ctrl-C: no row, and {@code --out} gets it as it was, as a level not solved. */
    @Override
    public void notDone(LevelRecord record, Board board) {
        notSearched++;
        write(record, board, List.of());
    }

    private void write(LevelRecord record, Board board, List<XsbWriter.Solution> blocks) {
        List<String> rows = XsbWriter.readsAsBoard(record.rows()) ? record.rows() : board.toXsb().lines().toList();
        sok.level(SokOutput.level(record.title(), record.author(), rows, blocks));
        written++;
    }

    /**
     * What Ctrl-C kept, for its line on stderr: "3 levels searched, 2 solved", and with
     * {@code --out}, what the file holds.
     */
    public String interrupted(Path file) {
        String searched = Counted.of(levels, "level") + " searched, " + solved + " solved";
        return file == null ? searched : searched + "; " + file + " written with " + Counted.of(written, "level")
                + ", the " + notSearched + " not searched as they were";
    }

    /**
     * The searches of the level's portfolio that failed while the others went on: one line
     * each on stderr (the run goes on, its exit code unchanged: the level's verdict is the
     * others'), and their names for the {@code failed} column; null when none failed.
     */
    private String failed(LevelRecord record, SolverResult result) {
        if (result.failures().isEmpty()) {
            return null;
        }
        progress.clear();
        for (SearchFailure f : result.failures()) {
            problems.note(record.location().prefix(), f.message());
        }
        return String.join(",", result.failures().stream().map(SearchFailure::search).toList());
    }

    /**
     * What {@code solve --catalog} tells, shown as {@code solve PATH…} shows its levels: each
     * group is a step of the progress line, then its row; problems and notices on stderr.
     */
    public SolveListener catalogListener() {
        return new SolveListener.Passing() {
            @Override
            public Diagnostics diagnostics() {
                return problems;
            }

            @Override
            public void solved(LevelRecord level, Board board, SolverResult result) {
                progress.step();
                SolveReport.this.done(level, board, result);
            }

            @Override
            public void failed(LevelRecord level, String reason) {
                progress.step();
                SolveReport.this.failed(level, reason);
            }

            @Override
            public void notice(String line) {
                progress.err().println("sokodb: " + line);
            }
        };
    }

    /** Where input problems go (erasing the progress line first). */
    public Problems problems() {
        return problems;
    }

    @Override
    public void failed(LevelRecord record, String reason) {
        levels++;
        progress.clear();
        problems.report(record.location(), reason);
    }

    static String verdict(SolverResult result) {
        if (result instanceof SolverResult.Solved) {
            return "solved";
        }
        if (result instanceof SolverResult.Unsolvable) {
            return "unsolvable";
        }
        SolverResult.GaveUp g = (SolverResult.GaveUp) result;
        return switch (g.reason()) {
            case TIME -> "timeout";
            case MEMORY -> "memory";
            case INTERRUPTED -> "interrupted";
        };
    }

    public boolean allSolved() {
        return solved == levels;
    }

    @Override
    public void close() {
        table.close();
    }
}
