import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.optimizer.OptimizerLimits;
import org.sokodb.replay.Lurd;
import org.sokodb.replay.LurdResult;
import org.sokodb.replay.Steps;

/**
 * The optimizer alone on every level of a SOK file with solutions, at a node budget: the
 * deterministic comparison of its methods. One TSV row per level (index, before moves/pushes,
 * after, proved, nodes, thread seconds); with a reference file (index TAB optimum of the
 * metric's first count, per line; or index, moves, pushes, as bench/optimize.sh writes them) the levels at the optimum and the sums are summed up.
 *
 *   java [-Doff=exact,…] [-Dlevels=3,17] [-Dexhaustive=true] -cp target/sokodb.jar bench/OptimizeBudget.java FILE.sok moves|pushes NODES [SECONDS] [MEMORY_MB] [REFERENCE]
 *
 * -Dlevels picks levels by their index in the file; -Dexhaustive=true switches the stopping rule
 * off (the optimizer's --exhaustive); thread seconds are CPU time of the
 * optimizing thread (not wall time), so that positions per second can be read on a busy machine.
 */
public class OptimizeBudget {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Metric metric = Metric.valueOf(args[1].toUpperCase(Locale.ROOT));
        long nodes = Long.parseLong(args[2]);
        long seconds = args.length > 3 ? Long.parseLong(args[3]) : 60;
        long memory = (args.length > 4 ? Long.parseLong(args[4]) : 512) << 20;
        Map<Integer, Long> reference = new HashMap<>();
        if (args.length > 5) {
            for (String line : java.nio.file.Files.readAllLines(Path.of(args[5]))) {
                String[] f = line.split("\t");
                int column = f.length >= 3 && metric == Metric.PUSHES ? 2 : 1; // index, moves, pushes
                if (f.length > column && !f[column].isBlank()) {
                    reference.put(Integer.parseInt(f[0]), Long.parseLong(f[column].trim()));
                }
            }
        }
        String offList = System.getProperty("off", "");
        Set<String> off = offList.isBlank() ? Set.of() : Set.of(offList.split(","));
        String levelList = System.getProperty("levels", "");
        Set<Integer> only = new java.util.HashSet<>();
        for (String l : levelList.split(",")) {
            if (!l.isBlank()) {
                only.add(Integer.parseInt(l.trim()));
            }
        }
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] sums = new long[8];
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (!only.isEmpty() && !only.contains(record.index())) {
                    return;
                }
                Board board;
                try {
                    board = Board.parse(record.rows());
                } catch (Exception e) {
                    return;
                }
                List<Steps> starts = new ArrayList<>();
                for (SolutionBlock b : record.solutions()) {
                    if (Lurd.parse(b.moves()) instanceof LurdResult.Parsed p) {
                        starts.add(p.steps());
                    }
                }
                if (starts.isEmpty()) {
                    return;
                }
                long cpu = threads.getCurrentThreadCpuTime();
                Optimized o = Optimizer.optimize(board, starts, metric, new OptimizerLimits(Duration.ofSeconds(seconds),
                        memory, nodes, Boolean.getBoolean("exhaustive")), () -> false, off);
                double s = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
                long before = metric == Metric.MOVES ? o.input().moves() : o.input().pushes();
                long after = metric == Metric.MOVES ? o.metrics().moves() : o.metrics().pushes();
                Long best = reference.get(record.index());
                sums[0]++;
                sums[1] += before;
                sums[2] += after;
                if (best != null) {
                    sums[3]++;
                    sums[4] += best;
                    sums[6] += after;
                    sums[7] += before;
                    if (after == best) {
                        sums[5]++;
                    } else if (after < best) {
                        System.out.println("# below the reference: level " + record.index());
                    }
                }
                System.out.printf(Locale.ROOT, "%d\t%d/%d\t%d/%d\t%s\t%d\t%.2f\t%s%n", record.index(), o.input().moves(),
                        o.input().pushes(), o.metrics().moves(), o.metrics().pushes(), o.proved() ? "proved" : "",
                        o.nodes(), s, best == null ? "" : (after == best ? "optimum" : "+" + (after - best)));
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                System.err.println(where + ": " + reason);
            }

            @Override
            public void note(String where, String message) {
            }
        });
        System.out.printf(Locale.ROOT, "levels %d, %s before %d after %d (%.4f); with reference %d: at optimum %d, ratio before %s after %s%n",
                sums[0], metric.label(), sums[1], sums[2], (double) sums[2] / Math.max(1, sums[1]), sums[3], sums[5],
                sums[3] == 0 ? "-" : String.format(Locale.ROOT, "%.4f", (double) sums[7] / sums[4]),
                sums[3] == 0 ? "-" : String.format(Locale.ROOT, "%.4f", (double) sums[6] / sums[4]));
    }
}
