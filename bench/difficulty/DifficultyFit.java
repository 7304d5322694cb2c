import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.difficulty.Decomposition;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Quantity;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;

/**
 * Fits the difficulty estimator's weights (docs/difficulty.md) and prints the table of how well
 * it ranks, with PairwiseFit (the regression) and Ranking (ρ, AUC, medians). Run by
 * bench/difficulty.sh, which solves what has no cached solution first:
 *
 *   javac -cp target/sokodb.jar -d bench/out/difficulty/classes bench/difficulty/*.java
 *   java -cp target/sokodb.jar:bench/out/difficulty/classes DifficultyFit MANIFEST WEIGHTS_OUT VERSION
 *
 * MANIFEST: one line a set, {@code name<TAB>kind<TAB>file.sok}; kind is {@code ordered} (a
 * collection its author ordered from easy to hard), {@code train-easy} / {@code train-hard}
 * (Boxoban's unfiltered/train and medium/train: pairs across them are fitted on), or
 * {@code check-unfiltered} / {@code check-medium} / {@code check-hard} (Boxoban's
 * unfiltered/test, medium/valid and hard: never fitted on, only scored). Each level is rated by
 * the solution of its file that keeps boxes together best; a level without one is left out.
 *
 * The fit: D = Σ wᵢ·log(1+xᵢ) by pairwise logistic regression (Newton's method, a small L2
 * penalty): for every two solved levels of an ordered collection, the later one should get the
 * higher D; every collection weighs the same, and Boxoban's train pairs as one more collection.
 * Each collection is scored by Spearman's ρ between index and D with weights fitted without it
 * (leave one collection out). The weights written are those of the fit on everything; the
 * quantile table is D over the solved levels of the ordered collections.
 */
public class DifficultyFit {
    /** The quantities a fit may weigh, in the weights file's order. */
    static final List<Quantity> FEATURES = features(System.getProperty("features",
            "pushes,moves,box_lines,box_changes,decomposition,counterintuitive"));
    /**
     * The solver's effort per level, tried as a quantity ({@code -Deffort=FILE.tsv}, as
     * SolverEffort writes it): printed beside the single quantities, and fitted on when
     * {@code -Dfeatures=} names {@code solver_effort}. Levels it has no count for are left out.
     */
    static final java.util.Map<String, Long> EFFORT = ExtraValues.effort(System.getProperty("effort", ""));
    /**
     * Values tried that the estimator does not measure, named in {@code -Dfeatures=} beside the
     * quantities: {@code solver_effort} (with {@code -Deffort=}), and GoalEntries' {@code goal_exits}
     * ({@code goal_entries} is a quantity of the estimator: fitted as one and written to the
     * weights file). Printed beside the single quantities; fitted on when named.
     */
    static final List<String> EXTRAS = ExtraValues.extras(System.getProperty("features", ""));
    static final List<String> EXTRA_SINGLES = List.of(GoalEntries.EXITS);
    /**
     * How the features are standardised for the fit ({@code -Dstandardise=}): {@code global} (one
     * scale for every pair, the weights then hold for any level: as the estimator rates) or
     * {@code collection} (log(1+x) standardised within each collection, Boxoban's splits together;
     * a left-out collection is scored standardised within itself, and also by the weights divided
     * by the training collections' mean standard deviation, the form a weights file could hold).
     */
    static final boolean PER_COLLECTION = System.getProperty("standardise", "global").equals("collection");
    /**
     * Quantities tried divided by the boxes ({@code -Dper-box=box_changes,pushes}): log(1 + x / boxes)
     * in place of log(1 + x). Not a quantity of the estimator: a weights file written with them is
     * for comparing only.
     */
    static final List<Quantity> PER_BOX = System.getProperty("per-box", "").isBlank() ? List.of()
            : features(System.getProperty("per-box"));
    static final List<Quantity> SINGLES = List.of(Quantity.PUSHES, Quantity.MOVES, Quantity.BOX_CHANGES,
            Quantity.BOX_LINES, Quantity.DECOMPOSITION, Quantity.COUNTERINTUITIVE, Quantity.COUNTERINTUITIVE_SHARE,
            Quantity.GOAL_ENTRIES, Quantity.BOXES, Quantity.FLOOR, Quantity.CONGESTION);
    /** The L2 penalty on the standardised weights. */
    static final double L2 = Double.parseDouble(System.getProperty("l2", "0.1"));
    /** How much Boxoban's train pairs weigh, in collections. */
    static final double BOXOBAN = Double.parseDouble(System.getProperty("boxoban", "1"));
    /** How the pairs of a collection weigh against each other: PairwiseFit.pairWeight. */
    static final String PAIRS = System.getProperty("pairs", "equal");
    /** Whether every weight must be ≥ 0 (a quantity that grows never makes a level easier). */
    static final boolean NONNEGATIVE = Boolean.parseBoolean(System.getProperty("nonnegative", "true"));

