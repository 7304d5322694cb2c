package org.sokodb.solver.search;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Steps;

/**
 * The first search: breadth first over pushes, one state per box layout and man
 * area, boxes never pushed onto dead squares. Finds push-optimal solutions of small levels
 * and proves small levels unsolvable; the real solver replaces it for anything larger.
 */
public final class BreadthFirstSearch {
    /** A rough size of one stored state beyond its boxes: map entry, key, parent arrays. */
    private static final long STATE_OVERHEAD_BYTES = 120;

    private final Board board;
    private final Duration timeLimit;
    private final long memoryBytes;
    private final boolean[] live;

    public BreadthFirstSearch(Board board, Duration timeLimit, long memoryBytes) {
        this.board = board;
        this.timeLimit = timeLimit;
        this.memoryBytes = memoryBytes;
        this.live = liveSquares(board);
    }

    public SearchOutcome run() {
        long start = System.nanoTime();
        long deadline = start + timeLimit.toNanos();
        long stateBytes = STATE_OVERHEAD_BYTES + 4L * board.boxCount();
        List<int[]> boxesOf = new ArrayList<>();
        List<Integer> parentOf = new ArrayList<>();
        List<Integer> pushOf = new ArrayList<>(); // box square * 4 + direction ordinal
        Map<String, Integer> seen = new HashMap<>();
        int[] startBoxes = board.boxes();
        boolean[] boxAt = new boolean[board.size()];
        int firstMan = normalisedMan(board.man(), startBoxes, boxAt);
        seen.put(key(startBoxes, firstMan), 0);
        boxesOf.add(startBoxes);
        parentOf.add(-1);
        pushOf.add(-1);
        ArrayDeque<int[]> queue = new ArrayDeque<>(); // {state, any man square of the state}
        queue.add(new int[] {0, board.man()});
        long nodes = 0;
        while (!queue.isEmpty()) {
            if ((nodes & 255) == 0) {
                if (Thread.currentThread().isInterrupted()) {
                    return SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.INTERRUPTED, nodes, start);
                }
                if (System.nanoTime() > deadline) {
                    return SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.TIME, nodes, start);
                }
                if (seen.size() * stateBytes > memoryBytes) {
                    return SearchOutcome.NotFound.gaveUp(SearchOutcome.Ending.MEMORY, nodes, start);
                }
            }
            int[] entry = queue.poll();
            int state = entry[0];
            int[] boxes = boxesOf.get(state);
            nodes++;
            if (solved(boxes)) {
                Steps steps = steps(parentOf, pushOf, state);
                return new SearchOutcome.Found(steps, true, nodes, SearchOutcome.since(start), "breadth-first");
            }
            Arrays.fill(boxAt, false);
            for (int b : boxes) {
                boxAt[b] = true;
            }
            boolean[] reach = reachable(entry[1], boxAt);
            for (int i = 0; i < boxes.length; i++) {
                for (Direction d : Direction.values()) {
                    int from = board.neighbour(boxes[i], d.opposite());
                    int to = board.neighbour(boxes[i], d);
                    if (from < 0 || to < 0 || !reach[from] || board.isWall(to) || boxAt[to] || !live[to]) {
                        continue;
                    }
                    int[] next = boxes.clone();
                    next[i] = to;
                    Arrays.sort(next);
                    boxAt[boxes[i]] = false;
                    boxAt[to] = true;
                    int man = normalisedMan(boxes[i], next, boxAt);
                    boxAt[to] = false;
                    boxAt[boxes[i]] = true;
                    String k = key(next, man);
                    if (seen.putIfAbsent(k, boxesOf.size()) == null) {
                        boxesOf.add(next);
                        parentOf.add(state);
                        pushOf.add(boxes[i] * 4 + d.ordinal());
                        queue.add(new int[] {boxesOf.size() - 1, boxes[i]});
                    }
                }
            }
        }
        return SearchOutcome.NotFound.unsolvable(nodes, start);
    }

    private boolean solved(int[] boxes) {
        for (int b : boxes) {
            if (!board.isGoal(b)) {
                return false;
            }
        }
        return true;
    }

    /** The smallest square of the man's area: one name for every position he can walk to. */
    private int normalisedMan(int man, int[] boxes, boolean[] boxAt) {
        boolean[] scratch = boxAt;
        for (int b : boxes) {
            scratch[b] = true;
        }
        boolean[] reach = reachable(man, scratch);
        for (int i = 0; i < reach.length; i++) {
            if (reach[i]) {
                return i;
            }
        }
        return man;
    }

    private boolean[] reachable(int man, boolean[] boxAt) {
        boolean[] reach = new boolean[board.size()];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        reach[man] = true;
        todo.add(man);
        while (!todo.isEmpty()) {
            int s = todo.poll();
            for (Direction d : Direction.values()) {
                int n = board.neighbour(s, d);
                if (n >= 0 && !reach[n] && !board.isWall(n) && !boxAt[n]) {
                    reach[n] = true;
                    todo.add(n);
                }
            }
        }
        return reach;
    }

    private static String key(int[] boxes, int man) {
        StringBuilder sb = new StringBuilder(boxes.length * 2 + 2);
        sb.append((char) man);
        for (int b : boxes) {
            sb.append((char) b);
        }
        return sb.toString();
    }

    /** Squares from which a box, alone on the board, can still be pushed to some goal. */
    static boolean[] liveSquares(Board board) {
        boolean[] live = new boolean[board.size()];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isGoal(s) && board.isInArea(s)) {
                live[s] = true;
                todo.add(s);
            }
        }
        while (!todo.isEmpty()) {
            int to = todo.poll();
            for (Direction d : Direction.values()) {
                // a box on 'from' pushed in d lands on 'to'; the man stands behind it on 'man'
                int from = board.neighbour(to, d.opposite());
                int man = from < 0 ? -1 : board.neighbour(from, d.opposite());
                if (man >= 0 && !live[from] && !board.isWall(from) && !board.isWall(man)) {
                    live[from] = true;
                    todo.add(from);
                }
            }
        }
        return live;
    }

    /** The moves from the start to {@code state}: a walk to each push, then the push. */
    private Steps steps(List<Integer> parentOf, List<Integer> pushOf, int state) {
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int s = state; parentOf.get(s) >= 0; s = parentOf.get(s)) {
            pushes.add(new PathBuilder.Push(pushOf.get(s) / 4, Direction.values()[pushOf.get(s) % 4]));
        }
        Collections.reverse(pushes);
        return PathBuilder.steps(board, pushes);
    }
}
