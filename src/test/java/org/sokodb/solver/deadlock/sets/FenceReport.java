package org.sokodb.solver.deadlock.sets;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.packing.PhaseRules;
import org.sokodb.solver.packing.PhaseSearch;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * Which fences the corrals' larger proofs ({@code phaserepeat}, {@link RepeatedCorrals}) meet and how
 * their proofs end (a measuring tool, issue 82): the phase search alone with the race's stall rule,
 * BUDGET positions on each level, and for each larger proof its fence's boxes, the man's area with
 * those boxes alone, the squares it fences off and the goals among them, how the corral's first
 * proof ended, the cap and how the larger proof ended. One line a proof, then a count by the
 * fence's size and endings, then the first {@code -Dshow=N} proofs not proved drawn (the fence
 * {@code x}/{@code X}, the man {@code @}). Options as bench/SearchBudget.java ({@code -Don=}, {@code
 * -Doff=}, {@code -Dlevels=}, {@code -Dstall=}, {@code -Dpushfirst=}: the push search first, its sets kept). Each line
 * also says the position the phase search handed over when the proof was made and how many it had gone past its last
 * progress.
 *
 * <pre>
 *   java -Don=phaserepeat -Dlevels=75 -cp CLASSPATH org.sokodb.solver.deadlock.sets.FenceReport XSokoban_90.xsb 300000
 * </pre>
 */
public final class FenceReport {
    private FenceReport() {
    }

    private static Set<String> names(String list) {
        return list.isBlank() ? Set.of() : Set.of(list.split(","));
    }

    public static void main(String[] args) {
        long budget = Long.parseLong(args[1]);
        SearchOptions options = SearchOptions.FAST.switched(names(System.getProperty("on", "")),
                names(System.getProperty("off", "")));
        Set<Integer> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(Integer.parseInt(s.strip()));
            }
        }
        LevelSources.read(List.of(Path.of(args[0]).toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (chosen.isEmpty() || chosen.contains(record.index())) {
                    try {
                        report(record.index(), new Maze(Board.parse(record.rows())), budget, options);
                    } catch (Exception e) {
                        System.err.println(record.source() + " level " + record.index() + ": " + e.getMessage());
                    }
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
    }

    private static void report(int level, Maze maze, long budget, SearchOptions options) {
        LearnedDeadlocks store = options.learned(maze);
        long pushFirst = Long.getLong("pushfirst", 0);
        if (pushFirst > 0) {
            // the race's order: the push search first, its sets left in the level's store (as bench/SearchBudget.java)
            new PushSearch(maze, options, new SearchControl(System.nanoTime() + 3_600_000_000_000L, pushFirst), 128L << 20,
                    Meeting.none(), store).run(System.nanoTime());
        }
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, budget);
        PhaseSearch search = PhaseSearch.of(maze, Long.getLong("stall", 75_000), PhaseRules.of(options), control, 512L << 20, store)
                .orElseThrow();
        var outcome = search.run(System.nanoTime());
        System.out.println("level " + level + ": " + outcome.getClass().getSimpleName() + " " + search.progress());
        System.out.println(store.corralSummary());
        System.out.println("#\tcap\tboxes\tman_area\tfenced\tgoals_fenced\tfirst\tending\tpositions\tset\thanded\twithout");
        Map<String, Integer> counts = new TreeMap<>();
        List<RepeatedCorrals.Attempt> attempts = store.repeats.attempts();
        ManReach reach = new ManReach(maze);
        DeadProbe probe = new DeadProbe(maze, 1);
        int shown = 0;
        int show = Integer.getInteger("show", 5);
        StringBuilder drawn = new StringBuilder();
        for (int i = 0; i < attempts.size(); i++) {
            RepeatedCorrals.Attempt a = attempts.get(i);
            boolean[] box = new boolean[maze.size];
            for (int b : a.boxes()) {
                box[b] = true;
            }
            reach.fill(a.man(), box);
            int fenced = 0;
            int goals = 0;
            for (int s = 0; s < maze.size; s++) {
                if (!box[s] && !reach.reached(s)) {
                    fenced++;
                    goals += maze.goal[s] ? 1 : 0;
                }
            }
            System.out.printf(Locale.ROOT, "%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%d\t%s\t%d\t%d%n", i, a.cap(), a.boxes().length, reach.count(),
                    fenced, goals, a.first(), a.ending(), a.positions(), a.set() == null ? "-" : a.set().squares().length,
                    a.handed(), a.without());
            counts.merge(String.format(Locale.ROOT, "%2d boxes, %s, cap %d, %s", a.boxes().length, a.first(), a.cap(),
                    a.set() != null ? "proved" : a.ending()), 1, Integer::sum);
            if (a.set() == null && shown < show) {
                shown++;
                drawn.append("proof ").append(i).append(": ").append(a.boxes().length).append(" boxes, first ")
                        .append(a.first()).append(", ").append(a.ending()).append(" at ").append(a.cap()).append('\n')
                        .append(probe.show(new boolean[maze.size], a.man(), a.boxes())).append('\n');
            }
        }
        counts.forEach((k, v) -> System.out.println(v + "\t" + k));
        System.out.print(drawn);
    }
}
