package org.sokodb.optimizer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.PathBuilder;

/**
 * Keeps boxes together: reorders a solution's pushes so that pushes of one box run together
 * (fewer box changes), each box making the same pushes in the same order. After a push of a
 * box, that box's next push is pulled forward to follow it when the man can reach it then, the
 * square ahead is free, and every push left, in the order it had, can still be made after it
 * (checked by playing them); otherwise the first push left comes next. So every order tried
 * can be finished and the end is the solution's own end; the walks between pushes are written
 * out as shortest walks. The result is replayed by the verifier and taken only when it has
 * fewer box changes than the input (docs/optimizer.md, "Keeping boxes together").
 */
final class BoxRuns {
    /** Passes over a solution at most: a pass may open pulls the one before could not make. */
    static final int ROUNDS = 4;

    private final Maze maze;
    private final int boxes;
    /** The box on each floor square, or −1. */
    private final int[] boxAt;
    private final int[] queue;
    private final int[] seen;
    private int generation;

    private BoxRuns(Maze maze) {
        this.maze = maze;
        this.boxes = maze.boxCount();
        this.boxAt = new int[maze.size];
        this.queue = new int[maze.size];
        this.seen = new int[maze.size];
    }

    /**
     * {@code solution} (valid on {@code board}) with its pushes reordered to keep boxes together,
     * replayed; the input itself when no order with fewer box changes was found.
     */
    static Steps of(Board board, Steps solution) {
        if (!(Replay.replay(board, solution, TrailingSteps.TRIM) instanceof ReplayResult.Valid input)) {
            return solution;
        }
        Maze maze = new Maze(board);
        BoxRuns runs = new BoxRuns(maze);
        Steps best = input.steps();
        int changes = input.metrics().boxChanges();
        for (int round = 0; round < ROUNDS; round++) {
            int[][] pushes = runs.pushes(best);
            if (pushes == null) {
                return best;
            }
            int[] order = runs.delay(pushes, runs.regroup(pushes));
            Steps candidate;
            try {
                List<PathBuilder.Push> line = new ArrayList<>(order.length);
                for (int i : order) {
                    line.add(new PathBuilder.Push(maze.square[pushes[0][i]], Direction.values()[pushes[1][i]]));
                }
                candidate = PathBuilder.steps(board, line);
            } catch (RuntimeException e) {
                return best; // an order the check let through that cannot be made: keep what replays
            }
            if (!(Replay.replay(board, candidate, TrailingSteps.REFUSE) instanceof ReplayResult.Valid v)
                    || v.metrics().boxChanges() >= changes) {
                return best;
            }
            best = v.steps();
            changes = v.metrics().boxChanges();
        }
        return best;
    }

    /** The pushes of a valid solution: {@code [0]} the floor square each leaves, {@code [1]} its direction, {@code [2]} its box. */
    private int[][] pushes(Steps steps) {
        reset();
        int man = maze.startMan;
        int n = 0;
        int[][] p = new int[3][steps.length()];
        for (int i = 0; i < steps.length(); i++) {
            int d = steps.direction(i).ordinal();
            int next = maze.step(man, d);
            if (next == Maze.NONE) {
                return null;
            }
            if (boxAt[next] >= 0) {
                int to = maze.step(next, d);
                if (to == Maze.NONE || boxAt[to] >= 0) {
                    return null;
                }
                p[0][n] = next;
                p[1][n] = d;
                p[2][n] = boxAt[next];
                n++;
                boxAt[to] = boxAt[next];
                boxAt[next] = -1;
            }
            man = next;
        }
        return new int[][] {Arrays.copyOf(p[0], n), Arrays.copyOf(p[1], n), Arrays.copyOf(p[2], n)};
    }

    /** The new order of the pushes (indexes into {@code pushes}). */
    private int[] regroup(int[][] pushes) {
        int n = pushes[0].length;
        int[] from = pushes[0];
        int[] dir = pushes[1];
        int[] box = pushes[2];
        boolean[] done = new boolean[n];
        int[] nextOfBox = new int[n];
        int[] firstOfBox = new int[boxes];
        Arrays.fill(firstOfBox, -1);
        for (int i = n - 1; i >= 0; i--) {
            nextOfBox[i] = firstOfBox[box[i]];
            firstOfBox[box[i]] = i;
        }
        reset();
        int man = maze.startMan;
        int[] order = new int[n];
        int first = 0;
        int last = -1;
        for (int k = 0; k < n; k++) {
            while (done[first]) {
                first++;
            }
            int take = first;
            if (last >= 0 && firstOfBox[last] >= 0 && firstOfBox[last] != first) {
                int pull = firstOfBox[last];
                if (canPush(man, from[pull], dir[pull]) && restCanFollow(pull, first, from, dir, done)) {
                    take = pull;
                }
            }
            order[k] = take;
            done[take] = true;
            firstOfBox[box[take]] = nextOfBox[take];
            play(from[take], maze.step(from[take], dir[take]));
            man = from[take];
            last = box[take];
        }
        return order;
    }

