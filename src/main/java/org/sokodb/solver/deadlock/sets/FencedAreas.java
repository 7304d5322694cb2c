package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.sokodb.solver.maze.Maze;

/**
 * Candidates for precalculated deadlock sets of the fenced-area family (YASS.pas, version
 * 2.1xx, precalculates such sets: a small area of the floor whose every way out holds a box,
 * the man outside, grown outwards from a square). Here an area grows from each floor square
 * in two ways: by whole rings (every square within r steps, walls only on the board), and one
 * square at a time, each time the square outside whose taking in leaves the fewest squares
 * round the area. The floor squares round each area (its fence) with the man in each region of
 * the floor left outside are one candidate. A candidate is only a guess: {@link
 * LearnedDeadlocks#precalculate} keeps it only when its bounded proof shows the fence's boxes
 * alone can never all reach goals. The smallest fences come first.
 */
final class FencedAreas {
    /** Floor squares an area holds at most. */
    static final int MAX_AREA = 12;

    private FencedAreas() {
    }

    /** A fence: its squares (ascending), the man on {@code man}, outside the area. */
    record Candidate(int[] fence, int man) {
    }

    /**
     * The candidates of {@code maze}: fences of 3 to {@code most} squares, none on a square of
     * {@code dead} (a box there is dead alone), each once, the smallest fences first.
     */
    static List<Candidate> of(Maze maze, boolean[] dead, int most) {
        Set<List<Integer>> fences = new LinkedHashSet<>();
        for (int seed = 0; seed < maze.size; seed++) {
            rings(maze, seed, fences);
            greedy(maze, seed, fences);
        }
        List<Candidate> out = new ArrayList<>();
        int[] label = new int[maze.size];
        int[] stack = new int[maze.size];
        for (List<Integer> key : fences) {
            int[] fence = key.stream().mapToInt(Integer::intValue).toArray();
            if (fence.length < 3 || fence.length > most || anyDead(fence, dead)) {
                continue;
            }
            out.addAll(outside(maze, fence, label, stack));
        }
        out.sort(Comparator.comparingInt(c -> c.fence().length)); // the smallest fences first: cheapest to prove, and the most general
        return out;
    }

    /** The areas of every square within r steps of {@code seed}, r = 0, 1, …, while they are small. */
    private static void rings(Maze maze, int seed, Set<List<Integer>> fences) {
        boolean[] in = new boolean[maze.size];
        in[seed] = true;
        int count = 1;
        while (count <= MAX_AREA) {
            List<Integer> fence = fenceOf(maze, in);
            if (fence.isEmpty()) {
                return;
            }
            fences.add(fence);
            for (int s : fence) {
                in[s] = true;
            }
            count += fence.size();
        }
    }

    /** The areas grown from {@code seed} one square at a time, the square that leaves the smallest fence first. */
    private static void greedy(Maze maze, int seed, Set<List<Integer>> fences) {
        boolean[] in = new boolean[maze.size];
        in[seed] = true;
        for (int count = 1; count <= MAX_AREA; count++) {
            List<Integer> fence = fenceOf(maze, in);
            if (fence.isEmpty()) {
                return;
            }
            fences.add(fence);
            int best = -1;
            int bestSize = Integer.MAX_VALUE;
            for (int s : fence) {
                in[s] = true;
                int size = fenceOf(maze, in).size();
                in[s] = false;
                if (size < bestSize) {
                    best = s;
                    bestSize = size;
                }
            }
            in[best] = true;
        }
    }

    /** The floor squares beside the area {@code in}, not in it, ascending. */
    private static List<Integer> fenceOf(Maze maze, boolean[] in) {
        List<Integer> fence = new ArrayList<>();
        for (int s = 0; s < maze.size; s++) {
            if (in[s]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && in[t]) {
                    fence.add(s);
                    break;
                }
            }
        }
        return fence;
    }

    private static boolean anyDead(int[] fence, boolean[] dead) {
        for (int s : fence) {
            if (dead[s]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The fence with the man in each region of the floor it leaves him that is not the area
     * (a region that touches no fence square is left out: the man there never reaches the boxes).
     */
    private static List<Candidate> outside(Maze maze, int[] fence, int[] label, int[] stack) {
        boolean[] blocked = new boolean[maze.size];
        for (int s : fence) {
            blocked[s] = true;
        }
        Arrays.fill(label, 0);
        List<Candidate> out = new ArrayList<>();
        List<int[]> regions = new ArrayList<>();
        int value = 0;
        for (int s = 0; s < maze.size; s++) {
            if (blocked[s] || label[s] != 0) {
                continue;
            }
            maze.flood(s, blocked, label, ++value, stack);
            regions.add(new int[] {s, value});
        }
        if (regions.size() < 2) {
            return out; // no area closed off: the fence is no fence
        }
        for (int[] region : regions) {
            if (touches(maze, fence, label, region[1])) {
                out.add(new Candidate(fence, region[0]));
            }
        }
        return out;
    }

    private static boolean touches(Maze maze, int[] fence, int[] label, int value) {
        for (int s : fence) {
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && label[t] == value) {
                    return true;
                }
            }
        }
        return false;
    }
}
