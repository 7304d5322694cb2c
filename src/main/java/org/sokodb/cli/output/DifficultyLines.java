package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.util.Optional;

import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;

/**
 * What {@code show} prints of a level's difficulty: the 0–100 number, the band, the estimator
 * and why (the quantities that weigh most), then every quantity; or why there is none.
 */
public final class DifficultyLines {
    private DifficultyLines() {
    }

    /**
     * @param rating the group's stored rating, if any
     * @param solved whether the level has a solution (an unrated level with one is not rated yet)
     */
    public static void print(PrintWriter out, Optional<GroupDifficulty> rating, boolean solved) {
        if (rating.isEmpty()) {
            out.println("Difficulty: " + (solved ? "not rated yet (sokodb difficulty --catalog)"
                    : "unrated (no solution)"));
            return;
        }
        Rating r = rating.get().rating();
        DifficultyQuantities q = r.quantities();
        out.println("Difficulty: " + said(r, rating.get().current() ? ""
                : ", not the current one: sokodb difficulty --catalog rates it again"));
        out.println("            " + Counted.of(q.boxes(), "box", "boxes") + ", " + Counted.of(q.pushes(), "push", "pushes")
                + ", " + Counted.of(q.moves(), "move") + ", " + Counted.of(q.boxChanges(), "box change") + ", "
                + DifficultyTable.decimal(q.decomposition(), 2).toPlainString()
                + " switches between two groups, " + Counted.of(q.counterintuitive(), "push", "pushes") + " away from every goal ("
                + DifficultyTable.decimal(100 * q.counterintuitiveShare(), 1).toPlainString() + " %), "
                + Counted.of(q.boxLines(), "box line") + ", " + Counted.of(q.goalEntries(), "push", "pushes") + " onto a goal, "
                + Counted.of(q.floor(), "floor square") + ", congestion "
                + DifficultyTable.decimal(q.congestion(), 2).toPlainString());
    }

    /**
     * {@code 42.5 of 100, medium (estimator v1): many box lines (7), …}: a rating in one phrase,
     * {@code aboutVersion} said after the estimator's version.
     */
    static String said(Rating r, String aboutVersion) {
        return DifficultyTable.decimal(r.difficulty(), 1).toPlainString() + " of 100, " + r.band().words()
                + " (estimator " + r.estimatorVersion() + aboutVersion + ")"
                + (r.why().isEmpty() ? "" : ": " + r.whyInWords());
    }
}
