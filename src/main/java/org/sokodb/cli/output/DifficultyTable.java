package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;

import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;

/**
 * The table of {@code difficulty --catalog}: one row per rated Unique-Id group, the columns of
 * {@code difficulty PATH…} with the group's Unique-Id in place of source, index and title, and
 * no solution column (the catalog's solution that rated it is the group's, {@code show} prints it).
 */
public final class DifficultyTable implements AutoCloseable {
    /** The columns, in order. */
    public static final String[] COLUMNS = {"unique_id", "difficulty", "band", "boxes", "pushes", "moves",
        "box_changes", "decomposition", "counterintuitive", "counterintuitive_share", "box_lines", "goal_entries",
        "floor",
        "congestion", "estimator", "why"};

    private final TableWriter table;

    public DifficultyTable(PrintWriter out, boolean json) {
        this.table = TableWriter.create(out, json, COLUMNS);
    }

    public void row(GroupDifficulty g) {
        Rating r = g.rating();
        DifficultyQuantities q = r.quantities();
        table.row(g.uniqueId(), decimal(r.difficulty(), 1), r.band().key(), q.boxes(), q.pushes(), q.moves(),
                q.boxChanges(), decimal(q.decomposition(), 2), q.counterintuitive(),
                decimal(q.counterintuitiveShare(), 3), q.boxLines(), q.goalEntries(), q.floor(), decimal(q.congestion(), 2),
                r.estimatorVersion(), r.whyInWords());
    }

    /** A number as the table writes it: {@code scale} decimals at most, no trailing zeros. */
    public static BigDecimal decimal(double value, int scale) {
        BigDecimal d = BigDecimal.valueOf(value).setScale(scale, RoundingMode.HALF_UP).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0) : d;
    }

    @Override
    public void close() {
        table.close();
    }
}
