import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.generate.CandidateSolver;
import org.sokodb.solver.SolverResult;

/**
 * Solves the first N levels of a level file with sokodb's solver and prints one TSV row per
 * level: the measures bench/generate.sh compares with generated levels.
 *
 *   java -cp target/sokodb.jar bench/SolveLevels.java FILE N SECONDS_PER_LEVEL
 *
 * Columns: index verdict moves pushes box_lines box_changes push_optimal seconds. Levels the
 * solver does not solve in time have verdict timeout (or memory, unsolvable) and no metrics.
 */
public class SolveLevels {
    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        int n = Integer.parseInt(args[1]);
        Duration limit = Duration.ofMillis(Math.round(Double.parseDouble(args[2]) * 1000));
        Identifier identifier = new Identifier();
        System.out.println("index\tverdict\tmoves\tpushes\tbox_lines\tbox_changes\tpush_optimal\tseconds");
        int[] done = {0};
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (done[0] >= n) {
                    return;
                }
                done[0]++;
                IdentifiedLevel level = identifier.identify(record);
                if (!(level instanceof IdentifiedLevel.Valid valid)) {
                    System.out.println(record.index() + "\tinvalid\t\t\t\t\t\t");
                    return;
                }
                SolverResult r = CandidateSolver.solve(valid.board(), limit);
                String seconds = String.format(Locale.ROOT, "%.3f", r.elapsed().toNanos() / 1e9);
                if (r instanceof SolverResult.Solved s) {
                    var m = s.metrics();
                    System.out.println(record.index() + "\tsolved\t" + m.moves() + "\t" + m.pushes() + "\t"
                            + m.boxLines() + "\t" + m.boxChanges() + "\t" + s.pushOptimal() + "\t" + seconds);
                } else if (r instanceof SolverResult.Unsolvable) {
                    System.out.println(record.index() + "\tunsolvable\t\t\t\t\t\t" + seconds);
                } else {
                    String why = ((SolverResult.GaveUp) r).reason().name().toLowerCase(Locale.ROOT);
                    System.out.println(record.index() + "\t" + (why.equals("time") ? "timeout" : why) + "\t\t\t\t\t\t"
                            + seconds);
                }
                System.out.flush();
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                System.err.println(where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                System.err.println(where + ": " + message);
            }
        });
    }
}
