import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * What the solver's tables cost at a search's start, and the race's CPU: the pair table answered
 * on demand against the build before it, one build's classes and then the other's, in turn
 * (docs/journal/solver.md, entry 109). {@code start}: the thread CPU of the push, FESS and pull
 * searches' start on the first COUNT levels of FILE (each a fresh maze, so its tables are made again;
 * a budget of one position), the third of three passes. {@code solve}: the process's CPU of
 * {@code Solver.solve} over the first COUNT levels at NODES positions and THREADS threads, after
 * the first 20 levels once to warm up, and how many it solved. Both print the load average: a
 * ratio of two builds run in turn holds on a loaded machine, a time does not.
 *
 *   java -cp target/sokodb.jar bench/PairTableCost.java FILE start COUNT
 *   java -cp target/sokodb.jar bench/PairTableCost.java FILE solve COUNT NODES THREADS
 */
public class PairTableCost {
    public static void main(String[] a) throws Exception {
        List<Board> all = new ArrayList<>();
        LevelSources.read(List.of(a[0]), new LevelSources.Handler() {
            @Override public void note(String s, String t) {}
            @Override public void problem(org.sokodb.format.source.SourceLocation w, String r) {}
            @Override public void level(LevelRecord r) {
                try { all.add(Board.parse(r.rows())); } catch (Exception e) { }
            }
        });
        int count = Math.min(all.size(), Integer.parseInt(a[2]));
        List<Board> boards = all;
        boards = boards.subList(0, count);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        String load = Files.readString(Path.of("/proc/loadavg")).trim();
        if (a[1].equals("start")) {
            SearchOptions o = SearchOptions.FAST;
            long[] t = new long[3];
            for (int pass = 0; pass < 3; pass++) {
                t = new long[3];
                for (Board b : boards) {
                    Maze m = new Maze(b);
                    long c0 = cpu.getCurrentThreadCpuTime();
                    new PushSearch(m, o, new SearchControl(System.nanoTime() + 60_000_000_000L, 1), 64 << 20, Meeting.none(), o.learned(m)).run(System.nanoTime());
                    long c1 = cpu.getCurrentThreadCpuTime();
                    m = new Maze(b);
                    new FessSearch(m, o, new SearchControl(System.nanoTime() + 60_000_000_000L, 1), 64 << 20, Meeting.none(), o.learned(m)).run(System.nanoTime());
                    long c2 = cpu.getCurrentThreadCpuTime();
                    m = new Maze(b);
                    new PullSearch(m, o, new SearchControl(System.nanoTime() + 60_000_000_000L, 1), 64 << 20, Meeting.none()).run(System.nanoTime());
                    long c3 = cpu.getCurrentThreadCpuTime();
                    t[0] += c1 - c0; t[1] += c2 - c1; t[2] += c3 - c2;
                }
            }
            System.out.printf("%s start levels %d: push %.1f ms, fess %.1f ms, pull %.1f ms (third pass; load %s)%n", a[0], count, t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, load);
        } else {
            long nodeLimit = Long.parseLong(a[3]);
            int threads = Integer.parseInt(a[4]);
            com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            SolverLimits limits = new SolverLimits(Duration.ofSeconds(120), 512L << 20, threads, nodeLimit);
            for (Board b : boards.subList(0, Math.min(20, count))) {
                Solver.solve(b, limits); // warm
            }
            long p0 = os.getProcessCpuTime();
            int solved = 0;
            for (Board b : boards) {
                SolverResult r = Solver.solve(b, limits);
                solved += r instanceof SolverResult.Solved ? 1 : 0;
            }
            long p1 = os.getProcessCpuTime();
            System.out.printf("%s solve levels %d nodes %d threads %d: solved %d, process CPU %.2f s (load %s -> %s)%n", a[0], count, nodeLimit, threads, solved, (p1 - p0) / 1e9, load, Files.readString(Path.of("/proc/loadavg")).trim());
        }
    }
}
