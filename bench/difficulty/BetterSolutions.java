import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.optimizer.OptimizerLimits;
import org.sokodb.replay.Steps;

/**
 * More solutions per level for the difficulty fit (docs/difficulty.md, "Which solution"): each
 * set of a manifest written again with, beside each level's own solutions, the optimizer's by
 * pushes and by moves from them (a node budget, not a time: the same solutions on any
 * machine). The fit then measures every one, each also kept together, and rates a level by the
 * one with the fewest box changes.
 *
 *   java -cp target/sokodb.jar:bench/out/difficulty/classes BetterSolutions MANIFEST OUT_DIR NODES
 *
 * Writes OUT_DIR/NAME.sok for each set and OUT_DIR/manifest.tsv naming them.
 */
public class BetterSolutions {
    public static void main(String[] args) throws IOException {
        Path outDir = Path.of(args[1]);
        long nodes = Long.parseLong(args[2]);
        Files.createDirectories(outDir);
        StringBuilder manifest = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            Path out = outDir.resolve(Path.of(f[2]).getFileName());
            if (!Files.exists(out)) {
                Files.writeString(out, better(f[2], nodes));
            }
            manifest.append(f[0]).append('\t').append(f[1]).append('\t').append(out).append('\n');
            System.err.println(f[0] + " → " + out);
        }
        Files.writeString(outDir.resolve("manifest.tsv"), manifest);
    }

    static String better(String file, long nodes) {
        StringBuilder sok = new StringBuilder();
        Diagnostics quiet = new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
        OptimizerLimits limits = new OptimizerLimits(Duration.ofMinutes(10), 256L << 20, nodes);
        LevelSources.read(List.of(file), LevelSources.Handler.of(r -> {
            sok.append(r.title() == null || r.title().isBlank() ? "Level " + r.index() : r.title()).append('\n');
            r.rows().forEach(row -> sok.append(row).append('\n'));
            sok.append('\n');
            List<String> moves = r.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
            List<String> all = new ArrayList<>(moves);
            if (!moves.isEmpty()) {
                try {
                    Board board = Board.parse(r.rows());
                    List<Steps> starts = moves.stream().map(Steps::new).toList();
                    for (Metric m : Metric.values()) {
                        try {
                            Optimized o = Optimizer.optimize(board, starts, m, limits, () -> false, Set.of());
                            all.add(o.steps().letters());
                        } catch (IllegalArgumentException | IllegalStateException e) {
                            // not playable or no start solves it: the solutions as they are
                        }
                    }
                } catch (BoardException e) {
                    // left as it is
                }
            }
            for (String m : all) {
                sok.append("Solution\n").append(m).append("\n\n");
            }
        }, quiet));
        return sok.toString();
    }
}
