import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.sets.LearnedSet;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The deadlock patterns precalculated per level, family by family, beside YASS's count of its
 * precalculated sets ({@code ../shared/docs/yass-xsokoban.tsv}, by the level's index): the dead
 * squares (YASS's corners and closed edges of one box), the dead pairs of the pair table (its
 * two-box corner and edge sets), and the fenced-area sets ({@code LearnedDeadlocks.precalculate})
 * by their number of boxes, with the positions their proofs took. Jams of three and four boxes
 * ({@code LocalDeadlocks}) and freezes are tested on each push, not listed: no count here.
 *
 *   java [-Dlevels=I,J,…] -cp target/sokodb.jar bench/PrecalculatedSets.java FILE [YASS_TSV]
 */
public class PrecalculatedSets {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Map<Integer, String> yass = new HashMap<>();
        if (args.length > 1) {
            for (String line : Files.readAllLines(Path.of(args[1]))) {
                String[] f = line.split("\t");
                if (f.length > 10 && f[0].matches("\\d+")) {
                    yass.put(Integer.parseInt(f[0]), f[9]);
                }
            }
        }
        java.util.Set<Integer> chosen = new java.util.HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(Integer.parseInt(s.strip()));
            }
        }
        System.out.println("index\tfloor\tdead_squares\tdead_pairs\tfenced_sets\tfenced_by_boxes_3/4/5/6+\tproof_positions\tyass_precalculated");
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (!chosen.isEmpty() && !chosen.contains(record.index())) {
                    return;
                }
                Maze maze;
                try {
                    maze = new Maze(Board.parse(record.rows()));
                } catch (Exception e) {
                    System.err.println(record.source() + " level " + record.index() + ": " + e.getMessage());
                    return;
                }
                int dead = 0;
                for (boolean d : Distances.dead(maze, Distances.pushesTo(maze, maze.goals))) {
                    dead += d ? 1 : 0;
                }
                LearnedDeadlocks store = LearnedDeadlocks.of(maze);
                store.precalculate();
                int[] bySize = new int[4];
                for (LearnedSet set : store.sets()) {
                    bySize[Math.min(set.squares().length, 6) - 3]++;
                }
                System.out.printf(Locale.ROOT, "%d\t%d\t%d\t%d\t%d\t%d/%d/%d/%d\t%d\t%s%n", record.index(), maze.size, dead,
                        PairDeadlocks.forPushes(maze).deadCount(), store.precalculated(), bySize[0], bySize[1], bySize[2],
                        bySize[3], store.proofPositions(), yass.getOrDefault(record.index(), "-"));
                System.out.flush();
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                System.err.println(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
            }
        });
    }
}
