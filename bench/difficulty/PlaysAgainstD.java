import java.util.List;
import java.util.Locale;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.difficulty.PlayedLevel;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.difficulty.Quantity;

/**
 * D against people's own measure (docs/difficulty.md, "People's own measure"): over the rated
 * levels of a catalog with at least MIN_PLAYS plays recorded by `serve --record-plays`,
 * Spearman's ρ between the median time of their plays and D, and beside it the same for the
 * solution's quantities alone; "not enough plays" when fewer than MIN_LEVELS levels qualify.
 * Then one row a level: unique_id, plays, median seconds, difficulty, band.
 *
 *   java -cp target/sokodb.jar:CLASSES PlaysAgainstD CATALOG [MIN_PLAYS]      (bench/plays.sh)
 */
public class PlaysAgainstD {
    /** Levels the comparison needs at least: a ρ over fewer says next to nothing (±0.6 at 10). */
    static final int MIN_LEVELS = 10;
    static final Quantity[] ALONE = {Quantity.MOVES, Quantity.PUSHES, Quantity.BOX_CHANGES, Quantity.BOX_LINES,
        Quantity.DECOMPOSITION, Quantity.COUNTERINTUITIVE, Quantity.GOAL_ENTRIES};

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: PlaysAgainstD CATALOG [MIN_PLAYS]");
            System.exit(2);
        }
        int minPlays = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<PlayedLevel> any;
        List<PlayedLevel> levels;
        try (OpenCatalog c = OpenCatalog.openExisting(DatabaseLocation.of(args[0]))) {
            any = c.plays().rated(1);
            levels = c.plays().rated(minPlays);
        } catch (CatalogException e) {
            System.err.println("PlaysAgainstD: " + e.getMessage());
            System.exit(3);
            return;
        }
        System.out.printf(Locale.ROOT, "rated levels with plays: %d; with at least %d plays: %d%n", any.size(),
                minPlays, levels.size());
        if (levels.size() < MIN_LEVELS) {
            System.out.printf(Locale.ROOT, "not enough plays: %d rated levels have %d plays or more, and ρ needs at"
                    + " least %d%n", levels.size(), minPlays, MIN_LEVELS);
        } else {
            double[] time = levels.stream().mapToDouble(l -> l.times().medianMillis()).toArray();
            System.out.printf(Locale.ROOT, "%nSpearman's ρ with the median time, over %d levels:%n%n", levels.size());
            System.out.println("| value | ρ |");
            System.out.println("|---|---|");
            row("D", time, levels.stream().mapToDouble(l -> l.rating().rating().difficulty()).toArray());
            for (Quantity q : ALONE) {
                row(q.words(), time, levels.stream().mapToDouble(l -> l.rating().rating().quantities().value(q))
                        .toArray());
            }
        }
        System.out.println();
        System.out.println("unique_id\tplays\tmedian_seconds\tdifficulty\tband");
        for (PlayedLevel l : levels) {
            System.out.printf(Locale.ROOT, "%s\t%d\t%.1f\t%.1f\t%s%n", l.uniqueId(), l.times().plays(),
                    l.times().medianMillis() / 1000, l.rating().rating().difficulty(), l.rating().rating().band().key());
        }
    }

    private static void row(String name, double[] time, double[] value) {
        System.out.printf(Locale.ROOT, "| %s | %.2f |%n", name,
                Ranking.pearson(Ranking.ranks(time), Ranking.ranks(value)));
    }
}
