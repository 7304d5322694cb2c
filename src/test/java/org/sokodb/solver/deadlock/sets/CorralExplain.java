package org.sokodb.solver.deadlock.sets;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Why the corral learning ({@link LearnedDeadlocks#corrals}) does or does not hold a position (a
 * measuring tool, issue 82): each corral of the position as the learning sees it ({@link
 * CorralFences}, the man's area from {@link ManReach}), its fence's boxes, and the proof of them
 * four ways: the learning's own (fence only, {@link CorralBudget#POSITIONS}), the fence only with
 * a larger cap, and to the goals (as {@link DeadProbe} proves) with both caps.
 */
public final class CorralExplain {
    private final Maze maze;
    private final ProofTables tables;
    private final ManReach reach;
    private final CorralFences fences;
    private final int larger;

    public CorralExplain(Maze maze, int larger) {
        this.maze = maze;
        this.tables = new ProofTables(maze);
        this.reach = new ManReach(maze);
        this.fences = new CorralFences(maze, true);
        this.larger = larger;
    }

    /** Each corral of the position {@code box}, the man on {@code man}, one line each; {@code store}'s verdict first. */
    public String explain(boolean[] box, int man, LearnedDeadlocks store) {
        StringBuilder sb = new StringBuilder();
        sb.append("held by a set learned: ").append(store.holds(man, box)).append("; ").append(store.corralSummary()).append('\n');
        reach.fill(man, box);
        fences.clear();
        int corral = 0;
        for (int s = fences.nextCorral(0, box, reach); s >= 0; s = fences.nextCorral(s + 1, box, reach)) {
            fences.flood(s, box, ++corral);
            int[] round = fences.boxesRound(corral, box);
            sb.append("corral ").append(corral).append(" at ").append(square(s)).append(": ").append(round.length).append(" boxes ");
            for (int b : round) {
                sb.append(square(b)).append(' ');
            }
            sb.append('\n');
            sb.append("  fence only, ").append(CorralBudget.POSITIONS).append(": ")
                    .append(prove(round, man, CorralBudget.POSITIONS, true)).append('\n');
            sb.append("  fence only, ").append(larger).append(": ").append(prove(round, man, larger, true)).append('\n');
            sb.append("  to the goals, ").append(CorralBudget.POSITIONS).append(": ")
                    .append(prove(round, man, CorralBudget.POSITIONS, false)).append('\n');
            sb.append("  to the goals, ").append(larger).append(": ").append(prove(round, man, larger, false)).append('\n');
        }
        return sb.toString();
    }

    private String prove(int[] boxes, int man, int cap, boolean fenceOnly) {
        DeadEndProof proof = new DeadEndProof(maze, tables, cap, LearnedDeadlocks.none(maze), fenceOnly);
        int[] set = proof.generalise(boxes, man, 16);
        String first = set == null ? proof.ending().name() : "DEAD";
        StringBuilder sb = new StringBuilder(first).append(" in ").append(proof.positions()).append(" positions");
        if (set != null) {
            sb.append(", set");
            for (int b : set) {
                sb.append(' ').append(square(b));
            }
        }
        return sb.toString();
    }

    private String square(int floor) {
        int sq = maze.square[floor];
        return "(" + sq % maze.board.width() + "," + sq / maze.board.width() + ")";
    }
}
