package org.sokodb.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Steps;
import org.sokodb.solver.search.PathBuilder;

/**
 * Fewer moves for the same pushes. A solution is a sequence of pushes; the man walks a
 * shortest path to each. Runs of pushes of one box can often be made at another time (the
 * box is pushed the same way, only earlier or later), and a better order saves walking:
 * this moves one run at a time to the place where the solution gets shortest, as long as
 * every push stays possible, until no move of a run helps or the time (or a budget of work) is up. Each box makes
 * the same pushes in the same order, so the push count does not change (a push-optimal
 * solution stays push-optimal) and every box ends where it ended. The result is replayed by
 * the caller like any solution; whatever this cannot read is handed back unchanged.
 */
final class MoveShortener {
    private final Board board;
    private final int[] start;
    private final int[] owner;
    private final int[] position;
    private final int[] seen;
    private final int[] queue;
    private final int[] dist;
    private int stamp;

    private MoveShortener(Board board) {
        this.board = board;
        this.start = board.boxes().clone();
        this.owner = new int[board.size()];
        this.position = new int[start.length];
        this.seen = new int[board.size()];
        this.queue = new int[board.size()];
        this.dist = new int[board.size()];
    }

    /** {@code steps} reordered to fewer moves, or {@code steps} itself; stops at {@code deadlineNanos}. */
    static Steps shorten(Board board, Steps steps, long deadlineNanos) {
        return shorten(board, steps, new Budget(true, deadlineNanos, Long.MAX_VALUE));
    }

    /**
     * As above, but stopping after about {@code walks} walks of the man to a push (each order
     * tried walks the solution up to where it gets no shorter) and never looking at the clock:
     * a budget of work that gives the same result on any machine and under any load, where a
     * deadline does not.
     */
    static Steps shortenWithin(Board board, Steps steps, long walks) {
        return shorten(board, steps, new Budget(false, 0, walks));
    }

    private static Steps shorten(Board board, Steps steps, Budget budget) {
        MoveShortener m = new MoveShortener(board);
        int[][] pushes = m.pushesOf(steps);
        if (pushes == null) {
            return steps;
        }
        int[] box = pushes[0];
        int[] dir = pushes[1];
        int best = m.moves(box, dir, Integer.MAX_VALUE, budget);
        if (best < 0) {
            return steps;
        }
        boolean better = true;
        while (better && !budget.spent()) {
            better = false;
            int[] runStart = runs(box);
            int runs = runStart.length - 1;
            outer:
            for (int r = 0; r < runs; r++) {
                for (int to = 0; to <= runs; to++) {
                    if (to == r || to == r + 1) {
                        continue;
                    }
                    if (budget.spent()) {
                        break outer;
                    }
                    int[][] c = moveRun(box, dir, runStart, r, to);
                    int moves = m.moves(c[0], c[1], best, budget);
                    if (moves >= 0 && moves < best) {
                        best = moves;
                        box = c[0];
                        dir = c[1];
                        better = true;
                        break outer;
                    }
                }
            }
        }
        return best < steps.length() ? m.steps(box, dir) : steps;
    }

    /** What one shortening may spend: walks counted always, the clock only when {@code clock}. */
    private static final class Budget {
        private final boolean clock;
        private final long deadlineNanos;
        private final long walks;
        private long walked;

        Budget(boolean clock, long deadlineNanos, long walks) {
            this.clock = clock;
            this.deadlineNanos = deadlineNanos;
            this.walks = walks;
        }

        boolean spent() {
            return walked >= walks || clock && System.nanoTime() - deadlineNanos >= 0;
        }
    }

