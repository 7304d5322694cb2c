package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Direction;
import org.sokodb.solver.deadlock.sets.DeadProbe;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.PathBuilder;

/**
 * Where the phase search got furthest (a measuring tool, issue 82): the first position it
 * expanded in each phase lower than any before, and the best-scored position of the lowest
 * phase, each drawn with the empty targets of its phase marked ({@code o}) and checked by
 * {@link DeadProbe}. {@link DeadShare}'s watch feeds it (its {@code -Ddetail=DIR} writes the
 * drawings beside the dead samples): what stands between the search and its next phase. Each
 * drawing comes with the search's own line to it (the moves from the start, LURD), for
 * {@code bench/trace.sh -Dline=} to walk.
 */
final class LowestPhase {
    private record Seen(long at, int phase, int score, boolean[] box, int man, String line) {
    }

    private final PhaseSearch search;
    private final Maze maze;
    private final PhaseOrder order;
    /** Per stored position, the phase its push placed it in (+1; 0: not seen). */
    private int[] phaseOf = new int[1 << 16];
    /** Per stored position, the position whose push queued it last (+1; 0: the start or not seen) and that push. */
    private int[] parentOf = new int[1 << 16];
    private int[] pushOf = new int[1 << 16];
    private final List<Seen> firsts = new ArrayList<>();
    private Seen best;

    LowestPhase(PhaseSearch search, Maze maze, PhaseOrder order) {
        this.search = search;
        this.maze = maze;
        this.order = order;
    }

    /** Child {@code child} was placed in {@code phase} (the watch's {@code child} hook). */
    void placed(int child, int phase) {
        grow(child);
        phaseOf[child] = phase + 1;
    }

    /** The phase stored position {@code id} was placed in (the order's phase count: the start, or not seen). */
    int phaseOf(int id) {
        return id < phaseOf.length && phaseOf[id] > 0 ? phaseOf[id] - 1 : order.phaseCount();
    }

    /** Child {@code child} was queued by push {@code push} ({@code from * 4 + direction}) of {@code parent}. */
    void queued(int parent, int push, int child) {
        grow(child);
        parentOf[child] = parent + 1;
        pushOf[child] = push;
    }

    private void grow(int id) {
        if (id >= phaseOf.length) {
            int size = Math.max(id + 1, phaseOf.length * 2);
            phaseOf = Arrays.copyOf(phaseOf, size);
            parentOf = Arrays.copyOf(parentOf, size);
            pushOf = Arrays.copyOf(pushOf, size);
        }
    }

    /** The search's moves from the start to stored position {@code id} (LURD), along the pushes that queued it. */
    private String lineTo(int id) {
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int at = id; at < parentOf.length && parentOf[at] > 0; at = parentOf[at] - 1) {
            pushes.add(0, new PathBuilder.Push(maze.square[pushOf[at] >>> 2], Direction.values()[pushOf[at] & 3]));
        }
        return PathBuilder.steps(maze.board, pushes).letters();
    }

    /** Position {@code id} is expanded, the {@code nodes}-th (the watch's {@code expanding} hook). */
    void expanding(int id, long nodes) {
        int phase = phaseOf(id);
        int score = search.score(id);
        if (best == null || phase < best.phase()) {
            best = new Seen(nodes, phase, score, search.layoutOf(id), search.manOf(id), lineTo(id));
            firsts.add(best);
        } else if (phase == best.phase() && score < best.score()) {
            best = new Seen(nodes, phase, score, search.layoutOf(id), search.manOf(id), lineTo(id));
        }
    }

    /** The order, then each position kept, its verdict and its drawing. */
    String report(DeadProbe probe) {
        StringBuilder out = new StringBuilder("order, forwards (the highest phase first):\n").append(order.describe(maze));
        List<Seen> shown = new ArrayList<>(firsts);
        if (best != null && best != firsts.get(firsts.size() - 1)) {
            shown.add(best);
        }
        for (Seen seen : shown) {
            DeadProbe.Verdict v = probe.probe(seen.box(), seen.man());
            out.append(seen == best ? "best of phase " : "first in phase ").append(seen.phase()).append(" at position ")
                    .append(seen.at()).append(", score ").append(seen.score()).append(": ")
                    .append(v.dead() ? "dead (" + v.kind() + ", " + v.set().length + " boxes" + (v.jam() ? ", a jam" : "")
                            + ")" : "not proved dead")
                    .append('\n').append(marked(probe.show(seen.box(), seen.man(), v.set()), seen.phase()))
                    .append("line: ").append(seen.line()).append("\n\n");
        }
        return out.toString();
    }

    /** {@code drawing} with the empty targets of {@code phase} shown as {@code o}. */
    private String marked(String drawing, int phase) {
        char[] text = drawing.toCharArray();
        int width = maze.board.width() + 1; // the newline
        for (int t : order.targetsOf(phase)) {
            int cell = maze.square[order.squares()[t]];
            int at = cell / maze.board.width() * width + cell % maze.board.width();
            if (text[at] == '.' || text[at] == ' ') {
                text[at] = 'o';
            }
        }
        return new String(text);
    }
}
