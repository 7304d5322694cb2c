import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.Rating;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SourceLocation;

/**
 * What rating a solved level costs (docs/difficulty.md, "Cost"): every level of the given SOK
 * files that has a solution under it, rated from its board and moves (replay, quantities,
 * estimate) ROUNDS times over after WARMUP rounds, on one thread; CPU time of that thread per
 * rating, the parsing of the files not counted. Not a JMH run: the figure is only as quiet as
 * the machine.
 *
 *   java -cp target/sokodb.jar bench/DifficultyCost.java ROUNDS FILE.sok…
 */
public class DifficultyCost {
    record Solved(Board board, String moves) {
    }

    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        List<Solved> levels = new ArrayList<>();
        Diagnostics quiet = new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        };
        LevelSources.read(Arrays.asList(args).subList(1, args.length), LevelSources.Handler.of(r -> {
            if (r.solutions().isEmpty()) {
                return;
            }
            try {
                levels.add(new Solved(Board.parse(r.rows()), r.solutions().get(0).moves()));
            } catch (BoardException e) {
                // not a level
            }
        }, quiet));
        DifficultyEstimator estimator = DifficultyEstimator.current();
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        double sink = 0;
        int warmup = Math.max(1, rounds / 5);
        for (int round = 0; round < warmup; round++) {
            for (Solved s : levels) {
                sink += estimator.rate(s.board(), s.moves()).score();
            }
        }
        long cpu = bean.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        for (int round = 0; round < rounds; round++) {
            for (Solved s : levels) {
                Rating r = estimator.rate(s.board(), s.moves());
                sink += r.score();
            }
        }
        cpu = bean.getCurrentThreadCpuTime() - cpu;
        wall = System.nanoTime() - wall;
        long ratings = (long) rounds * levels.size();
        System.out.printf(Locale.ROOT, "%d levels × %d rounds = %d ratings: %.1f µs CPU a rating (%.1f µs wall); checksum %.3f%n",
                levels.size(), rounds, ratings, cpu / 1e3 / ratings, wall / 1e3 / ratings, sink);
    }
}
