import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.PersonWalk;
import org.sokodb.difficulty.WalkResult;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SolutionBlock;

/**
 * The simulated person's values on every level of a manifest (docs/difficulty.md, "A simulated
 * person"; org.sokodb.difficulty.PersonWalk), board only (no solution needed):
 *
 *   java [-Dlean=0.5 -Dwalks=15 -Dcap=10000 -Dpatience=60 -Dguide=NEAREST -Drestart=START -Dcap-per-box=0 -Dsight=FREEZE] \
 *       [-Dkinds=ordered,train-easy,train-hard] -cp target/sokodb.jar:bench/out/difficulty/classes PersonWalks MANIFEST OUTDIR
 *
 * With {@code -Dcap-per-box=N} (N > 0) a level's cap is N pushes a box instead of {@code -Dcap}
 * (a budget by the level's size; {@code -Dcap-per-box=0}, a fixed cap); with {@code -Dsight=FREEZE}
 * the walk never asks the pair table (journal/difficulty.md entry 15). Each setting not given is
 * that of {@code PersonWalk.Settings.CHOSEN}. Writes one file a value, one line a level
 * ({@code set<TAB>index<TAB>value}, the form DifficultyFit's {@code -Deffort=} reads), each larger
 * for a harder level: person_pushes.tsv (the median walk's pushes until solved, the cap when not),
 * person_restarts.tsv (its restarts), person_expected.tsv (the pushes of every walk over the walks
 * that solved the level, walks × cap when none did: pooled), person_graded.tsv (the median graded
 * value: a capped walk ranked by how near it came), person_shortfall.tsv (the median smallest
 * distance reached, in thousandths of the start's) and person_goals_short.tsv (the boxes less the
 * median of the most boxes on goals at once). Prints per set: levels, levels whose median walk
 * hit the cap, pushes walked, the walks' thread CPU seconds, that CPU as a ratio to the CPU of
 * rating the same levels by their solutions ({@code DifficultyEstimator.rateBest}, {@link #RATINGS}
 * times each, run in turn on the same thread: a ratio holds on a loaded machine, a time does not;
 * levels without a solution are not rated, so the ratio is of the sets whose files have
 * solutions), and Spearman's ρ between index and the graded value for an ordered set; then per
 * value the median ρ over the ordered sets and the AUC of Boxoban's train splits. With
 * {@code -Dkinds=} only the sets of those kinds are walked: the settings are chosen on the fit's
 * training sets (the ordered collections, Boxoban's train splits), never on the check levels.
 */
public class PersonWalks {
    /** How many times each solved level is rated for the CPU ratio. */
    static final int RATINGS = 3;
    /** The values written, in the order of {@link #values}. */
    static final String[] NAMES = {"pushes", "restarts", "expected", "graded", "shortfall", "goals_short"};

