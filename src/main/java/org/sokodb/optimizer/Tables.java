package org.sokodb.optimizer;

import java.util.SplittableRandom;

import org.sokodb.board.Board;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The level as every pass of the optimizer sees it, worked out once: the solver's maze (floor
 * squares numbered), push distances to the goals, dead squares, its freeze and pair deadlock
 * checks, the goals as a bitset and a random key per square for hashing box layouts.
 */
final class Tables {
    final Board board;
    final Maze maze;
    /** Floor squares. */
    final int size;
    /** Longs per box layout bitset. */
    final int words;
    final int boxes;
    /** {@code toGoal[g][s]}: pushes from s to the g-th goal with the box alone on the board. */
    final int[][] toGoal;
    /** Squares from which no box reaches any goal. */
    final boolean[] dead;
    final FreezeCheck freeze;
    final PairDeadlocks pairs;
    final long[] goalBits;
    final long[] startBits;
    private final long[] key;
    /** {@link Vicinity#nearest}, worked out when first asked. */
    private int[][] nearest;

    Tables(Board board) {
        this(board, new Maze(board));
    }

    /** The tables of {@code board}, whose maze is {@code maze} (see {@link #bytes} first). */
    Tables(Board board, Maze maze) {
        this.board = board;
        this.maze = maze;
        this.size = maze.size;
        this.words = (size + 63) >>> 6;
        this.boxes = maze.boxCount();
        this.toGoal = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, toGoal);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.goalBits = new long[words];
        for (int g : maze.goals) {
            goalBits[g >>> 6] |= 1L << g;
        }
        this.startBits = new long[words];
        for (int b : maze.startBoxes) {
            startBits[b >>> 6] |= 1L << b;
        }
        SplittableRandom random = new SplittableRandom(0x0B7_1A1L); // fixed: runs repeat exactly
        this.key = new long[size];
        for (int s = 0; s < size; s++) {
            key[s] = random.nextLong();
        }
    }

    /**
     * An upper bound of the bytes a level's optimization holds beside its searches' own tables,
     * where they grow faster than the floor: the pushes from every floor square to every goal
     * ({@link #toGoal}, and the matching's copy of it in a search; by pushes a third, as the
     * push-optimal search works out its own), the squares a box can be pushed to from each
     * square ({@link #nearest}: at most floor × floor), and the box layouts along the starting
     * solutions ({@code layouts} of them, a bitset of the floor each). On a large board they have
     * no bound of their own — an open room of 298 × 198 squares would need 13 GiB for the second
     * alone — so they count against the level's memory cap: a level whose tables do not fit it
     * keeps its input, and the searches get what is left. What grows with the floor alone (the
     * maze, the keys, the dead squares) is bounded by the board's size limit, the pair table by
     * {@link PairDeadlocks#MAX_SQUARES}.
     */
    static long bytes(Maze maze, Metric metric, long layouts) {
        long floor = maze.size;
        long words = (floor + 63) >>> 6;
        long toGoal = 4L * maze.goals.length * floor;
        return (metric == Metric.PUSHES ? 3 : 2) * toGoal + 4 * floor * floor + 8 * words * layouts;
    }

    /** {@link Vicinity#nearest} of this level, worked out once. */
    int[][] nearest() {
        if (nearest == null) {
            nearest = Vicinity.nearest(this);
        }
        return nearest;
    }

    /** The hash key of a box on {@code square}; a layout's key is the xor over its boxes. */
    long key(int square) {
        return key[square];
    }

    long keyOf(long[] bits) {
        long k = 0;
        for (int w = 0; w < words; w++) {
            long word = bits[w];
            while (word != 0) {
                k ^= key[(w << 6) + Long.numberOfTrailingZeros(word)];
                word &= word - 1;
            }
        }
        return k;
    }

    boolean solved(long[] bits) {
        for (int w = 0; w < words; w++) {
            if ((bits[w] & ~goalBits[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean has(long[] bits, int square) {
        return (bits[square >>> 6] & (1L << square)) != 0;
    }

    static void flip(long[] bits, int square) {
        bits[square >>> 6] ^= 1L << square;
    }
}
