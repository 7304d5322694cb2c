package org.sokodb.solver;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.packing.PhaseRules;
import org.sokodb.solver.packing.PhaseSearch;
import org.sokodb.solver.packing.PathReach;
import org.sokodb.solver.packing.PhaseTrace;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * The trace along known solutions as a command ({@code bench/trace.sh}): for each level of a
 * solution file, its first valid solution walked push by push through every cut of the
 * searches ({@link PathTrace}). One TSV row a level: the pushes, the deadlock sets learned from
 * the dead ends one push off the path, the first push a sound cut rejects (a bug: none expected)
 * and which cuts, then where the searches that restrict themselves cannot follow it (the first
 * push outside the PI-corral the search keeps to, the first the packing-order search's packed
 * goals shut out, and how often each). {@code -Dlearn=N} first runs the forward searches N
 * positions each, sharing one store of learned deadlock sets as in a solve, and asks their sets of
 * the path too. With {@code phases BUDGET} the phase search is run along the path instead
 * ({@link PhaseTrace}), the open list as the search left it at each path position; with {@code
 * fresh BUDGET} emptied there; {@code show K} prints the position after K pushes. {@code
 * -Don=parktunnel} (or another of {@link org.sokodb.solver.packing.PhaseRules}) traces the phase search with that technique on;
 * {@code -Don=phaselearn} also learns from the corrals of every position of the path and of its
 * children ({@link PathTrace#corralsAround}) before the sets are asked; {@code -Don=phasestall}
 * from the no-progress checkpoints' whole-position candidate at each of them ({@link
 * PathTrace#stallAround}), and with {@code -Dlearn=N} the phase search's own checkpoints; {@code
 * -Don=phaseclusters} from the groups of touching boxes of every position of the path and of its
 * children ({@link org.sokodb.solver.deadlock.sets.ClusterSets#learn}); {@code -Don=clusters} asks the
 * clusters precalculated too. {@code -Dline=LURD} walks those moves from the start in place of the
 * solution (one level: where the phase search would take a line of one's own).
 *
 * <pre>
 *   bench/trace.sh SOLUTIONS.sok [cuts | phases STEP_BUDGET | fresh STEP_BUDGET | show PUSHES] [-Dlevels=28,76]
 * </pre>
 */
public final class TraceSolutions {
    private TraceSolutions() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        String mode = args.length > 1 ? args[1] : "cuts";
        long stepBudget = args.length > 2 ? Long.parseLong(args[2]) : 100_000;
        Set<String> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(s.strip());
            }
        }
        if ("reach".equals(mode)) {
            System.out.println(PathReach.HEADER);
        } else if (mode.startsWith("phases") || "fresh".equals(mode)) {
            System.out.println(PhaseTrace.HEADER);
        } else {
            System.out.println("level\tpushes\tlearned\tfirst_bug\tbugs\tfirst_corral_elsewhere\tcorral_elsewhere"
                    + "\tfirst_step_walls\tstep_walls");
        }
        for (Solutions.Solved s : Solutions.read(file)) {
            if (!chosen.isEmpty() && !chosen.contains(s.name())) {
                continue;
            }
            Maze maze = new Maze(s.board());
            PathTrace.Path path = PathTrace.path(maze, line().orElse(s.steps()));
            if ("show".equals(mode)) {
                int k = (int) stepBudget;
                boolean[] box = path.boxes().get(k);
                int[] squares = new int[maze.boxCount()];
                int j = 0;
                for (int q = 0; q < maze.size; q++) {
                    if (box[q]) {
                        squares[j++] = maze.square[q];
                    }
                }
                System.out.println(s.name() + " after push " + k + (k < path.pushes() ? ", next push "
                        + "(" + maze.square[path.from()[k]] % s.board().width() + "," + maze.square[path.from()[k]]
                                / s.board().width() + ")+" + "URDL".charAt(path.direction()[k]) : "") + ":");
                System.out.println(s.board().withManAndBoxes(maze.square[path.man()[k]], squares).toXsb());
                continue;
            }
            if ("reach".equals(mode)) {
                PathReach.of(maze, path.boxes(), stepBudget, PhaseRules.of(options()))
                        .ifPresentOrElse(r -> System.out.println(s.name() + "\t" + r.row()),
                                () -> System.out.println(s.name() + "\tno order"));
                continue;
            }
            if ("phases".equals(mode) || "fresh".equals(mode)) {
                PhaseTrace.of(maze, path.from(), path.direction(), stepBudget, "fresh".equals(mode),
                        PhaseRules.of(options()))
                        .ifPresentOrElse(t -> {
                            System.out.println(s.name() + "\t" + t.row());
                            detail(s.name(), t);
                        }, () -> System.out.println(s.name() + "\tno order"));
                continue;
            }
            LearnedDeadlocks learned = options().learned(maze);
            PathTrace trace = new PathTrace(maze);
            trace.learnAround(path, learned);
            if (options().uses("phaselearn")) {
                trace.corralsAround(path, learned);
            }
            if (options().uses("phasestall")) {
                trace.stallAround(path, learned);
            }
            if (options().uses("phaseclusters")) {
                trace.around(path, learned.clusters()::learn); // the touching groups of the path and its children
            }
            long learn = Long.getLong("learn", 0);
            if (learn > 0) {
                learnBySearching(maze, learn, learned);
            }
            List<PathTrace.Rejection> rejections = trace.rejections(path, learned);
            System.out.println(s.name() + "\t" + path.pushes() + "\t" + learned.size() + "\t" + row(rejections));
        }
    }

    /**
     * The forward searches run on {@code maze} for {@code budget} positions each, sharing
     * {@code learned} as in a solve (the push search, the phase search, the packing-order
     * search's WAY, FESS): the sets they learn are then asked of the path too. The phase search
     * with {@code -Don=} as in a measurement ({@code phasestall}: the sets its checkpoints learn).
     */
    private static void learnBySearching(Maze maze, long budget, LearnedDeadlocks learned) {
        long memory = 256L << 20;
        new PushSearch(maze, SearchOptions.FAST, new SearchControl(Long.MAX_VALUE, budget), memory, Meeting.none(),
                learned).run(System.nanoTime());
        PhaseSearch.of(maze, Long.MAX_VALUE, PhaseRules.of(options()), new SearchControl(Long.MAX_VALUE, budget), memory, learned)
                .ifPresent(search -> search.run(System.nanoTime()));
        new PackingSearch(maze, PackingSearch.Clearing.WAY, Long.MAX_VALUE, new SearchControl(Long.MAX_VALUE, budget),
                memory, learned).run(System.nanoTime());
        new FessSearch(maze, SearchOptions.FAST, new SearchControl(Long.MAX_VALUE, budget), memory, Meeting.none(),
                learned).run(System.nanoTime());
    }

    /**
     * The moves of {@code -Dline=LURD}, when set: walked in place of the level's solution (a line
     * of one's own from the start, not a whole solution: where the search would take it).
     */
    private static java.util.Optional<org.sokodb.replay.Steps> line() {
        String lurd = System.getProperty("line", "");
        if (lurd.isBlank()) {
            return java.util.Optional.empty();
        }
        if (org.sokodb.replay.Lurd.parse(lurd) instanceof org.sokodb.replay.LurdResult.Parsed parsed) {
            return java.util.Optional.of(parsed.steps());
        }
        throw new IllegalArgumentException("-Dline: not LURD moves: " + lurd);
    }

    /** The plain solve's options, with {@code -Don=NAME,…} and {@code -Doff=NAME,…} switched (as bench/SearchBudget.java). */
    private static SearchOptions options() {
        return SearchOptions.FAST.switched(names(System.getProperty("on", "")), names(System.getProperty("off", "")));
    }

    private static Set<String> names(String list) {
        return list.isBlank() ? Set.of() : Set.of(list.split(","));
    }

    /** The per-push table of the phase search's trace, to {@code -Ddetail=DIR}/LEVEL.tsv when set. */
    private static void detail(String name, PhaseTrace trace) {
        String dir = System.getProperty("detail", "");
        if (dir.isBlank()) {
            return;
        }
        try {
            java.nio.file.Files.createDirectories(Path.of(dir));
            java.nio.file.Files.writeString(Path.of(dir, name + ".tsv"), trace.detail());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String row(List<PathTrace.Rejection> rejections) {
        int firstBug = -1;
        Set<PathTrace.Cut> bugs = new java.util.TreeSet<>();
        Map<PathTrace.Cut, Integer> first = new EnumMap<>(PathTrace.Cut.class);
        Map<PathTrace.Cut, Integer> count = new EnumMap<>(PathTrace.Cut.class);
        for (PathTrace.Rejection r : rejections) {
            if (r.cut().sound) {
                bugs.add(r.cut());
                if (firstBug < 0 || forwardFirst(r, firstBug)) {
                    firstBug = r.push();
                }
            } else {
                first.putIfAbsent(r.cut(), r.push());
                count.merge(r.cut(), 1, Integer::sum);
            }
        }
        return (firstBug < 0 ? "-" : String.valueOf(firstBug)) + "\t" + (bugs.isEmpty() ? "-" : bugs.toString())
                + "\t" + first.getOrDefault(PathTrace.Cut.CORRAL_ELSEWHERE, -1)
                + "\t" + count.getOrDefault(PathTrace.Cut.CORRAL_ELSEWHERE, 0)
                + "\t" + first.getOrDefault(PathTrace.Cut.STEP_WALLS, -1)
                + "\t" + count.getOrDefault(PathTrace.Cut.STEP_WALLS, 0);
    }

    private static boolean forwardFirst(PathTrace.Rejection r, int firstBug) {
        return r.push() < firstBug;
    }
}
