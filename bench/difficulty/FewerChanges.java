import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.optimizer.OptimizerLimits;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * Solutions with few box changes for the difficulty fit (docs/difficulty.md, "Fewest box
 * changes"): each set of a manifest written again with, beside each level's own solutions, the
 * one {@link Optimizer#fewestBoxChanges} finds from them within NODES positions (a count, not a
 * time: the same solutions on any machine). The fit then rates a level by the solution with the
 * fewest box changes, as it does any file's.
 *
 *   java -cp target/sokodb.jar:bench/out/difficulty/classes FewerChanges MANIFEST OUT_DIR NODES [THREADS]
 *
 * Writes OUT_DIR/NAME.sok for each set, OUT_DIR/manifest.tsv naming them, OUT_DIR/levels.tsv (a
 * row a level: box changes, runs minus one, of the best solution as written, with its pushes
 * kept together, and of the search's; positions expanded; proved) and prints the totals per set,
 * with the thread CPU time of the search against that of keeping the boxes together (both on
 * the same thread, level by level: a ratio that holds on a loaded machine, not a time).
 */
public class FewerChanges {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    record Row(String set, int index, int written, int kept, int searched, long positions, boolean proved,
            long keptNanos, long searchNanos, String sok) {
    }

    public static void main(String[] args) throws Exception {
        Path outDir = Path.of(args[1]);
        long nodes = Long.parseLong(args[2]);
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        Files.createDirectories(outDir);
        StringBuilder manifest = new StringBuilder();
        StringBuilder levels = new StringBuilder("set\tindex\twritten\tkept_together\tsearched\tpositions\tproved\n");
        System.out.println("| set | levels | box changes as written | kept together | searched | proved | positions"
                + " | CPU search / kept together |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            Path out = outDir.resolve(Path.of(f[2]).getFileName());
            List<Future<Row>> rows = new ArrayList<>();
            for (LevelRecord r : read(f[2])) {
                rows.add(pool.submit(() -> row(f[0], r, nodes)));
            }
            StringBuilder sok = new StringBuilder();
            long written = 0, kept = 0, searched = 0, positions = 0, keptNanos = 0, searchNanos = 0;
            int rated = 0, proved = 0;
            for (Future<Row> fr : rows) {
                Row row = fr.get();
                sok.append(row.sok());
                if (row.written() < 0) {
                    continue;
                }
                rated++;
                written += row.written();
                kept += row.kept();
                searched += row.searched();
                positions += row.positions();
                proved += row.proved() ? 1 : 0;
                keptNanos += row.keptNanos();
                searchNanos += row.searchNanos();
                levels.append(String.format(Locale.ROOT, "%s\t%d\t%d\t%d\t%d\t%d\t%b%n", row.set(), row.index(),
                        row.written(), row.kept(), row.searched(), row.positions(), row.proved()));
            }
            Files.writeString(out, sok);
            manifest.append(f[0]).append('\t').append(f[1]).append('\t').append(out).append('\n');
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d | %.1f |%n", f[0], rated, written, kept,
                    searched, proved, positions, searchNanos / (double) Math.max(1, keptNanos));
        }
        pool.shutdown();
        Files.writeString(outDir.resolve("manifest.tsv"), manifest);
        Files.writeString(outDir.resolve("levels.tsv"), levels);
    }

    static List<LevelRecord> read(String file) {
        Diagnostics quiet = new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
        List<LevelRecord> all = new ArrayList<>();
        LevelSources.read(List.of(file), LevelSources.Handler.of(all::add, quiet));
        return all;
    }

    /** The level's entry with the search's solution added, and its counts (written −1: no solution). */
    static Row row(String set, LevelRecord r, long nodes) {
        StringBuilder sok = new StringBuilder();
        sok.append(r.title() == null || r.title().isBlank() ? "Level " + r.index() : r.title()).append('\n');
        r.rows().forEach(row -> sok.append(row).append('\n'));
        sok.append('\n');
        List<String> moves = r.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
        List<String> all = new ArrayList<>(moves);
        int written = -1, kept = -1, searched = -1;
        long positions = 0;
        long keptNanos = 0;
        long searchNanos = 0;
        boolean proved = false;
        try {
            Board board = Board.parse(r.rows());
            List<Steps> starts = new ArrayList<>();
            for (String m : moves) {
                if (Replay.check(board, m, TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                    starts.add(v.steps());
                    int w = v.metrics().boxChanges() - 1;
                    written = written < 0 ? w : Math.min(written, w);
                    long before = CPU.getCurrentThreadCpuTime();
                    Steps together = Optimizer.keepBoxesTogether(board, v.steps());
                    keptNanos += CPU.getCurrentThreadCpuTime() - before;
                    if (Replay.replay(board, together, TrailingSteps.TRIM) instanceof ReplayResult.Valid k) {
                        int c = k.metrics().boxChanges() - 1;
                        kept = kept < 0 ? c : Math.min(kept, c);
                    }
                }
            }
            if (!starts.isEmpty()) {
                long before = CPU.getCurrentThreadCpuTime();
                Optimized o = Optimizer.fewestBoxChanges(board, starts,
                        new OptimizerLimits(Duration.ofHours(1), 256L << 20, nodes), () -> false);
                searchNanos = CPU.getCurrentThreadCpuTime() - before;
                searched = o.metrics().boxChanges() - 1;
                positions = o.nodes();
                proved = o.proved();
                all.add(o.steps().letters());
            }
        } catch (BoardException | IllegalArgumentException e) {
            written = -1; // not playable, or no solution replays: left as it is
        }
        for (String m : all) {
            sok.append("Solution\n").append(m).append("\n\n");
        }
        return new Row(set, r.index(), written, kept, searched, positions, proved, keptNanos, searchNanos,
                sok.toString());
    }
}