    /**
     * {@code order} with runs put off: a run of a box that has a later run is moved to just
     * before that one, where the two become one, when every push can still be made in the new
     * order (played from the start). The pulls of {@link #regroup} bring a box's pushes forward;
     * this puts them back, for the runs that could not come forward.
     */
    private int[] delay(int[][] pushes, int[] order) {
        int[] box = pushes[2];
        int[] current = order;
        for (int start = 0; start < current.length; ) {
            int end = start;
            while (end < current.length && box[current[end]] == box[current[start]]) {
                end++;
            }
            int later = end;
            while (later < current.length && box[current[later]] != box[current[start]]) {
                later++;
            }
            if (later < current.length && end < later) {
                int[] moved = new int[current.length];
                int k = 0;
                for (int i = 0; i < start; i++) {
                    moved[k++] = current[i];
                }
                for (int i = end; i < later; i++) {
                    moved[k++] = current[i];
                }
                for (int i = start; i < end; i++) {
                    moved[k++] = current[i];
                }
                for (int i = later; i < current.length; i++) {
                    moved[k++] = current[i];
                }
                if (playable(pushes, moved)) {
                    current = moved;
                    continue; // the same place now holds the next run
                }
            }
            start = end;
        }
        return current;
    }

    /** Whether the pushes can be made in {@code order} from the start. */
    private boolean playable(int[][] pushes, int[] order) {
        reset();
        int man = maze.startMan;
        for (int i : order) {
            int from = pushes[0][i];
            int d = pushes[1][i];
            if (!canPush(man, from, d)) {
                return false;
            }
            play(from, maze.step(from, d));
            man = from;
        }
        return true;
    }

    /** Whether the man on {@code man} can push the box on {@code from} in direction {@code d} now. */
    private boolean canPush(int man, int from, int d) {
        int to = maze.step(from, d);
        int behind = maze.step(from, d ^ 2);
        return boxAt[from] >= 0 && to != Maze.NONE && boxAt[to] < 0 && behind != Maze.NONE && boxAt[behind] < 0
                && reaches(man, behind);
    }

    /**
     * Whether, after push {@code pull} from the position now, every push left but it (those not
     * {@code done} from {@code first} on) can be made in its order. Plays them and takes them back.
     */
    private boolean restCanFollow(int pull, int first, int[] from, int[] dir, boolean[] done) {
        int n = from.length;
        int[] undo = new int[n];
        int played = 0;
        play(from[pull], maze.step(from[pull], dir[pull]));
        undo[played++] = pull;
        int at = from[pull];
        boolean ok = true;
        for (int i = first; i < n && ok; i++) {
            if (done[i] || i == pull) {
                continue;
            }
            if (canPush(at, from[i], dir[i])) {
                play(from[i], maze.step(from[i], dir[i]));
                undo[played++] = i;
                at = from[i];
            } else {
                ok = false;
            }
        }
        while (played > 0) {
            int i = undo[--played];
            play(maze.step(from[i], dir[i]), from[i]);
        }
        return ok;
    }

    /** Moves the box on {@code from} to {@code to}. */
    private void play(int from, int to) {
        boxAt[to] = boxAt[from];
        boxAt[from] = -1;
    }

    /** Whether the man on {@code man} can walk to {@code target} around the boxes. */
    private boolean reaches(int man, int target) {
        if (man == target) {
            return true;
        }
        int g = ++generation;
        int head = 0;
        int tail = 0;
        seen[man] = g;
        queue[tail++] = man;
        while (head < tail) {
            int s = queue[head++];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t != Maze.NONE && seen[t] != g && boxAt[t] < 0) {
                    if (t == target) {
                        return true;
                    }
                    seen[t] = g;
                    queue[tail++] = t;
                }
            }
        }
        return false;
    }

    private void reset() {
        Arrays.fill(boxAt, -1);
        for (int b = 0; b < boxes; b++) {
            boxAt[maze.startBoxes[b]] = b;
        }
    }
}
