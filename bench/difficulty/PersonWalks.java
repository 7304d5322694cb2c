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
 * The simulated person's value on every level of a manifest (docs/difficulty.md, "A simulated
 * person"; org.sokodb.difficulty.PersonWalk), board only (no solution needed):
 *
 *   java [-Dlean=0.5 -Dwalks=15 -Dcap=10000 -Dpatience=60] [-Dkinds=ordered,train-easy,train-hard] \
 *       -cp target/sokodb.jar:bench/out/difficulty/classes PersonWalks MANIFEST OUTDIR
 *
 * Writes OUTDIR/person_pushes.tsv (the value: the median walk's pushes until solved),
 * OUTDIR/person_restarts.tsv (the median walk's restarts) and OUTDIR/person_expected.tsv (the
 * pushes of every walk over the walks that solved the level, walks × cap when none did: an
 * expected number of pushes until solved, pooled), one line a level
 * ({@code set<TAB>index<TAB>value}, the form DifficultyFit's {@code -Deffort=} reads), and prints
 * per set: levels, levels whose median walk hit the cap, pushes walked, the walks' thread CPU
 * seconds, that CPU as a ratio to the CPU of rating the same levels by their solutions
 * ({@code DifficultyEstimator.rateBest}, {@link #RATINGS} times each, run in turn on the same
 * thread: a ratio holds on a loaded machine, a time does not; levels without a solution are not
 * rated, so the ratio is of the sets whose files have solutions), and Spearman's ρ between index and
 * the value for an ordered set. With {@code -Dkinds=} only the sets
 * of those kinds are walked: the settings are chosen on the fit's training sets (the ordered
 * collections, Boxoban's train splits, whose AUC it prints), never on the check levels.
 */
public class PersonWalks {
    /** How many times each solved level is rated for the CPU ratio. */
    static final int RATINGS = 3;

    public static void main(String[] args) throws IOException {
        PersonWalk.Settings chosen = PersonWalk.Settings.CHOSEN;
        PersonWalk.Settings settings = new PersonWalk.Settings(
                Double.parseDouble(System.getProperty("lean", String.valueOf(chosen.lean()))),
                Integer.parseInt(System.getProperty("walks", String.valueOf(chosen.walks()))),
                Long.parseLong(System.getProperty("cap", String.valueOf(chosen.cap()))),
                Integer.parseInt(System.getProperty("patience", String.valueOf(chosen.patience()))));
        List<String> kinds = List.of(System.getProperty("kinds", "").split(","));
        Path dir = Path.of(args[1]);
        Files.createDirectories(dir);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        StringBuilder pushes = new StringBuilder();
        StringBuilder restarts = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        List<Double> ordered = new ArrayList<>();
        List<Double> easy = new ArrayList<>();
        List<Double> hard = new ArrayList<>();
        System.out.printf(Locale.ROOT, "settings: %s%n%n", settings);
        System.out.println("| set | kind | levels | capped | pushes walked | CPU s | CPU ÷ rating | ρ (index, value) |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        DifficultyEstimator estimator = DifficultyEstimator.current();
        long allWalked = 0;
        double allCpu = 0;
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
                values.add(new double[] {r.index(), w.pushes()});
                pushes.append(String.format(Locale.ROOT, "%s\t%d\t%d%n", f[0], r.index(), w.pushes()));
                restarts.append(String.format(Locale.ROOT, "%s\t%d\t%d%n", f[0], r.index(), w.restarts()));
                expected.append(String.format(Locale.ROOT, "%s\t%d\t%d%n", f[0], r.index(),
                        w.solvedWalks() == 0 ? w.walks() * w.cap() : w.pushesWalked() / w.solvedWalks()));
            }, SolverEffort.quiet()));
            double seconds = walkCpu[0] / 1e9;
            double ratio = rateCpu[0] == 0 ? Double.NaN : walkCpu[0] / (rateCpu[0] / (double) RATINGS);
            allWalked += walked[0];
            allCpu += seconds;
            double rho = Double.NaN;
            if (f[1].equals("ordered")) {
                double[] x = values.stream().mapToDouble(v -> v[0]).toArray();
                double[] y = values.stream().mapToDouble(v -> v[1]).toArray();
                rho = Ranking.pearson(Ranking.ranks(x), Ranking.ranks(y));
                if (values.size() >= DifficultyFit.MIN_LEVELS) {
                    ordered.add(rho);
                }
            }
            for (double[] v : values) {
                (f[1].equals("train-easy") ? easy : f[1].equals("train-hard") ? hard : new ArrayList<Double>()).add(v[1]);
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d | %.1f | %s | %s |%n", f[0], f[1], values.size(), capped[0],
                    walked[0], seconds, Double.isNaN(ratio) ? "–" : String.format(Locale.ROOT, "%.0f", ratio), DifficultyFit.fmt(rho));
        }
        double[] rhos = ordered.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        System.out.printf(Locale.ROOT, "%nmedian ρ over %d ordered sets of ≥ %d levels (all levels, not only the solved): %s%n",
                rhos.length, DifficultyFit.MIN_LEVELS, DifficultyFit.fmt(Ranking.medianOfSorted(rhos)));
        System.out.printf(Locale.ROOT, "AUC train-easy → train-hard: %s%n", DifficultyFit.fmt(auc(easy, hard)));
        System.out.printf(Locale.ROOT, "pushes walked %d, thread CPU %.1f s%n", allWalked, allCpu);
        Files.writeString(dir.resolve("person_pushes.tsv"), pushes);
        Files.writeString(dir.resolve("person_restarts.tsv"), restarts);
        Files.writeString(dir.resolve("person_expected.tsv"), expected);
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
