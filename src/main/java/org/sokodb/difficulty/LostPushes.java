package org.sokodb.difficulty;

import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The pushes a {@link PersonWalk} sees are lost, by the solver's own tables: a push onto a dead
 * square ({@link Distances#dead}), one after which the pushed box is frozen off a goal
 * ({@link FreezeCheck}), and, when the walk's {@link PersonWalk.Sight} is {@code PAIRS}, one the
 * solver's pair table calls a deadlock ({@link PairDeadlocks}, answered on demand for the pairs the
 * walk meets: each new question a search, so the table is most of a short walk's cost).
 */
final class LostPushes {
    private final boolean[] dead;
    private final FreezeCheck freeze;
    /** The pair table, or null when the walk does not look at pairs. */
    private final PairDeadlocks pairs;

    LostPushes(Maze maze, int[][] toGoal, PersonWalk.Sight sight) {
        this.dead = Distances.dead(maze, toGoal);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = sight == PersonWalk.Sight.PAIRS ? PairDeadlocks.forPushes(maze) : null;
    }

    /** Whether a box on {@code square} can never reach a goal, whatever the other boxes. */
    boolean dead(int square) {
        return dead[square];
    }

    /**
     * Whether the push of a box from {@code from} to {@code to} leaves a deadlock: {@code box}
     * shows the box on {@code from} still, {@code bits} likewise (the man's square after the push).
     */
    boolean afterPush(int from, int to, boolean[] box, long[] bits) {
        box[from] = false;
        box[to] = true;
        boolean frozen = freeze.isDeadlock(to, box); // the cheapest first: the pair table may have to search
        box[to] = false;
        box[from] = true;
        return frozen || pairs != null && pairs.isDeadlock(to, from, bits, from);
    }
}