    public static void main(String[] args) throws IOException {
        PersonWalk.Settings chosen = PersonWalk.Settings.CHOSEN;
        PersonWalk.Settings settings = new PersonWalk.Settings(
                Double.parseDouble(System.getProperty("lean", String.valueOf(chosen.lean()))),
                Integer.parseInt(System.getProperty("walks", String.valueOf(chosen.walks()))),
                Long.parseLong(System.getProperty("cap", String.valueOf(chosen.cap()))),
                Integer.parseInt(System.getProperty("patience", String.valueOf(chosen.patience()))),
                PersonWalk.Guide.valueOf(System.getProperty("guide", chosen.guide().name())),
                PersonWalk.Restart.valueOf(System.getProperty("restart", chosen.restart().name())),
                Long.parseLong(System.getProperty("cap-per-box", String.valueOf(chosen.capPerBox()))),
                PersonWalk.Sight.valueOf(System.getProperty("sight", chosen.sight().name())));
        List<String> kinds = List.of(System.getProperty("kinds", "").split(","));
        Path dir = Path.of(args[1]);
        Files.createDirectories(dir);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        StringBuilder[] files = new StringBuilder[NAMES.length];
        List<List<Double>> rhos = new ArrayList<>();
        List<List<Double>> easy = new ArrayList<>();
        List<List<Double>> hard = new ArrayList<>();
        for (int v = 0; v < NAMES.length; v++) {
            files[v] = new StringBuilder();
            rhos.add(new ArrayList<>());
            easy.add(new ArrayList<>());
            hard.add(new ArrayList<>());
        }
        System.out.printf(Locale.ROOT, "settings: %s%n%n", settings);
        System.out.println("| set | kind | levels | capped | pushes walked | CPU s | CPU ÷ rating | ρ (index, graded) |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        DifficultyEstimator estimator = DifficultyEstimator.current();
        long allWalked = 0;
        double allCpu = 0;
        double allRateCpu = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (!kinds.get(0).isBlank() && !kinds.contains(f[1])) {
                continue;
            }
            List<double[]> values = new ArrayList<>();
            long[] walked = {0};
            int[] capped = {0};
            long[] walkCpu = {0};
            long[] rateCpu = {0};
            LevelSources.read(List.of(f[2]), LevelSources.Handler.of(r -> {
                Board board;
                try {
                    board = Board.parse(r.rows());
                } catch (BoardException e) {
                    return;
                }
                long t0 = cpu.getCurrentThreadCpuTime();
                WalkResult w = PersonWalk.of(board, settings);
                long t1 = cpu.getCurrentThreadCpuTime();
                walkCpu[0] += t1 - t0;
                List<String> moves = r.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
                if (!moves.isEmpty()) {
                    for (int i = 0; i < RATINGS; i++) {
                        estimator.rateBest(board, moves);
                    }
                    rateCpu[0] += cpu.getCurrentThreadCpuTime() - t1;
                }
                walked[0] += w.pushesWalked();
                capped[0] += w.capped() ? 1 : 0;
                long[] v = values(w, board.boxCount());
                double[] row = new double[1 + v.length];
                row[0] = r.index();
                for (int k = 0; k < v.length; k++) {
                    row[1 + k] = v[k];
                    files[k].append(String.format(Locale.ROOT, "%s\t%d\t%d%n", f[0], r.index(), v[k]));
                }
                values.add(row);
            }, SolverEffort.quiet()));
            double seconds = walkCpu[0] / 1e9;
            double ratio = rateCpu[0] == 0 ? Double.NaN : walkCpu[0] / (rateCpu[0] / (double) RATINGS);
            allWalked += walked[0];
            allCpu += seconds;
            allRateCpu += rateCpu[0] / 1e9 / RATINGS;
            double graded = Double.NaN;
            if (f[1].equals("ordered")) {
                double[] x = values.stream().mapToDouble(v -> v[0]).toArray();
                for (int k = 0; k < NAMES.length; k++) {
                    int column = k + 1;
                    double rho = Ranking.pearson(Ranking.ranks(x), Ranking.ranks(values.stream().mapToDouble(v -> v[column]).toArray()));
                    if (values.size() >= DifficultyFit.MIN_LEVELS) {
                        rhos.get(k).add(rho);
                    }
                    if (NAMES[k].equals("graded")) {
                        graded = rho;
                    }
                }
            }
            for (double[] v : values) {
                for (int k = 0; k < NAMES.length; k++) {
                    (f[1].equals("train-easy") ? easy.get(k) : f[1].equals("train-hard") ? hard.get(k) : new ArrayList<Double>()).add(v[k + 1]);
                }
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d | %.1f | %s | %s |%n", f[0], f[1], values.size(), capped[0],
                    walked[0], seconds, Double.isNaN(ratio) ? "–" : String.format(Locale.ROOT, "%.0f", ratio), DifficultyFit.fmt(graded));
        }
        System.out.printf(Locale.ROOT, "%n| value | median ρ over %d ordered sets of ≥ %d levels | AUC train-easy → train-hard |%n|---|---|---|%n",
                rhos.get(0).size(), DifficultyFit.MIN_LEVELS);
        for (int k = 0; k < NAMES.length; k++) {
            double[] sorted = rhos.get(k).stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "| %s | %s | %s |%n", NAMES[k], DifficultyFit.fmt(Ranking.medianOfSorted(sorted)),
                    DifficultyFit.fmt(auc(easy.get(k), hard.get(k))));
        }
        System.out.printf(Locale.ROOT, "%npushes walked %d, thread CPU %.1f s, rating the solved levels %.2f s%n", allWalked, allCpu, allRateCpu);
        for (int k = 0; k < NAMES.length; k++) {
            Files.writeString(dir.resolve("person_" + NAMES[k] + ".tsv"), files[k]);
        }
    }

    /** The values of {@link #NAMES}, each larger for a harder level. */
    static long[] values(WalkResult w, int boxes) {
        long expected = w.solvedWalks() == 0 ? w.walks() * w.cap() : w.pushesWalked() / w.solvedWalks();
        return new long[] {w.pushes(), w.restarts(), expected, w.graded(), w.shortfall(), boxes - w.mostOnGoals()};
    }

    static double auc(List<Double> easier, List<Double> harder) {
        if (easier.isEmpty() || harder.isEmpty()) {
            return Double.NaN;
        }
        double wins = 0;
        for (double x : harder) {
            for (double y : easier) {
                wins += x > y ? 1 : x == y ? 0.5 : 0;
            }
        }
        return wins / (easier.size() * harder.size());
    }
}
