package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;
import org.sokodb.difficulty.Reason;
import org.sokodb.format.source.LevelRecord;

/** Where {@code difficulty PATH…} puts each level's rating: a table row on stdout, the progress line on stderr. */
public final class DifficultyReport implements LevelQueue.Sink<RatedLevel>, AutoCloseable {
    private final TableWriter table;
    private final PrintWriter out;
    private final Problems problems;
    private final Progress progress;
    private int levels;
    private int rated;

    public DifficultyReport(PrintWriter out, boolean json, Problems problems, Progress progress) {
        this.table = TableWriter.create(out, json, "source", "index", "title", "difficulty", "band", "boxes", "pushes",
                "moves", "box_changes", "decomposition", "counterintuitive", "counterintuitive_share", "box_lines",
                "goal_entries", "floor", "congestion", "solution", "estimator", "why");
        this.out = out;
        this.problems = problems;
        this.progress = progress;
    }

    @Override
    public void done(LevelRecord record, Board board, RatedLevel result) {
        levels++;
        if (!result.refused().isEmpty()) {
            progress.clear();
            result.refused().forEach(r -> problems.report(r.where(), r.reason()));
        }
        Rating r = result.rating();
        DifficultyQuantities q = r.quantities();
        boolean s = q.solved();
        if (r.rated()) {
            rated++;
        }
        table.row(record.source(), record.index(), record.title(), r.rated() ? DifficultyTable.decimal(r.difficulty(), 1) : null,
                r.band().key(), q.boxes(), s ? q.pushes() : null, s ? q.moves() : null, s ? q.boxChanges() : null,
                s ? DifficultyTable.decimal(q.decomposition(), 2) : null, s ? q.counterintuitive() : null,
                s ? DifficultyTable.decimal(q.counterintuitiveShare(), 3) : null, s ? q.boxLines() : null,
                s ? q.goalEntries() : null, q.floor(),
                DifficultyTable.decimal(q.congestion(), 2), result.solution(), r.estimatorVersion(), why(r));
        out.flush();
        progress.items(rated);
        progress.detail(String.format(Locale.ROOT, "%d/%d rated, last: %s level %d", rated, levels, record.source(),
                record.index()));
    }

    /** The quantities that weigh most, in words; {@code no solution} for an unrated level. */
    private static String why(Rating r) {
        return r.rated() ? String.join(", ", r.why().stream().map(Reason::words).toList()) : r.whyInWords();
    }

    @Override
    public void failed(LevelRecord record, String reason) {
        levels++;
        progress.clear();
        problems.report(record.location(), reason);
    }

    /** Where input problems go (erasing the progress line first). */
    public Problems problems() {
        return problems;
    }

    /** True when every level got a difficulty. */
    public boolean allRated() {
        return rated == levels;
    }

    @Override
    public void close() {
        table.close();
    }
}