    static List<Quantity> features(String columns) {
        List<Quantity> q = new ArrayList<>();
        for (String c : columns.split(",")) {
            if (ExtraValues.isExtra(c.trim()) || c.isBlank()) {
                continue;
            }
            q.add(Arrays.stream(Quantity.values()).filter(x -> x.column().equals(c.trim())).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("no quantity " + c)));
        }
        return List.copyOf(q);
    }
    static final int MIN_LEVELS = 30;
    /** Whether the table of decomposition variants is made ({@code -Dvariants=false}: not, a quarter of the fit's time). */
    static final boolean VARIANTS = Boolean.parseBoolean(System.getProperty("variants", "true"));
    /** Whether each solution is also measured with its pushes kept together (as the estimator rates levels). */
    static final boolean REGROUP = Boolean.parseBoolean(System.getProperty("regroup", "true"));

    record Level(int index, Map<Decomposition, DifficultyQuantities> q, double effort, GoalEntries goals) {
        /** A value tried beside the quantities, by its column name. */
        double extra(String column) {
            return switch (column) {
                case GoalEntries.ENTRIES -> goals.entries();
                case GoalEntries.EXITS -> goals.exits();
                default -> effort;
            };
        }
    }

    /** The name of the effort column in {@code -Dfeatures=} and in the tables. */
    static final class EffortColumn {
        static final String NAME = "solver_effort";
    }

    record Set(String name, String kind, List<Level> levels, int boards) {
    }

    public static void main(String[] args) throws IOException {
        List<Set> sets = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            sets.add(read(f[0], f[1], f[2]));
        }
        PrintStream out = System.out;
        List<Set> ordered = sets.stream().filter(s -> s.kind().equals("ordered")).toList();
        out.println("## Sets\n");
        out.println("| set | kind | levels | rated (solved) |");
        out.println("|---|---|---|---|");
        for (Set s : sets) {
            out.printf(Locale.ROOT, "| %s | %s | %d | %d |%n", s.name(), s.kind(), s.boards(), s.levels().size());
        }

        out.println("\n## Decomposition variants (median ρ over ordered collections of ≥ " + MIN_LEVELS + " rated levels)\n");
        out.println("| variant | alone | fitted, left out |");
        out.println("|---|---|---|");
        Decomposition bestVariant = null;
        double bestMedian = Double.NEGATIVE_INFINITY;
        for (Decomposition v : VARIANTS ? Decomposition.values() : new Decomposition[0]) {
            double alone = Ranking.median(ordered, s -> Ranking.spearmanOf(s, l -> l.q().get(v).decomposition()));
            double fitted = Ranking.medianOf(ordered, leaveOneOut(sets, ordered, v)[0]);
            out.printf(Locale.ROOT, "| %s | %.3f | %.3f |%n", v, alone, fitted);
            if (fitted > bestMedian) {
                bestMedian = fitted;
                bestVariant = v;
            }
        }
        Decomposition variant = Decomposition.CHOSEN;
        out.println(VARIANTS ? "\nBest by the fitted median: " + bestVariant + "; the estimator uses " + variant + ".\n"
                : "\nNot made (-Dvariants=false); the estimator uses " + variant + ".\n");

        double[][] loo = leaveOneOut(sets, ordered, variant);
        List<String> names = new ArrayList<>();
        List<Value> singles = new ArrayList<>();
        for (Quantity q : SINGLES) {
            names.add(q.column());
            singles.add(l -> l.q().get(variant).value(q));
        }
        for (String e : EXTRA_SINGLES) {
            names.add(e);
            singles.add(l -> l.extra(e));
        }
        if (!EFFORT.isEmpty()) {
            names.add(EffortColumn.NAME);
            singles.add(Level::effort);
        }
        out.println("## Designers' order: Spearman ρ between index and each value\n");
        out.println("Standardised " + (PER_COLLECTION ? "per collection" : "globally") + (PER_COLLECTION
                ? ": D within its collection, and D by the weights a file would hold (÷ the mean standard deviation)\n" : "\n"));
        StringBuilder head = new StringBuilder("| collection | rated | D (left out) |" + (PER_COLLECTION ? " D as a file (left out) |" : ""));
        StringBuilder rule = new StringBuilder("|---|---|---|" + (PER_COLLECTION ? "---|" : ""));
        for (String n : names) {
            head.append(' ').append(n).append(" |");
            rule.append("---|");
        }
        out.println(head);
        out.println(rule);
        for (int c = 0; c < ordered.size(); c++) {
            Set s = ordered.get(c);
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %s | %d | %s |", s.name(),
                    s.levels().size(), fmt(loo[0][c])));
            if (PER_COLLECTION) {
                row.append(' ').append(fmt(loo[1][c])).append(" |");
            }
            for (Value value : singles) {
                row.append(' ').append(fmt(Ranking.spearmanOf(s, value))).append(" |");
            }
            out.println(row);
        }
        StringBuilder med = new StringBuilder(String.format(Locale.ROOT, "| **median, %d collections of ≥ %d** | | %s |",
                ordered.stream().filter(s -> s.levels().size() >= MIN_LEVELS).count(), MIN_LEVELS, fmt(Ranking.medianOf(ordered, loo[0]))));
        if (PER_COLLECTION) {
            med.append(' ').append(fmt(Ranking.medianOf(ordered, loo[1]))).append(" |");
        }
        for (Value value : singles) {
            med.append(' ').append(fmt(Ranking.median(ordered, s -> Ranking.spearmanOf(s, value)))).append(" |");
        }
        out.println(med);

        double[] w = PairwiseFit.fit(sets, ordered, -1, variant);
        double[] file = PairwiseFit.asFile(w, ordered, -1, variant);
        double[][] boxoban = PairwiseFit.boxobanStats(sets, variant);
        out.println("\n## Boxoban splits: AUC (a level of the harder split gets the higher value)\n");
        out.println("| value | unfiltered → medium | medium → hard |");
        out.println("|---|---|---|");
        Value d = l -> PER_COLLECTION ? dot(w, PairwiseFit.standardised(features(l, variant), boxoban)) : score(w, l, variant);
        out.printf(Locale.ROOT, "| D | %s | %s |%n", fmt(Ranking.auc(sets, "check-unfiltered", "check-medium", d)),
                fmt(Ranking.auc(sets, "check-medium", "check-hard", d)));
        if (PER_COLLECTION) {
            out.printf(Locale.ROOT, "| D as a file | %s | %s |%n", fmt(Ranking.auc(sets, "check-unfiltered", "check-medium", l -> score(file, l, variant))),
                    fmt(Ranking.auc(sets, "check-medium", "check-hard", l -> score(file, l, variant))));
        }
        for (int i = 0; i < names.size(); i++) {
            out.printf(Locale.ROOT, "| %s | %s | %s |%n", names.get(i),
                    fmt(Ranking.auc(sets, "check-unfiltered", "check-medium", singles.get(i))),
                    fmt(Ranking.auc(sets, "check-medium", "check-hard", singles.get(i))));
        }

        out.println("\n## Weights fitted on everything (" + args[2] + ")\n");
        for (int i = 0; i < FEATURES.size(); i++) {
            out.printf(Locale.ROOT, "- %s: %.4f%n", FEATURES.get(i).column(), file[i]);
        }
        for (int e = 0; e < EXTRAS.size(); e++) {
            out.printf(Locale.ROOT, "- %s: %.4f (not written to the weights file: a value tried only)%n",
                    EXTRAS.get(e), file[FEATURES.size() + e]);
        }
        WeightsFile.write(Path.of(args[1]), args[2], variant, file, ordered);
    }

    interface Value {
        double of(Level l);
    }

    interface PerSet {
        double of(Set s);
    }

    static Set read(String name, String kind, String file) {
        List<Level> levels = new ArrayList<>();
        int[] boards = {0};
        Diagnostics quiet = new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
        LevelSources.read(List.of(file), LevelSources.Handler.of(r -> {
            boards[0]++;
            Board board;
            try {
                board = Board.parse(r.rows());
            } catch (BoardException e) {
                return;
            }
            List<String> moves = r.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
            String chosen = chosen(board, moves);
            if (chosen == null) {
                return;
            }
            Map<Decomposition, DifficultyQuantities> q = new EnumMap<>(Decomposition.class);
            for (Decomposition v : Decomposition.values()) {
                q.put(v, LeastOfEach.ON ? LeastOfEach.of(board, moves, v) : DifficultyQuantities.of(board, chosen, v));
            }
            Long effort = EFFORT.get(name + "\t" + r.index());
            if (!EFFORT.isEmpty() && effort == null) {
                return;
            }
            levels.add(new Level(r.index(), q, effort == null ? Double.NaN : effort, GoalEntries.of(board, chosen)));
        }, quiet));
        return new Set(name, kind, levels, boards[0]);
    }

    /**
     * The solution a level is rated by: of each solution as written and, with -Dregroup=true (the
     * default, as the estimator rates), with its pushes kept together, the one that keeps boxes
     * together best; null when none solves the board.
     */
    static String chosen(Board board, List<String> moves) {
        String chosen = null;
        DifficultyQuantities best = null;
        for (String m : moves) {
            List<String> candidates = new ArrayList<>(List.of(m));
            if (REGROUP && Replay.check(board, m, TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                candidates.add(Optimizer.keepBoxesTogether(board, v.steps()).letters());
            }
            for (String c : candidates) {
                try {
                    DifficultyQuantities q = DifficultyQuantities.of(board, c);
                    if (best == null || DifficultyEstimator.KEEPS_BOXES_TOGETHER.compare(q, best) < 0) {
                        best = q;
                        chosen = c;
                    }
                } catch (IllegalArgumentException e) {
                    // not a solution
                }
            }
        }
        return chosen;
    }

    /** How many values a level's features hold: the quantities fitted, and the extra values named. */
    static int featureCount() {
        return FEATURES.size() + EXTRAS.size();
    }

    static double[] features(Level l, Decomposition v) {
        double[] f = new double[featureCount()];
        for (int e = 0; e < EXTRAS.size(); e++) {
            String c = EXTRAS.get(e);
            f[FEATURES.size() + e] = DerivedValues.isDerived(c) ? DerivedValues.log(l, c) : Math.log1p(l.extra(c));
        }
        for (int i = 0; i < FEATURES.size(); i++) {
            DifficultyQuantities q = l.q().get(v);
            double x = q.value(FEATURES.get(i));
            f[i] = Math.log1p(PER_BOX.contains(FEATURES.get(i)) ? x / Math.max(1, q.boxes()) : x);
        }
        return f;
    }

    static double score(double[] w, Level l, Decomposition v) {
        return dot(w, features(l, v));
    }

    static double dot(double[] w, double[] f) {
        double d = 0;
        for (int i = 0; i < f.length; i++) {
            d += w[i] * f[i];
        }
        return d;
    }

    /**
     * ρ of each ordered collection with weights fitted without it: [0] as fitted (standardised
     * within the collection with -Dstandardise=collection), [1] by the weights a file would hold.
     */
    static double[][] leaveOneOut(List<Set> sets, List<Set> ordered, Decomposition v) {
        double[][] rho = new double[2][ordered.size()];
        for (int c = 0; c < ordered.size(); c++) {
            double[] w = PairwiseFit.fit(sets, ordered, c, v);
            double[] file = PairwiseFit.asFile(w, ordered, c, v);
            double[][] own = PairwiseFit.stats(ordered.get(c).levels(), v);
            rho[0][c] = Ranking.spearmanOf(ordered.get(c),
                    l -> PER_COLLECTION ? dot(w, PairwiseFit.standardised(features(l, v), own)) : score(w, l, v));
            rho[1][c] = Ranking.spearmanOf(ordered.get(c), l -> score(file, l, v));
        }
        return rho;
    }

    static String fmt(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f", v);
    }
}
