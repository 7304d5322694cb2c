package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.sokodb.catalog.optimizing.OptimizeListener;
import org.sokodb.catalog.optimizing.OptimizeTask;
import org.sokodb.catalog.optimizing.StoredOptimization;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;

/**
 * Where {@code optimize --catalog} puts each group's result: a table row on stdout, the
 * progress line on stderr, a problem on stderr. The verdict is {@code improved} (a better
 * solution was stored and carried), {@code unchanged} or {@code failed} (the result was not
 * stored: why goes to stderr). It is what the catalog's run tells: each result a row and a
 * step of the progress line, the lines about other workers and the connection on stderr.
 */
public final class CatalogOptimizeReport implements OptimizeListener, AutoCloseable {
    /** The table's columns, in order. */
    public static final List<String> COLUMNS = List.of("unique_id", "source", "index", "title", "verdict",
            "before_moves", "before_pushes", "moves", "pushes", "carried", "seconds");

    private final TableWriter table;
    private final PrintWriter out;
    private final Progress progress;
    private final BooleanSupplier stop;
    private int groups;
    private int improved;
    private int failed;

    /**
     * @param stop whether Ctrl-C was pressed
     */
    public CatalogOptimizeReport(PrintWriter out, boolean json, Progress progress, BooleanSupplier stop) {
        this.table = TableWriter.create(out, json, COLUMNS.toArray(new String[0]));
        this.out = out;
        this.progress = progress;
        this.stop = stop;
    }

    /** One group's row; a problem storing its result goes to stderr first. */
    @Override
    public void stored(OptimizeTask task, StoredOptimization s, double seconds) {
        progress.step();
        groups++;
        if (s.improved()) {
            improved++;
        }
        String verdict = s.improved() ? "improved" : s.problem().isPresent() ? "failed" : "unchanged";
        if (s.problem().isPresent()) {
            failed++;
            progress.clear();
            progress.err().println(task.where() + ": group " + task.uniqueId() + ": " + s.problem().get());
        }
        table.row(task.uniqueId(), task.source(), task.boardIndex(), task.title(),
                verdict, task.startMoves(), task.startPushes(), s.moves(), s.pushes(), s.carried(),
                BigDecimal.valueOf(seconds).setScale(3, RoundingMode.HALF_UP));
        out.flush(); // a long run shows each group as it is done
        progress.items(improved);
        progress.detail(String.format(Locale.ROOT, "%d/%d improved, last: %s", improved, groups, task.where()));
    }

    /** A word on stderr about a group whose search was cut short (the memory cap). */
    @Override
    public void note(OptimizeTask task, String message) {
        progress.clear();
        progress.err().println("sokodb: " + task.where() + ": group " + task.uniqueId() + ": " + message);
    }

    /** A group whose search failed: its row says {@code failed}, why goes to stderr. */
    @Override
    public void failed(OptimizeTask task, String why) {
        progress.step();
        groups++;
        failed++;
        progress.clear();
        progress.err().println(task.where() + ": group " + task.uniqueId() + ": " + why);
        table.row(task.uniqueId(), task.source(), task.boardIndex(), task.title(), "failed", task.startMoves(),
                task.startPushes(), task.startMoves(), task.startPushes(), 0, BigDecimal.ZERO.setScale(3));
        out.flush();
    }

    @Override
    public void notice(String line) {
        progress.clear();
        progress.err().println("sokodb: " + line);
        progress.err().flush();
    }

    @Override
    public boolean stopRequested() {
        return stop.getAsBoolean();
    }

    public int groups() {
        return groups;
    }

    public int improved() {
        return improved;
    }

    /** True when no result was refused. */
    public boolean allStored() {
        return failed == 0;
    }

    @Override
    public void close() {
        table.close();
    }
}
