import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Direction;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * Values of search effort and of how forced a solution is, tried for the difficulty fit
 * (docs/journal/difficulty.md, entry 10's "Search effort, forced pushes, dead squares, goal-area
 * entries", moved there from docs/difficulty.md), each the same on any machine:
 * <ul>
 * <li>{@code plain_search}: positions a plain best-first push search expands before it reaches the
 * solved position (the priority: the sum over the boxes of the fewest pushes to the nearest goal
 * on the empty board; ties first in, first out; pushes onto dead squares left out; nothing
 * else: no deadlock tables, no macro moves), within a budget; a level not solved in it counts
 * the budget;</li>
 * <li>{@code forced_pushes}: the pushes of the solution a level is rated by (as DifficultyFit
 * chooses it) that are the only push in their position not onto a dead square;</li>
 * <li>{@code dead_share}: dead squares (no goal reachable by pushes on the empty board) per 1,000
 * floor squares;</li>
 * <li>{@code goal_area_entries}: pushes that take a box from outside the goal area (the goals
 * and the floor squares next to one) into it;</li>
 * <li>{@code live_pushes}: the pushes not onto a dead square open in the positions where the
 * solution pushes, their mean × 100 (how much choice the solution passes through).</li>
 * </ul>
 *
 *   java -cp target/sokodb.jar:bench/out/difficulty/classes SearchAndForcing MANIFEST OUTDIR NODES
 *
 * Writes OUTDIR/NAME.tsv for each value, one line a level: {@code set<TAB>index<TAB>value}, the
 * form DifficultyFit's {@code -Deffort=} reads.
 */
public class SearchAndForcing {
    static final String[] NAMES = {"plain_search", "forced_pushes", "dead_share", "goal_area_entries", "live_pushes"};

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[1]);
        long nodes = Long.parseLong(args[2]);
        Files.createDirectories(dir);
        StringBuilder[] out = new StringBuilder[NAMES.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = new StringBuilder();
        }
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            LevelSources.read(List.of(f[2]), LevelSources.Handler.of(r -> {
                Board board;
                try {
                    board = Board.parse(r.rows());
                } catch (BoardException e) {
                    return;
                }
                String chosen = DifficultyFit.chosen(board, r.solutions().stream().filter(b -> !b.isSnapshot())
                        .map(SolutionBlock::moves).toList());
                if (chosen == null) {
                    return;
                }
                long[] v = values(board, chosen, nodes);
                for (int i = 0; i < NAMES.length; i++) {
                    out[i].append(String.format(Locale.ROOT, "%s\t%d\t%d%n", f[0], r.index(), v[i]));
                }
                System.err.printf(Locale.ROOT, "%s %d: %s%n", f[0], r.index(), Arrays.toString(v));
            }, SolverEffort.quiet()));
        }
        for (int i = 0; i < NAMES.length; i++) {
            Files.writeString(dir.resolve(NAMES[i] + ".tsv"), out[i]);
        }
    }

    static long[] values(Board board, String moves, long nodes) {
        int[] distance = pushDistances(board);
        int floor = 0;
        int dead = 0;
        boolean[] area = new boolean[board.size()];
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s)) {
                floor++;
                if (distance[s] == Integer.MAX_VALUE) {
                    dead++;
                }
                if (board.isGoal(s)) {
                    area[s] = true;
                    for (Direction d : Direction.values()) {
                        int n = board.neighbour(s, d);
                        if (n >= 0 && board.isInArea(n)) {
                            area[n] = true;
                        }
                    }
                }
            }
        }
        Steps steps = ((ReplayResult.Valid) Replay.check(board, moves, TrailingSteps.TRIM)).steps();
        boolean[] box = new boolean[board.size()];
        for (int s : board.boxes()) {
            box[s] = true;
        }
        int man = board.man();
        long forced = 0;
        long areaEntries = 0;
        long live = 0;
        long pushes = 0;
        for (int i = 0; i < steps.length(); i++) {
            Direction d = steps.direction(i);
            int next = board.neighbour(man, d);
            if (box[next]) {
                int beyond = board.neighbour(next, d);
                int options = livePushes(board, box, man, distance);
                live += options;
                pushes++;
                if (options == 1) {
                    forced++;
                }
                if (!area[next] && area[beyond]) {
                    areaEntries++;
                }
                box[next] = false;
                box[beyond] = true;
            }
            man = next;
        }
        return new long[] {plainSearch(board, distance, nodes), forced, floor == 0 ? 0 : 1000L * dead / floor,
            areaEntries, pushes == 0 ? 0 : 100 * live / pushes};
    }

    /** Pushes of the position (boxes {@code box}, the man on {@code man}) that take a box onto a square that is not dead. */
    static int livePushes(Board board, boolean[] box, int man, int[] distance) {
        boolean[] reach = reach(board, box, man);
        int n = 0;
        for (int s = 0; s < board.size(); s++) {
            if (!box[s]) {
                continue;
            }
            for (Direction d : Direction.values()) {
                int behind = board.neighbour(s, d.opposite());
                int to = board.neighbour(s, d);
                if (behind >= 0 && to >= 0 && reach[behind] && board.isInArea(to) && !box[to]
                        && distance[to] != Integer.MAX_VALUE) {
                    n++;
                }
            }
        }
        return n;
    }

    static boolean[] reach(Board board, boolean[] box, int man) {
        boolean[] seen = new boolean[board.size()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[man] = true;
        queue.add(man);
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (Direction d : Direction.values()) {
                int n = board.neighbour(at, d);
                if (n >= 0 && !seen[n] && board.isInArea(n) && !box[n]) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return seen;
    }

    record Node(int[] boxes, int man, int h, long order) {
    }

    /** Positions a plain best-first push search expands up to the solved position; {@code nodes} when it needs more. */
    static long plainSearch(Board board, int[] distance, long nodes) {
        int[] start = board.boxes().clone();
        Arrays.sort(start);
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.h != b.h ? Integer.compare(a.h, b.h)
                : Long.compare(a.order, b.order));
        Set<String> seen = new HashSet<>();
        long order = 0;
        open.add(new Node(start, board.man(), h(start, distance), order++));
        long expanded = 0;
        while (!open.isEmpty() && expanded < nodes) {
            Node n = open.poll();
            boolean[] box = new boolean[board.size()];
            for (int s : n.boxes) {
                box[s] = true;
            }
            boolean[] reach = reach(board, box, n.man);
            int least = 0;
            while (!reach[least]) {
                least++;
            }
            if (!seen.add(Arrays.toString(n.boxes) + least)) {
                continue;
            }
            expanded++;
            if (n.h == 0) {
                return expanded;
            }
            for (int i = 0; i < n.boxes.length; i++) {
                int s = n.boxes[i];
                for (Direction d : Direction.values()) {
                    int behind = board.neighbour(s, d.opposite());
                    int to = board.neighbour(s, d);
                    if (behind >= 0 && to >= 0 && reach[behind] && board.isInArea(to) && !box[to]
                            && distance[to] != Integer.MAX_VALUE) {
                        int[] next = n.boxes.clone();
                        next[i] = to;
                        Arrays.sort(next);
                        open.add(new Node(next, s, h(next, distance), order++));
                    }
                }
            }
        }
        return nodes;
    }

    static int h(int[] boxes, int[] distance) {
        int sum = 0;
        for (int s : boxes) {
            sum += distance[s];
        }
        return sum;
    }

    /** The fewest pushes from each square to the nearest goal on the empty board; MAX_VALUE where none is reachable. */
    static int[] pushDistances(Board board) {
        int[] distance = new int[board.size()];
        Arrays.fill(distance, Integer.MAX_VALUE);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && board.isGoal(s)) {
                distance[s] = 0;
                queue.add(s);
            }
        }
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (Direction d : Direction.values()) {
                int before = board.neighbour(at, d.opposite());
                int man = before < 0 ? -1 : board.neighbour(before, d.opposite());
                if (man >= 0 && board.isInArea(before) && board.isInArea(man) && distance[before] == Integer.MAX_VALUE) {
                    distance[before] = distance[at] + 1;
                    queue.add(before);
                }
            }
        }
        return distance;
    }
}
