package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * A stronger check of a position than the searches make, for measuring (a test tool, issue 82):
 * whether some of its boxes, alone on the board, can never all be pushed onto goals (the
 * proof {@link LearnedDeadlocks} learns with, {@link DeadEndProof}, given a larger cap). The
 * candidates tried, smallest first: each group of boxes touching each other (diagonals included)
 * with a box off a goal; the boxes round each corral the man cannot reach; the boxes off goals
 * with every box touching them. A candidate proved dead is made as small as the proofs allow.
 * Sound: a set proved dead makes the position dead. "Not proved" says nothing.
 */
public final class DeadProbe {
    /** What the probe found: the kind of candidate, the smallest dead set (floor squares), or none. */
    public record Verdict(String kind, int[] set, boolean jam) {
        public boolean dead() {
            return set != null;
        }
    }

    private static final int MOST = 16;

    private final Maze maze;
    private final DeadEndProof proof;
    private final LocalDeadlocks local;
    private final ManReach reach;
    private final int[] label;
    private final int[] stack;

    public DeadProbe(Maze maze, int cap) {
        this.maze = maze;
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        this.proof = new DeadEndProof(maze, dead, cap, LearnedDeadlocks.none(maze));
        this.local = LocalDeadlocks.forPushes(maze);
        this.reach = new ManReach(maze);
        this.label = new int[maze.size];
        this.stack = new int[maze.size];
    }

    /** The verdict on the position {@code box}, the man on {@code man}. */
    public Verdict probe(boolean[] box, int man) {
        boolean jam = false;
        for (int s = 0; s < maze.size && !jam; s++) {
            jam = box[s] && local.isDeadlock(s, man, box);
        }
        List<int[]> tried = new ArrayList<>();
        for (int[] group : groups(box)) {
            int[] set = prove(group, man, tried);
            if (set != null) {
                return new Verdict("group", set, jam);
            }
        }
        for (int[] fence : fences(box, man)) {
            int[] set = prove(fence, man, tried);
            if (set != null) {
                return new Verdict("corral", set, jam);
            }
        }
        int[] set = prove(offGoalsAndNeighbours(box), man, tried);
        if (set != null) {
            return new Verdict("off-goal", set, jam);
        }
        return new Verdict("none", null, jam);
    }

    private int[] prove(int[] candidate, int man, List<int[]> tried) {
        if (candidate.length == 0 || candidate.length > MOST) {
            return null;
        }
        for (int[] t : tried) {
            if (Arrays.equals(t, candidate)) {
                return null;
            }
        }
        tried.add(candidate);
        return proof.generalise(candidate, man, MOST);
    }

    /** The groups of boxes touching each other (diagonals included) holding a box off a goal. */
    private List<int[]> groups(boolean[] box) {
        List<int[]> out = new ArrayList<>();
        Arrays.fill(label, 0);
        int g = 0;
        for (int s = 0; s < maze.size; s++) {
            if (!box[s] || label[s] != 0) {
                continue;
            }
            g++;
            List<Integer> members = new ArrayList<>();
            int top = 0;
            stack[top++] = s;
            label[s] = g;
            boolean off = false;
            while (top > 0) {
                int b = stack[--top];
                members.add(b);
                off |= !maze.goal[b];
                for (int t : around(b)) {
                    if (box[t] && label[t] == 0) {
                        label[t] = g;
                        stack[top++] = t;
                    }
                }
            }
            if (off) {
                out.add(sorted(members));
            }
        }
        out.sort((a, b) -> a.length - b.length);
        return out;
    }

    /** The boxes round each corral (the squares the man cannot reach), diagonals included. */
    private List<int[]> fences(boolean[] box, int man) {
        List<int[]> out = new ArrayList<>();
        reach.fill(man, box);
        Arrays.fill(label, 0);
        int c = 0;
        for (int s = 0; s < maze.size; s++) {
            if (box[s] || reach.reached(s) || label[s] != 0) {
                continue;
            }
            maze.flood(s, box, label, ++c, stack);
            List<Integer> members = new ArrayList<>();
            for (int t = 0; t < maze.size; t++) {
                if (label[t] != c) {
                    continue;
                }
                for (int a : around(t)) {
                    if (box[a] && !members.contains(a)) {
                        members.add(a);
                    }
                }
            }
            out.add(sorted(members));
        }
        out.sort((a, b) -> a.length - b.length);
        return out;
    }

    private int[] offGoalsAndNeighbours(boolean[] box) {
        List<Integer> members = new ArrayList<>();
        for (int s = 0; s < maze.size; s++) {
            if (!box[s] || maze.goal[s]) {
                continue;
            }
            if (!members.contains(s)) {
                members.add(s);
            }
            for (int t : around(s)) {
                if (box[t] && !members.contains(t)) {
                    members.add(t);
                }
            }
        }
        return sorted(members);
    }

    /** The floor squares round {@code s}, diagonals included. */
    private List<Integer> around(int s) {
        List<Integer> out = new ArrayList<>(8);
        for (int d = 0; d < 4; d++) {
            int t = maze.step(s, d);
            if (t >= 0) {
                out.add(t);
                int diagonal = maze.step(t, (d + 1) & 3);
                if (diagonal >= 0 && !out.contains(diagonal)) {
                    out.add(diagonal);
                }
            }
        }
        return out;
    }

    private static int[] sorted(List<Integer> members) {
        int[] a = members.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(a);
        return a;
    }

    /** The position as rows of text, the squares of {@code set} shown as {@code X} (on a goal) or {@code x}. */
    public String show(boolean[] box, int man, int[] set) {
        StringBuilder sb = new StringBuilder();
        var board = maze.board;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int sq = board.index(x, y);
                int f = maze.floorOf[sq];
                char ch;
                if (f == Maze.NONE) {
                    ch = board.isWall(sq) ? '#' : ' ';
                } else {
                    boolean inSet = set != null && Arrays.binarySearch(set, f) >= 0;
                    if (inSet) {
                        ch = maze.goal[f] ? 'X' : 'x';
                    } else if (box[f]) {
                        ch = maze.goal[f] ? '*' : '$';
                    } else if (f == man) {
                        ch = '@';
                    } else {
                        ch = maze.goal[f] ? '.' : ' ';
                    }
                }
                sb.append(ch);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