    /** Where each run of pushes of one box begins, and the end. */
    private static int[] runs(int[] box) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < box.length; i++) {
            if (i == 0 || box[i] != box[i - 1]) {
                starts.add(i);
            }
        }
        starts.add(box.length);
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The pushes with run {@code r} taken out and put before run {@code to} ({@code runs} = at the end). */
    private static int[][] moveRun(int[] box, int[] dir, int[] runStart, int r, int to) {
        int n = box.length;
        int[] b = new int[n];
        int[] d = new int[n];
        int k = 0;
        int from = runStart[r];
        int until = runStart[r + 1];
        int at = runStart[to];
        for (int i = 0; i <= n; i++) {
            if (i == at) {
                for (int j = from; j < until; j++) {
                    b[k] = box[j];
                    d[k++] = dir[j];
                }
            }
            if (i < n && (i < from || i >= until)) {
                b[k] = box[i];
                d[k++] = dir[i];
            }
        }
        return new int[][] {b, d};
    }

    /** The pushes of {@code steps} as box numbers and directions; null when they do not replay. */
    private int[][] pushesOf(Steps steps) {
        reset();
        int man = board.man();
        List<int[]> pushes = new ArrayList<>();
        for (int i = 0; i < steps.length(); i++) {
            Direction d = steps.direction(i);
            int next = board.neighbour(man, d);
            if (next < 0 || board.isWall(next)) {
                return null;
            }
            if (owner[next] >= 0) {
                int to = board.neighbour(next, d);
                if (to < 0 || board.isWall(to) || owner[to] >= 0) {
                    return null;
                }
                int b = owner[next];
                pushes.add(new int[] {b, d.ordinal()});
                owner[next] = -1;
                owner[to] = b;
                position[b] = to;
            }
            man = next;
        }
        int[][] out = new int[2][pushes.size()];
        for (int i = 0; i < pushes.size(); i++) {
            out[0][i] = pushes.get(i)[0];
            out[1][i] = pushes.get(i)[1];
        }
        return out;
    }

    /** The moves of these pushes with shortest walks; -1 when a push is impossible or the count reaches {@code cap}. */
    private int moves(int[] box, int[] dir, int cap, Budget budget) {
        reset();
        int man = board.man();
        int moves = 0;
        Direction[] all = Direction.values();
        for (int i = 0; i < box.length; i++) {
            Direction d = all[dir[i]];
            int from = position[box[i]];
            int to = board.neighbour(from, d);
            int behind = board.neighbour(from, d.opposite());
            if (to < 0 || behind < 0 || board.isWall(to) || owner[to] >= 0) {
                return -1;
            }
            int walk = walk(man, behind);
            budget.walked++;
            if (walk < 0) {
                return -1;
            }
            moves += walk + 1;
            if (moves >= cap) {
                return -1;
            }
            owner[from] = -1;
            owner[to] = box[i];
            position[box[i]] = to;
            man = from;
        }
        return moves;
    }

    private Steps steps(int[] box, int[] dir) {
        reset();
        List<PathBuilder.Push> pushes = new ArrayList<>();
        Direction[] all = Direction.values();
        for (int i = 0; i < box.length; i++) {
            int from = position[box[i]];
            int to = board.neighbour(from, all[dir[i]]);
            pushes.add(new PathBuilder.Push(from, all[dir[i]]));
            owner[from] = -1;
            owner[to] = box[i];
            position[box[i]] = to;
        }
        return PathBuilder.steps(board, pushes);
    }

    private void reset() {
        Arrays.fill(owner, -1);
        for (int b = 0; b < start.length; b++) {
            owner[start[b]] = b;
            position[b] = start[b];
        }
    }

    /** Length of a shortest walk of the man around the boxes; -1 when there is none. */
    private int walk(int from, int to) {
        if (from == to) {
            return 0;
        }
        if (owner[to] >= 0 || board.isWall(to)) {
            return -1;
        }
        stamp++;
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        seen[from] = stamp;
        dist[from] = 0;
        Direction[] all = Direction.values();
        while (head < tail) {
            int s = queue[head++];
            for (Direction d : all) {
                int n = board.neighbour(s, d);
                if (n >= 0 && seen[n] != stamp && !board.isWall(n) && owner[n] < 0) {
                    if (n == to) {
                        return dist[s] + 1;
                    }
                    seen[n] = stamp;
                    dist[n] = dist[s] + 1;
                    queue[tail++] = n;
                }
            }
        }
        return -1;
    }
}
