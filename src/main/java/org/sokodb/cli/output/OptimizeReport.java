package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Seconds;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.xsb.XsbWriter;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.replay.Lurd;
import org.sokodb.replay.LurdResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;

/**
 * Where {@code optimize} puts each level's result: a table row on stdout, the level with its
 * best solution in the {@code --out} file, the progress line on stderr. When {@code --out} is
 * the input itself, each level also keeps the solution blocks it had (after the best, the one
 * equal to it left out), so that a file optimized in place loses no record: a level's
 * push-optimal solution stays beside its new move-optimal one.
 */
public final class OptimizeReport implements AutoCloseable {
    /** The table's columns, in order. */
    public static final List<String> COLUMNS = List.of("source", "index", "title", "verdict", "before_moves",
            "before_pushes", "moves", "pushes", "box_lines", "box_changes", "pushing_sessions", "player_lines",
            "seconds", "solution", "refused");

    private final TableWriter table;
    private final PrintWriter out;
    private final SokOutput sok;
    private final Progress progress;
    private final Metric metric;
    private final boolean replacesInput;
    private final String optimizerName = new Version().getVersion()[0];
    private int levels;
    private int improved;
    private int rowsOk;
    private int written;
    private int copied;

    /** {@code replacesInput}: the SOK file is the input itself, so every level keeps its input's solution blocks. */
    public OptimizeReport(PrintWriter out, boolean json, SokOutput sok, Progress progress, Metric metric,
            boolean replacesInput) {
        this.replacesInput = replacesInput;
        this.table = TableWriter.create(out, json, COLUMNS.toArray(new String[0]));
        this.out = out;
        this.sok = sok;
        this.progress = progress;
        this.metric = metric;
    }

    /** A level optimized (or kept as it was): its row and its best solution in the SOK file. */
    public void optimized(LevelRecord record, Board board, Optimized o) {
        levels++;
        rowsOk++;
        if (o.improved()) {
            improved++;
        }
        SolutionMetrics m = o.metrics();
        BigDecimal seconds = Seconds.of(o.elapsed());
        table.row(record.source(), record.index(), record.title(), o.improved() ? "improved" : "unchanged",
                o.input().moves(), o.input().pushes(), m.moves(), m.pushes(), m.boxLines(), m.boxChanges(),
                m.pushingSessions(), m.playerLines(), seconds, o.steps().letters(), o.refused() == 0 ? null : o.refused());
        String notes = (o.improved() ? "Optimizer: " + optimizerName + " (--metric " + metric.label()
                + ")\nOptimized from: " + o.input().movesSlashPushes() + "\nTime: " + seconds + " s" : "")
                + (o.proved() ? (o.improved() ? "\n" : "") + "Optimal: " + metric.label() : "");
        List<XsbWriter.Solution> blocks = new ArrayList<>();
        blocks.add(new XsbWriter.Solution("Solution " + m.movesSlashPushes(), o.steps().letters(), notes));
        if (replacesInput) {
            asBlocks(record.solutions()).stream().filter(b -> !b.moves().equals(o.steps().letters()))
                    .forEach(blocks::add);
        }
        write(record, board, blocks);
        out.flush(); // a long run shows each level as it is done
        progress.items(improved);
        progress.detail(String.format(Locale.ROOT, "%d/%d improved, last: %s level %d", improved, levels,
                record.source(), record.index()));
    }

    /** A level without a valid solution: {@code verdict} is {@code invalid} or {@code missing}. */
    public void withoutSolution(LevelRecord record, Board board, String verdict) {
        levels++;
        table.row(record.source(), record.index(), record.title(), verdict, null, null, null, null, null, null, null,
                null, null, null, null);
        out.flush();
        write(record, board, replacesInput ? asBlocks(record.solutions()) : List.of());
    }

    /**
     * A level not searched (Ctrl-C came before its turn, or before it was read): no row, only
     * the level in the SOK file as it was in the input, with its solution blocks as read (a
     * block whose text is not LURD moves is left out: it could not be written as a block), so
     * the file holds every level of the input.
     */
    public void copied(LevelRecord record, Board board, List<SolutionBlock> blocks) {
        write(record, board, asBlocks(blocks));
        copied++;
    }

    /** Solution blocks as read, RLE written out; a block whose text is not LURD moves is left out. */
    private static List<XsbWriter.Solution> asBlocks(List<SolutionBlock> blocks) {
        List<XsbWriter.Solution> solutions = new ArrayList<>();
        for (SolutionBlock b : blocks) {
            if (Lurd.parse(b.moves()) instanceof LurdResult.Parsed p && !p.steps().letters().isEmpty()) {
                solutions.add(new XsbWriter.Solution(b.title().isBlank() ? "Solution" : b.title(),
                        p.steps().letters(), b.notes()));
            }
        }
        return solutions;
    }

    /** A level not searched whose input was a line of a solution file: its best input, as it was read. */
    public void kept(LevelRecord record, Board board, Steps steps, SolutionMetrics metrics) {
        write(record, board, List.of(new XsbWriter.Solution("Solution " + metrics.movesSlashPushes(), steps.letters(),
                "")));
        copied++;
    }

    private void write(LevelRecord record, Board board, List<XsbWriter.Solution> blocks) {
        List<String> rows = XsbWriter.readsAsBoard(record.rows()) ? record.rows() : board.toXsb().lines().toList();
        sok.level(new XsbWriter.Level(record.title(), record.author(), record.notes(), rows, blocks));
        written++;
    }

    /**
     * What a run has done so far: {@code levels} with a row, of them {@code improved}, and
     * {@code written}, the levels given to the SOK file (with a row or copied), of them {@code
     * copied} as they were in the input, whether or not the file is written.
     */
    public record Counts(int levels, int improved, int optimized, int written, int copied) {
        /** True when every row so far is {@code improved} or {@code unchanged}. */
        public boolean allOptimized() {
            return optimized == levels;
        }
    }

    /** The counts so far. */
    public Counts counts() {
        return new Counts(levels, improved, rowsOk, written, copied);
    }

    @Override
    public void close() {
        table.close();
    }
}
