package org.sokodb.solver.packing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.Maze;

/**
 * The order in which a known solution fills the goals, set against the level's phased order
 * (issue 82): for each goal the push after which it holds a box for good, and its phase. A pair
 * of goals the solution fills for good the other way round from the order (a goal of a lower
 * phase, which the order fills later, filled first) is an <em>inversion</em>: none means the
 * order is the solution's own, as on XSokoban 50 (journal/solver.md entry 99). For each parking
 * square of the order, the first push after which the solution has a box on it, if any.
 *
 * <pre>java -Dlevels=23,30,74 -cp CP org.sokodb.solver.packing.FillOrder SOLUTIONS.sok</pre>
 */
public final class FillOrder {
    /** The columns of {@link #row}. */
    public static final String HEADER = "level\tgoals\tphases\tparking\tinversions\tfirst_inversion\tparking_used\tfilled";

    private FillOrder() {
    }

    public static void main(String[] args) {
        Set<String> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(s.strip());
            }
        }
        System.out.println(HEADER);
        for (Solutions.Solved s : Solutions.read(Path.of(args[0]))) {
            if (!chosen.isEmpty() && !chosen.contains(s.name())) {
                continue;
            }
            Maze maze = new Maze(s.board());
            PathTrace.Path path = PathTrace.path(maze, s.steps());
            System.out.println(s.name() + "\t" + row(maze, path.boxes()).orElse("no order"));
        }
    }

    /**
     * The row of a level (after its name, see {@link #HEADER}) for the boxes after each push of a
     * solution ({@code layouts}, the start first); empty when the level has no order.
     */
    static Optional<String> row(Maze maze, List<boolean[]> layouts) {
        return Unpacking.of(maze).map(order -> {
            int[] filled = filledForGood(maze, layouts);
            List<Integer> goals = new ArrayList<>();
            for (int g : maze.goals) {
                goals.add(g);
            }
            goals.sort(Comparator.comparingInt((Integer g) -> filled[g]).thenComparingInt(g -> -order.goalPhase(g)));
            int inversions = 0;
            String first = "-";
            for (int i = 0; i < goals.size(); i++) {
                for (int j = i + 1; j < goals.size(); j++) {
                    int a = goals.get(i);
                    int b = goals.get(j);
                    if (filled[a] < filled[b] && order.goalPhase(a) < order.goalPhase(b)) {
                        inversions++;
                        if ("-".equals(first)) {
                            first = at(maze, a) + "@" + filled[a] + ":p" + order.goalPhase(a) + " before " + at(maze, b)
                                    + "@" + filled[b] + ":p" + order.goalPhase(b);
                        }
                    }
                }
            }
            StringBuilder parked = new StringBuilder();
            for (int t = 0; t < order.size(); t++) {
                if (!order.parking(t)) {
                    continue;
                }
                int square = order.squares()[t];
                int used = -1;
                for (int k = 0; k < layouts.size() && used < 0; k++) {
                    used = layouts.get(k)[square] ? k : -1;
                }
                parked.append(parked.length() == 0 ? "" : " ").append(at(maze, square)).append(":p")
                        .append(order.phases()[t]).append(used < 0 ? ":never" : "@" + used);
            }
            StringBuilder sequence = new StringBuilder();
            for (int g : goals) {
                sequence.append(sequence.length() == 0 ? "" : " ").append(at(maze, g)).append('@').append(filled[g])
                        .append(":p").append(order.goalPhase(g));
            }
            return maze.goals.length + "\t" + order.phaseCount() + "\t" + order.parkingCount() + "\t" + inversions + "\t"
                    + first + "\t" + (parked.length() == 0 ? "-" : parked) + "\t" + sequence;
        });
    }

    /** Per floor square: the push after which it holds a box in every later layout (0: from the start on). */
    static int[] filledForGood(Maze maze, List<boolean[]> layouts) {
        int[] filled = new int[maze.size];
        int last = layouts.size() - 1;
        for (int s = 0; s < maze.size; s++) {
            int k = last;
            while (k > 0 && layouts.get(k - 1)[s]) {
                k--;
            }
            filled[s] = layouts.get(last)[s] ? k : -1;
        }
        return filled;
    }

    /** A floor square as (column,row) of the board, 0-based. */
    private static String at(Maze maze, int s) {
        int cell = maze.square[s];
        return "(" + cell % maze.board.width() + "," + cell / maze.board.width() + ")";
    }
}
