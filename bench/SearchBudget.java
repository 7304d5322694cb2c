import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.packing.PhaseSearch;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.packing.plan.PlanProgress;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * One search alone on every level of a file, with a node budget (no race, no
 * portfolio): the deterministic comparison of searches in docs/journal/solver.md. Prints one TSV
 * row per level (index, verdict, nodes, thread CPU seconds, the deadlock sets the search learned
 * and the positions their proofs took: none with {@code -Doff=learn}) and a summary line on stderr;
 * a solution counts only when it replays. The budget is positions expanded for the push and
 * pull searches and the phase search ({@code phases}: YASS's order and search, docs/solver.md),
 * positions weighed for FESS and the packing-order search ({@code packing}). Each level also stops after {@code -Dwall=SECONDS}
 * of wall time (default 1,800: far beyond any budget here, so that a loaded machine does not
 * cut a level short; a level cut by it says {@code time} with fewer nodes than the budget).
 * Techniques the plain solve leaves off ({@code SearchOptions.FAST}: {@code goinground},
 * {@code meetweighed}) are off here too unless {@code -Don=NAME,…} names them.
 * The packing-order search's clearing moves are {@code -Dclearing=any} (the default), {@code farthest},
 * {@code way} or {@code rover}; its rows also say the most steps of its plan it did, and of how many.
 * The phase search gives way after {@code -Dstall=N} positions expanded with no progress, the packing-order
 * search after N positions weighed with no step of its plan further (never when unset); the phase search's
 * rows say the lowest phase it reached and its longest stretch with no progress; with {@code -Dprogressions=true}
 * also the positions it had expanded at each progress (a lower phase or a better score) and at each growth of the
 * level's store by a learned set.
 * {@code -Dlevels=11,16,23} runs only those levels (their index in the file). {@code -Dmeeting=on}
 * gives FESS the tables where it meets the pull search, with no pull search on the other side:
 * what publishing its positions costs it, with nothing to meet. {@code -Dmeeting=pull:N} runs
 * the pull search first, N positions on the same thread, not counted, and FESS then meets its
 * table: what looking its moves up in a full table costs (docs/journal/solver.md, entry 54).
 * {@code -Dmeeting=fess:N} is the other way round: FESS first, N positions weighed, not counted
 * (a level it solves there prints {@code fess-first}), then the pull search meets what FESS
 * published: how soon the pull search joins FESS's positions (entry 55).
 * {@code -Dpushfirst=N} runs the push search first, N positions on the same thread, not counted, with the
 * level's store of learned sets, as the race's forward turn does before the phase search (a level it solves
 * there prints {@code push-first}); the search measured then starts with the sets it learned.
 * {@code -Dsolutions=FILE} writes each solution found (replayed valid) to FILE as a solution file, the
 * level's index as its title: a known solution for {@code bench/trace.sh} to walk.
 *
 *   java [-Doff=NAME,…] [-Don=NAME,…] [-Dwall=SECONDS] [-Dlevels=I,J,…] [-Dmeeting=on|pull:N|fess:N] [-Dpushfirst=N] [-Dsolutions=FILE] [-Dprogressions=true] -cp target/sokodb.jar bench/SearchBudget.java FILE fess|push|pull|packing|phases BUDGET [MEMORY_MB]
 */
public class SearchBudget {
    /** The names of a comma-separated list; none when blank. */
    private static java.util.Set<String> names(String list) {
        return list.isBlank() ? java.util.Set.of() : java.util.Set.of(list.split(","));
    }

    /** Appends a solution to {@code -Dsolutions=FILE}, when set: the level's index as its title, its board, the moves. */
    private static void keep(int index, Board board, String moves) {
        String file = System.getProperty("solutions", "");
        if (file.isBlank()) {
            return;
        }
        try {
            java.nio.file.Files.writeString(Path.of(file), index + "\n\n" + board.toXsb() + "\nSolution\n" + moves + "\n\n",
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        String search = args[1];
        long budget = Long.parseLong(args[2]);
        long memory = (args.length > 3 ? Long.parseLong(args[3]) : 512) << 20;
        // techniques switched off, by name (-Doff=pullpairs,pushpairs): the comparisons of docs/journal/solver.md;
        // the ones the plain solve leaves off (SearchOptions.FAST) are off unless -Don=NAME,… names them
        SearchOptions options = SearchOptions.FAST.switched(names(System.getProperty("on", "")),
                names(System.getProperty("off", "")));
        long wallSeconds = Long.getLong("wall", 1800);
        String meetingMode = System.getProperty("meeting", "off");
        boolean withMeeting = !"off".equals(meetingMode);
        // -Dmeeting=pull:N: the pull search first, N positions, then FESS meets its table
        long pullFirst = meetingMode.startsWith("pull:") ? Long.parseLong(meetingMode.substring(5)) : 0;
        // -Dmeeting=fess:N: FESS first, N positions weighed, then the pull search meets its table
        long fessFirst = meetingMode.startsWith("fess:") ? Long.parseLong(meetingMode.substring(5)) : 0;
        // only these levels (-Dlevels=11,16,23), by their index in the file; all when unset
        java.util.Set<Integer> chosen = new java.util.HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(Integer.parseInt(s.strip()));
            }
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        int[] counts = new int[2];
        double[] cpuTotal = new double[1];
        System.out.println("index\tverdict\tnodes\tcpu_s\tlearned\tproof_positions"
                + ("packing".equals(search) || "phases".equals(search) ? "\tsteps" : ""));
        String[] steps = {""}; // the packing-order search's most steps of its plan done, and of how many
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                Board board;
                try {
                    board = Board.parse(record.rows());
                } catch (Exception e) {
                    System.err.println(record.source() + " level " + record.index() + ": " + e.getMessage());
                    return;
                }
                if (!chosen.isEmpty() && !chosen.contains(record.index())) {
                    return;
                }
                counts[0]++;
                Maze maze = new Maze(board);
                SearchControl control = new SearchControl(System.nanoTime() + wallSeconds * 1_000_000_000L, budget);
                Meeting meeting = withMeeting ? Meeting.of(maze, memory / 8) : Meeting.none();
                if (pullFirst > 0) {
                    // not counted in the level's CPU: only what the search then does is
                    SearchControl pullControl = new SearchControl(
                            System.nanoTime() + wallSeconds * 1_000_000_000L, pullFirst);
                    new PullSearch(maze, options, pullControl, memory / 2, meeting).run(System.nanoTime());
                }
                if (fessFirst > 0) {
                    SearchControl fessControl = new SearchControl(
                            System.nanoTime() + wallSeconds * 1_000_000_000L, fessFirst);
                    SearchOutcome first = new FessSearch(maze, options, fessControl, memory / 2, meeting)
                            .run(System.nanoTime());
                    if (first instanceof SearchOutcome.Found) {
                        System.out.printf(Locale.ROOT, "%d\tfess-first\t0\t0%n", record.index());
                        return; // solved before the search measured started
                    }
                }
                LearnedDeadlocks learned = options.learned(maze);
                long pushFirst = Long.getLong("pushfirst", 0);
                if (pushFirst > 0) {
                    // the race's order: the push search first, its sets left in the level's store
                    SearchControl pushControl = new SearchControl(
                            System.nanoTime() + wallSeconds * 1_000_000_000L, pushFirst);
                    SearchOutcome first = new PushSearch(maze, options, pushControl, memory / 4, Meeting.none(), learned)
                            .run(System.nanoTime());
                    if (first instanceof SearchOutcome.Found) {
                        System.out.printf(Locale.ROOT, "%d\tpush-first\t0\t0%n", record.index());
                        return;
                    }
                }
                long c0 = cpu.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                SearchOutcome o = switch (search) {
                    case "fess" -> new FessSearch(maze, options, control, memory, meeting, learned).run(start);
                    case "push" -> new PushSearch(maze, options, control, memory, Meeting.none(), learned).run(start);
                    case "pull" -> new PullSearch(maze, options, control, memory, meeting).run(start);
                    case "packing" -> {
                        PackingSearch packing = new PackingSearch(maze, PackingSearch.Clearing.valueOf(
                                System.getProperty("clearing", "any").toUpperCase(Locale.ROOT)), Long.getLong("stall", Long.MAX_VALUE), control,
                                memory, learned);
                        SearchOutcome outcome = packing.run(start);
                        PlanProgress progress = packing.progress();
                        steps[0] = progress.bestPacked() + "/" + progress.planSteps();
                        yield outcome;
                    }
                    case "phases" -> {
                        java.util.Optional<PhaseSearch> phases = PhaseSearch.of(maze, Long.getLong("stall", Long.MAX_VALUE),
                                org.sokodb.solver.packing.PhaseRules.of(options), control, memory, learned);
                        steps[0] = "no order";
                        if (phases.isEmpty()) {
                            yield SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.EXHAUSTED, 0, start);
                        }
                        SearchOutcome outcome = phases.get().run(start);
                        steps[0] = phases.get().progress();
                        if (Boolean.getBoolean("progressions")) {
                            // when it made progress: what a rule for its slot would do (docs/solver.md, "The race's members")
                            steps[0] += "\tprogress at " + java.util.Arrays.stream(phases.get().stallLog().progressions())
                                    .mapToObj(Long::toString).collect(java.util.stream.Collectors.joining(","))
                                    + "\tsets at " + java.util.Arrays.stream(phases.get().stallLog().learnings())
                                    .mapToObj(Long::toString).collect(java.util.stream.Collectors.joining(","));
                        }
                        yield outcome;
                    }
                    default -> throw new IllegalArgumentException("search: fess, push, pull, packing or phases, not " + search);
                };
                double seconds = (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
                cpuTotal[0] += seconds;
                String verdict;
                long nodes;
                if (o instanceof SearchOutcome.Found f) {
                    boolean valid = Replay.replay(board, f.steps(), TrailingSteps.REFUSE) instanceof ReplayResult.Valid;
                    verdict = valid ? "solved" : "invalid";
                    if (valid) {
                        keep(record.index(), board, f.steps().letters());
                    }
                    counts[1] += valid ? 1 : 0;
                    nodes = f.nodes();
                } else {
                    SearchOutcome.NotFound n = (SearchOutcome.NotFound) o;
                    verdict = n.ending().name().toLowerCase(Locale.ROOT);
                    nodes = n.nodes();
                }
                System.out.printf(Locale.ROOT, "%d\t%s\t%d\t%.2f\t%d\t%d%s%s%s%s%n", record.index(), verdict, nodes, seconds,
                        learned.size(), learned.proofPositions(),
                        options.uses("fenced") ? "\tprecalculated " + learned.precalculated() : "",
                        "packing".equals(search) || "phases".equals(search) ? "\t" + steps[0] : "",
                        options.uses("phaselearn") ? "\t" + learned.corralSummary() : "",
                        options.uses("clusters") || options.uses("phaseclusters") ? "\t" + learned.clusters().summary() : "");
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
        System.err.printf(Locale.ROOT, "%s %s budget %d: %d/%d solved, %.1f s of CPU%n", file.getFileName(), search,
                budget, counts[1], counts[0], cpuTotal[0]);
    }
}
