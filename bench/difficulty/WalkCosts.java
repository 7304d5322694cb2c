import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.PersonWalk;
import org.sokodb.difficulty.WalkResult;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * What the simulated person's walk costs against how it ranks, several settings in one JVM
 * (docs/difficulty.md, "A simulated person"; journal/difficulty.md entry 11), on training levels
 * only: the ordered sets of the manifest named in {@code -Dordered=} (Microban I–IV by default; ρ
 * between index and each value, every board, solved or not) and Boxoban's train splits (AUC of {@code train-easy} against {@code train-hard}; their
 * solutions give the rating's CPU):
 *
 *   java [-Dtries=MATCHING/15/2000,MATCHING/5/100b,…] -cp target/sokodb.jar:bench/out/difficulty/classes WalkCosts MANIFEST
 *
 * A try is {@code GUIDE/WALKS/CAP[/SIGHT]}, CAP a number of pushes or {@code Nb}, N pushes a box (a cap
 * by the level's size), SIGHT {@code FREEZE} for a walk that never asks the pair table (journal/difficulty.md
 * entry 15; {@code PAIRS}, as {@code CHOSEN}, when left out); lean and patience are those of {@code PersonWalk.Settings.CHOSEN}. One row
 * a try: the AUC of the graded value, the restarts and the median pushes on the train splits, the
 * median ρ of the graded value over the ordered sets (and of the restarts), the pushes walked a
 * train level, and the walks' thread CPU on the train levels as a ratio to that of rating them by
 * their solutions ({@code DifficultyEstimator.rateBest}), run in turn on this thread: the median
 * (and the least and the most) of {@code -Drounds=} rounds (5), each rating a train level and then
 * walking it, level by level, after a pass of each to warm up: a ratio holds on a loaded machine,
 * a time does not. The try {@code GUIDE/1/1} (one walk of one push) is what a walk costs before it
 * walks: its tables; the first line also gives the solver's pair table asked for every pair and
 * man square ({@code PairDeadlocks.forPushes(…).deadCount()}: the table answers on demand since
 * journal/difficulty.md entry 12, the walk asking only what it meets) against the rating, and the
 * load average.
 */
public class WalkCosts {
    static final String TRIES = "MATCHING/15/2000,MATCHING/5/2000,MATCHING/3/2000,MATCHING/1/2000,"
            + "MATCHING/15/1000,MATCHING/15/100b,MATCHING/15/50b,MATCHING/5/100b,MATCHING/5/50b,MATCHING/5/25b,"
            + "MATCHING/3/100b,MATCHING/3/50b,MATCHING/3/25b,MATCHING/1/100b,MATCHING/1/50b,MATCHING/1/25b,"
            + "NEAREST/15/2000,NEAREST/5/100b,NEAREST/3/50b,NEAREST/3/25b,NEAREST/1/50b,MATCHING/1/1,NEAREST/1/1";
    /** The ordered sets walked ({@code -Dordered=}): those the settings were first chosen on. */
    static final List<String> ORDERED = List.of(System.getProperty("ordered", "Microban,Microban II,Microban III,Microban IV").split(","));
    /** How many times each train level is rated for the first line's CPU. */
    static final int RATINGS = 5;
    /** How many rounds of rating every train level, then walking it, a try's CPU ratio is the median of. */
    static final int ROUNDS = Integer.getInteger("rounds", 5);

    record Level(String set, String kind, int index, Board board, List<String> moves) {
    }

    record Try(PersonWalk.Settings settings, String name) {
        static Try parse(String text) {
            String[] f = text.trim().split("/");
            PersonWalk.Settings c = PersonWalk.Settings.CHOSEN;
            boolean perBox = f[2].endsWith("b");
            long cap = Long.parseLong(perBox ? f[2].substring(0, f[2].length() - 1) : f[2]);
            PersonWalk.Settings s = new PersonWalk.Settings(c.lean(), Integer.parseInt(f[1]), perBox ? c.cap() : cap, c.patience(),
                    PersonWalk.Guide.valueOf(f[0]), c.restart(), perBox ? cap : 0,
                    f.length > 3 ? PersonWalk.Sight.valueOf(f[3]) : c.sight());
            return new Try(s, text.trim());
        }

        WalkResult walk(Board board) {
            return PersonWalk.of(board, settings);
        }
    }

