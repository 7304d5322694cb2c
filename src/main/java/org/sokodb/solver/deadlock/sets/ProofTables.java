package org.sokodb.solver.deadlock.sets;

import java.util.Arrays;

import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * What the proofs of a level's learned sets ({@link DeadEndProof}) cut by and steer by, made
 * once a level and shared by all of them (the dead ends', the checkpoints', the corrals' and
 * the precalculated candidates'): the dead squares, each square's pushes to its nearest goal,
 * the pair table and the jam table. The jams a proof finds (groups of boxes searched alone,
 * {@link LocalDeadlocks}) are facts of the maze, so each is searched once a level, not once a
 * proof. Used under the {@link LearnedDeadlocks} store's lock only: not safe for two threads at once.
 */
final class ProofTables {
    /** The squares a box can never be pushed from onto a goal. */
    final boolean[] dead;
    /** Each box square's pushes to its nearest goal, alone on the board. */
    final int[] nearest;
    final PairDeadlocks pairs;
    final LocalDeadlocks local;
    ProofTables(Maze maze) {
        this(maze, null);
    }

    /** The tables of {@code maze}, with {@code dead} as its dead squares (null: worked out here). */
    ProofTables(Maze maze, boolean[] dead) {
        int[][] toGoals = Distances.pushesTo(maze, maze.goals);
        this.dead = dead != null ? dead : Distances.dead(maze, toGoals);
        this.nearest = new int[maze.size];
        Arrays.fill(nearest, Distances.UNREACHABLE);
        for (int[] toGoal : toGoals) {
            for (int sq = 0; sq < maze.size; sq++) {
                nearest[sq] = Math.min(nearest[sq], toGoal[sq]);
            }
        }
        this.pairs = PairDeadlocks.forPushes(maze);
        this.local = LocalDeadlocks.forPushes(maze);
    }
}
