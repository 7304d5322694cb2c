package org.sokodb.solver.packing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.deadlock.sets.CorralExplain;
import org.sokodb.solver.deadlock.sets.DeadProbe;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * What share of the positions the phase search expands are dead (a measuring tool, issue 82):
 * the search is run BUDGET positions on each level, every EVERY-th position it expands is kept,
 * and each kept position is checked by {@link DeadProbe} (its boxes in groups, proved dead alone
 * by an exhaustive search capped at {@code -Dcap=} positions). One TSV row a level: positions
 * expanded, samples, samples proved dead (all, and in the second half of the run), by the kind
 * of candidate that proved them, how many a jam of three or four boxes ({@code LocalDeadlocks})
 * already shows, and the sizes of the smallest dead sets. With {@code -Ddetail=DIR} each dead
 * sample's position is written there with its dead set marked ({@code x}, {@code X} on a goal), its phase
 * and score beside it (with {@code -Dalive=true} the samples not proved dead too),
 * and beside it where the search got furthest ({@link LowestPhase}: the first position of each new
 * lowest phase, the best of the last, the empty targets of its phase marked {@code o}).
 * With {@code -Dexplain=N,M} the positions expanded N-th and M-th are shown on the standard error
 * with each of their corrals as the search's corral learning sees it ({@link CorralExplain}, the
 * larger cap {@code -Dcap=}) and whether a set learned by then holds them.
 * The search's options as in {@code bench/SearchBudget.java} ({@code -Don=}, {@code -Doff=}).
 *
 * <pre>
 *   bench/deadshare.sh LEVELS.xsb BUDGET EVERY [-Dlevels=28,76] [-Dcap=20000] [-Ddetail=DIR] [-Dalive=true]
 * </pre>
 */
public final class DeadShare {
    private DeadShare() {
    }

    private static Set<String> names(String list) {
        return list.isBlank() ? Set.of() : Set.of(list.split(","));
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        long budget = Long.parseLong(args[1]);
        long every = Long.parseLong(args[2]);
        int cap = Integer.getInteger("cap", 20_000);
        String detail = System.getProperty("detail", "");
        boolean alive = Boolean.getBoolean("alive");
        SearchOptions options = SearchOptions.FAST.switched(names(System.getProperty("on", "")),
                names(System.getProperty("off", "")));
        Set<Integer> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(Integer.parseInt(s.strip()));
            }
        }
        System.out.println("level\tending\texpanded\tprogress\tsamples\tdead\tdead_2nd_half\tby_kind\tjam_known\tset_sizes");
        LevelSources.read(List.of(file.toString()), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (!chosen.isEmpty() && !chosen.contains(record.index())) {
                    return;
                }
                Board board;
                try {
                    board = Board.parse(record.rows());
                } catch (Exception e) {
                    System.err.println(record.source() + " level " + record.index() + ": " + e.getMessage());
                    return;
                }
                System.out.println(measure(record.index(), new Maze(board), budget, every, cap, options, detail, alive));
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

    private record Sample(long at, int phase, int score, boolean[] box, int man) {
    }

    private static String measure(int level, Maze maze, long budget, long every, int cap, SearchOptions options,
            String detail, boolean alive) {
        LearnedDeadlocks learned = options.learned(maze);
        SearchControl control = new SearchControl(System.nanoTime() + 3_600_000_000_000L, budget);
        Optional<PhaseSearch> made = PhaseSearch.of(maze, Long.MAX_VALUE, PhaseRules.of(options), control, 512L << 20, learned);
        if (made.isEmpty()) {
            return level + "\tno order";
        }
        PhaseSearch search = made.get();
        List<Sample> samples = new ArrayList<>();
        Set<Long> explained = new HashSet<>();
        for (String n : System.getProperty("explain", "").split(",")) {
            if (!n.isBlank()) {
                explained.add(Long.parseLong(n.strip()));
            }
        }
        CorralExplain explain = new CorralExplain(maze, cap);
        DeadProbe drawn = new DeadProbe(maze, cap);
        LowestPhase lowest = new LowestPhase(search, maze, search.phaseOrder());
        search.watch = new PhaseWatch() {
            @Override
            public boolean expanding(int id, long nodes) {
                lowest.expanding(id, nodes);
                if (explained.contains(nodes)) {
                    System.err.println("position " + nodes + ":\n" + drawn.show(search.layoutOf(id), search.manOf(id), null)
                            + explain.explain(search.layoutOf(id), search.manOf(id), learned));
                }
                if (nodes % every == 0) {
                    samples.add(new Sample(nodes, lowest.phaseOf(id), search.score(id), search.layoutOf(id), search.manOf(id)));
                }
                return false;
            }

            @Override
            public void child(int parent, int push, int child, int phase, int score, int open, boolean queued) {
                lowest.placed(child, phase);
                if (queued) {
                    lowest.queued(parent, push, child);
                }
            }
        };
        SearchOutcome outcome = search.run(System.nanoTime());
        long expanded = outcome instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) outcome).nodes();
        String ending = outcome instanceof SearchOutcome.Found ? "solved"
                : ((SearchOutcome.NotFound) outcome).ending().name().toLowerCase(Locale.ROOT);
        DeadProbe probe = new DeadProbe(maze, cap);
        int dead = 0;
        int deadLate = 0;
        int jams = 0;
        Map<String, Integer> kinds = new TreeMap<>();
        Map<Integer, Integer> sizes = new TreeMap<>();
        StringBuilder shown = new StringBuilder();
        for (Sample s : samples) {
            DeadProbe.Verdict v = probe.probe(s.box(), s.man());
            if (!v.dead()) {
                if (alive) {
                    shown.append("position ").append(s.at()).append(" (phase ").append(s.phase()).append(", score ")
                            .append(s.score()).append("): not proved dead\n").append(probe.show(s.box(), s.man(), v.set()))
                            .append('\n');
                }
                continue;
            }
            dead++;
            deadLate += s.at() > budget / 2 ? 1 : 0;
            jams += v.jam() ? 1 : 0;
            kinds.merge(v.kind(), 1, Integer::sum);
            sizes.merge(v.set().length, 1, Integer::sum);
            shown.append("position ").append(s.at()).append(" (phase ").append(s.phase()).append(", score ")
                    .append(s.score()).append("): ").append(v.kind()).append(", ")
                    .append(v.set().length).append(" boxes").append(v.jam() ? ", a jam" : "").append('\n')
                    .append(probe.show(s.box(), s.man(), v.set())).append('\n');
        }
        if (!detail.isEmpty()) {
            try {
                Files.createDirectories(Path.of(detail));
                Files.writeString(Path.of(detail, "level-" + level + ".txt"), shown);
                Files.writeString(Path.of(detail, "level-" + level + "-lowest.txt"), lowest.report(probe));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return level + "\t" + ending + "\t" + expanded + "\t" + search.progress() + "\t" + samples.size()
                + "\t" + dead + "\t" + deadLate + "\t" + kinds + "\t" + jams + "\t" + sizes;
    }
}
