package org.sokodb.solver.packing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.Maze;

/**
 * Where a known solution parks its boxes, set against the parking squares of the level's phased
 * order (issue 82). A box <em>waits</em> on a square off the goals when it stands there while at
 * least {@link #WAIT} pushes of other boxes are made; a wait that begins at the start (the box not
 * yet moved) counts for a parking square of the order that holds a start box, not as a square the
 * solution chose. Per level: each of our parking squares with its phase and the longest wait on
 * it ({@code never} when no box waits there), and the squares the solution's boxes wait on after
 * being moved that are no parking square of ours, each with its pushes (from-to) and, in
 * brackets, whether it is in a one-wide tunnel ({@link Parking#tunnelSquares}).
 *
 * <pre>java -Dlevels=30,74 [-Dtunnels=true] -cp CP org.sokodb.solver.packing.ParkWaits SOLUTIONS.sok</pre>
 */
public final class ParkWaits {
    /** The pushes of other boxes a box must stand through for its square to count as a wait. */
    public static final int WAIT = 10;
    /** The columns of {@link #row}. */
    public static final String HEADER = "level\tphases\tours\tours_used\tours_never\ttheirs_not_ours";

    private ParkWaits() {
    }

    public static void main(String[] args) {
        Set<String> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(s.strip());
            }
        }
        boolean tunnels = Boolean.getBoolean("tunnels");
        System.out.println(HEADER);
        for (Solutions.Solved s : Solutions.read(Path.of(args[0]))) {
            if (!chosen.isEmpty() && !chosen.contains(s.name())) {
                continue;
            }
            Maze maze = new Maze(s.board());
            Optional<String> row = row(maze, PathTrace.path(maze, s.steps()), tunnels);
            if (row.isPresent()) {
                System.out.println(s.name() + "\t" + row.get());
            }
        }
    }

    /** One box's stay on a square: the layouts {@code from} to {@code to} (pushes), and whether it had moved before. */
    record Wait(int square, int from, int to, boolean moved) {
        int length() {
            return to - from;
        }
    }

    /** Every stay of a box off the goals through at least {@link #WAIT} pushes of other boxes, in the order they begin. */
    static List<Wait> waits(Maze maze, PathTrace.Path path) {
        int pushes = path.pushes();
        int[] since = new int[maze.size];
        boolean[] moved = new boolean[maze.size];
        List<Wait> waits = new ArrayList<>();
        for (int k = 0; k < pushes; k++) {
            int from = path.from()[k];
            int to = maze.step(from, path.direction()[k]);
            if (!maze.goal[from] && k - since[from] >= WAIT) {
                waits.add(new Wait(from, since[from], k, moved[from]));
            }
            since[to] = k + 1;
            moved[to] = true;
            moved[from] = false;
        }
        boolean[] last = path.boxes().get(pushes);
        for (int s = 0; s < maze.size; s++) {
            if (last[s] && !maze.goal[s] && pushes - since[s] >= WAIT) {
                waits.add(new Wait(s, since[s], pushes, moved[s]));
            }
        }
        waits.sort((a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from()) : Integer.compare(a.square(), b.square()));
        return waits;
    }

    /** The row of a level after its name (see {@link #HEADER}); empty when the level has no order. */
    static Optional<String> row(Maze maze, PathTrace.Path path, boolean tunnels) {
        return Unpacking.of(maze, false, tunnels).map(order -> {
            List<Wait> waits = waits(maze, path);
            boolean[] ours = new boolean[maze.size];
            StringBuilder used = new StringBuilder();
            StringBuilder never = new StringBuilder();
            int count = 0;
            for (int t = 0; t < order.size(); t++) {
                if (!order.parking(t)) {
                    continue;
                }
                count++;
                int square = order.squares()[t];
                ours[square] = true;
                Wait longest = null;
                for (Wait w : waits) {
                    if (w.square() == square && (longest == null || w.length() > longest.length())) {
                        longest = w;
                    }
                }
                String at = at(maze, square) + ":p" + order.phases()[t];
                if (longest == null) {
                    never.append(never.length() == 0 ? "" : " ").append(at);
                } else {
                    used.append(used.length() == 0 ? "" : " ").append(at).append('@').append(longest.from()).append('-')
                            .append(longest.to());
                }
            }
            boolean[] tunnel = Parking.tunnelSquares(maze);
            StringBuilder theirs = new StringBuilder();
            for (Wait w : waits) {
                if (w.moved() && !ours[w.square()]) {
                    theirs.append(theirs.length() == 0 ? "" : " ").append(at(maze, w.square())).append('@').append(w.from())
                            .append('-').append(w.to()).append(tunnel[w.square()] ? "[tunnel]" : "");
                }
            }
            return order.phaseCount() + "\t" + count + "\t" + (used.length() == 0 ? "-" : used) + "\t"
                    + (never.length() == 0 ? "-" : never) + "\t" + (theirs.length() == 0 ? "-" : theirs);
        });
    }

    /** A floor square as (column,row) of the board, 0-based. */
    static String at(Maze maze, int s) {
        int cell = maze.square[s];
        return "(" + cell % maze.board.width() + "," + cell / maze.board.width() + ")";
    }
}
