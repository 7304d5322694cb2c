import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * The solver's effort per level, a quantity tried for the difficulty fit (docs/difficulty.md,
 * "Solver effort"): the positions sokodb's solver expands before it solves the level, on one
 * thread (the forward search alone) under a budget of positions, so that the count is the same
 * on any machine and under any load; a level not solved within the budget counts the budget.
 *
 *   java -cp target/sokodb.jar:bench/out/difficulty/classes SolverEffort MANIFEST OUT.tsv NODES
 *
 * Writes one line a board: {@code set<TAB>index<TAB>positions<TAB>outcome}. Sets already in
 * OUT.tsv are not searched again (an interrupted run resumes).
 */
public class SolverEffort {
    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[1]);
        long nodes = Long.parseLong(args[2]);
        List<String> done = Files.exists(out) ? Files.readAllLines(out) : List.of();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (done.stream().anyMatch(d -> d.startsWith(f[0] + "\t"))) {
                continue;
            }
            StringBuilder rows = new StringBuilder();
            LevelSources.read(List.of(f[2]), LevelSources.Handler.of(r -> {
                String outcome;
                long positions;
                try {
                    SolverResult result = Solver.solve(Board.parse(r.rows()),
                            new SolverLimits(Duration.ofHours(1), 512L << 20, 1, nodes));
                    outcome = result instanceof SolverResult.Solved ? "solved"
                            : result instanceof SolverResult.Unsolvable ? "unsolvable" : "budget";
                    positions = outcome.equals("budget") ? nodes : Math.min(nodes, result.nodes());
                } catch (BoardException | IllegalArgumentException e) {
                    return;
                }
                rows.append(String.format(Locale.ROOT, "%s\t%d\t%d\t%s%n", f[0], r.index(), positions, outcome));
                System.err.printf(Locale.ROOT, "%s %d: %d %s%n", f[0], r.index(), positions, outcome);
            }, quiet()));
            Files.writeString(out, rows, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
    }

    static Diagnostics quiet() {
        return new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
    }
}
