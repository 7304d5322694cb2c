import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * What FESS's frontier looks like when it fails (docs/journal/solver.md, entry 35): FESS runs on
 * the chosen levels of a file to a budget of positions weighed; then, for the positions it
 * stored with the most steps of its packing plan done (the top {@code DEPTH} values of that
 * feature), up to {@code SAMPLE} of each value, spread evenly over the order they were
 * stored in, are each searched alone by the push search to {@code PROOF} positions:
 * {@code dead} (searched to the end, no solution), {@code alive} (solved) or {@code unknown}
 * (the budget ran out). One TSV row per level and value of the feature; {@code proofs} is the
 * median of the positions the push search took to prove the dead ones. Node budgets only: the
 * output does not depend on the machine.
 *
 *   java -Xmx2g -cp target/sokodb.jar bench/FessFrontier.java FILE LEVELS BUDGET [PROOF [SAMPLE [DEPTH]]]
 *
 * LEVELS: indexes in the file, comma-separated (e.g. 11,14,28). Defaults: 30,000, 20, 4.
 */
public class FessFrontier {
    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        Set<Integer> chosen = new HashSet<>();
        for (String s : args[1].split(",")) {
            chosen.add(Integer.parseInt(s.trim()));
        }
        long budget = Long.parseLong(args[2]);
        long proof = args.length > 3 ? Long.parseLong(args[3]) : 30_000;
        int sample = args.length > 4 ? Integer.parseInt(args[4]) : 20;
        int depth = args.length > 5 ? Integer.parseInt(args[5]) : 4;
        List<LevelRecord> records = new ArrayList<>();
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (chosen.contains(record.index())) {
                    records.add(record);
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                System.err.println(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
            }
        });
        System.out.println("level\tboxes\tfess\tstored\tsteps\tpositions\tsampled\tdead\talive\tunknown\tproofs");
        for (LevelRecord record : records) {
            Board board;
            try {
                board = Board.parse(record.rows());
            } catch (Exception e) {
                System.err.println(record.source() + " level " + record.index() + ": " + e.getMessage());
                continue;
            }
            Maze maze = new Maze(board);
            FessSearch fess = new FessSearch(maze, SearchOptions.FAST, control(budget), 512L << 20);
            SearchOutcome outcome = fess.run(System.nanoTime());
            String verdict = outcome instanceof SearchOutcome.Found ? "solved"
                    : ((SearchOutcome.NotFound) outcome).ending().name().toLowerCase(Locale.ROOT);
            NodeStore store = fess.positions();
            int count = store.count();
            int best = 0;
            for (int id = 0; id < count; id++) {
                best = Math.max(best, fess.stepsDone(id));
            }
            for (int steps = best; steps >= Math.max(0, best - depth + 1); steps--) {
                List<Integer> ids = new ArrayList<>();
                for (int id = 0; id < count; id++) {
                    if (fess.stepsDone(id) == steps) {
                        ids.add(id);
                    }
                }
                int taken = Math.min(sample, ids.size());
                int dead = 0;
                int alive = 0;
                long[] proofs = new long[taken];
                long[] bits = new long[store.words];
                for (int k = 0; k < taken; k++) {
                    int id = ids.get((int) ((long) k * ids.size() / taken));
                    SearchOutcome o = alone(board, maze, store, id, bits, proof);
                    if (o instanceof SearchOutcome.Found) {
                        alive++;
                    } else if (((SearchOutcome.NotFound) o).ending() == SearchOutcome.Ending.UNSOLVABLE) {
                        proofs[dead++] = ((SearchOutcome.NotFound) o).nodes();
                    }
                }
                long[] sorted = Arrays.copyOf(proofs, dead);
                Arrays.sort(sorted);
                System.out.printf(Locale.ROOT, "%d\t%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s%n", record.index(),
                        maze.boxCount(), verdict, count, steps, ids.size(), taken, dead, alive, taken - dead - alive,
                        dead == 0 ? "" : Long.toString(sorted[dead / 2]));
                System.out.flush();
            }
        }
    }

    /** Stored position {@code id} as a level of its own, searched by the push search. */
    private static SearchOutcome alone(Board board, Maze maze, NodeStore store, int id, long[] bits, long proof) {
        store.boxesOf(id, bits);
        List<Integer> squares = new ArrayList<>();
        for (int s = 0; s < maze.size; s++) {
            if ((bits[s >>> 6] >>> (s & 63) & 1) != 0) {
                squares.add(maze.square[s]);
            }
        }
        Board position = board.withManAndBoxes(maze.square[store.man(id)],
                squares.stream().mapToInt(Integer::intValue).toArray());
        return new PushSearch(new Maze(position), SearchOptions.FAST, control(proof), 256L << 20).run(System.nanoTime());
    }

    private static SearchControl control(long budget) {
        return new SearchControl(System.nanoTime() + 1_800_000_000_000L, budget);
    }
}