    public static void main(String[] args) throws IOException {
        List<Level> levels = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            if (line.isBlank() || line.startsWith("#") || !(ORDERED.contains(f[0]) || f[1].startsWith("train-"))) {
                continue; // training levels only
            }
            LevelSources.read(List.of(f[2]), LevelSources.Handler.of(r -> {
                try {
                    levels.add(new Level(f[0], f[1], r.index(), Board.parse(r.rows()),
                            r.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList()));
                } catch (BoardException e) {
                    // not a board
                }
            }, SolverEffort.quiet()));
        }
        List<Level> train = levels.stream().filter(l -> l.kind().startsWith("train-") && !l.moves().isEmpty()).toList();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        DifficultyEstimator estimator = DifficultyEstimator.current();
        long rating = 0;
        for (int pass = 0; pass < 2; pass++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            for (Level l : train) {
                for (int i = 0; i < RATINGS; i++) {
                    estimator.rateBest(l.board(), l.moves());
                }
            }
            rating = (cpu.getCurrentThreadCpuTime() - t0) / RATINGS; // the second pass, warm
        }
        List<Try> tries = new ArrayList<>();
        for (String t : System.getProperty("tries", TRIES).split(",")) {
            tries.add(Try.parse(t));
        }
        for (Level l : train) {
            tries.get(0).walk(l.board()); // warm up
        }
        long tables = 0;
        for (int pass = 0; pass < 2; pass++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            for (Level l : train) {
                PairDeadlocks.forPushes(new Maze(l.board())).deadCount(); // a new maze: every answer worked out again
            }
            tables = cpu.getCurrentThreadCpuTime() - t0; // the second pass, warm
        }
        System.out.printf(Locale.ROOT, "%d train levels rated, %.3f s of thread CPU a pass (%.1f µs a level); "
                + "the solver's pair table, every pair asked, %.2f times that; load average %s%n%n", train.size(), rating / 1e9,
                rating / 1e3 / train.size(), tables / (double) rating, load());
        System.out.println("| try | AUC graded | AUC restarts | AUC pushes | median ρ graded (restarts) | ρ per ordered set (graded) "
                + "| pushes a train level | CPU ÷ rating, train |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (Try t : tries) {
            List<List<Double>> easy = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            List<List<Double>> hard = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            long walked = 0;
            for (Level l : train) {
                WalkResult w = t.walk(l.board());
                walked += w.pushesWalked();
                List<List<Double>> side = l.kind().equals("train-easy") ? easy : hard;
                side.get(0).add((double) w.graded());
                side.get(1).add((double) w.restarts());
                side.get(2).add((double) w.pushes());
            }
            List<Double> ratios = new ArrayList<>();
            for (int round = 0; round < ROUNDS; round++) {
                long rated = 0;
                long walkedCpu = 0;
                for (Level l : train) { // level by level, so that both see the machine as it is then
                    long t0 = cpu.getCurrentThreadCpuTime();
                    estimator.rateBest(l.board(), l.moves());
                    long t1 = cpu.getCurrentThreadCpuTime();
                    t.walk(l.board());
                    rated += t1 - t0;
                    walkedCpu += cpu.getCurrentThreadCpuTime() - t1;
                }
                ratios.add(walkedCpu / (double) rated);
            }
            List<Double> graded = new ArrayList<>();
            List<Double> restarts = new ArrayList<>();
            StringBuilder perSet = new StringBuilder();
            for (String set : levels.stream().filter(l -> !l.kind().startsWith("train-")).map(Level::set).distinct().toList()) {
                List<Level> ls = levels.stream().filter(l -> l.set().equals(set)).toList();
                double[] index = ls.stream().mapToDouble(Level::index).toArray();
                double[][] v = new double[2][ls.size()];
                for (int i = 0; i < ls.size(); i++) {
                    WalkResult w = t.walk(ls.get(i).board());
                    v[0][i] = w.graded();
                    v[1][i] = w.restarts();
                }
                double g = Ranking.pearson(Ranking.ranks(index), Ranking.ranks(v[0]));
                if (ls.size() >= DifficultyFit.MIN_LEVELS) {
                    graded.add(g);
                    restarts.add(Ranking.pearson(Ranking.ranks(index), Ranking.ranks(v[1])));
                }
                perSet.append(perSet.isEmpty() ? "" : ", ").append(DifficultyFit.fmt(g));
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s (%s) | %s | %.0f | %.2f (%.2f–%.2f) |%n", t.name(),
                    DifficultyFit.fmt(PersonWalks.auc(easy.get(0), hard.get(0))),
                    DifficultyFit.fmt(PersonWalks.auc(easy.get(1), hard.get(1))),
                    DifficultyFit.fmt(PersonWalks.auc(easy.get(2), hard.get(2))),
                    DifficultyFit.fmt(median(graded)), DifficultyFit.fmt(median(restarts)), perSet,
                    walked / (double) train.size(), median(ratios), Collections.min(ratios), Collections.max(ratios));
        }
    }

    /** The load average of the last minute, as /proc/loadavg gives it ("?" where there is none). */
    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "?";
        }
    }

    static double median(List<Double> values) {
        return Ranking.medianOfSorted(values.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }
}
