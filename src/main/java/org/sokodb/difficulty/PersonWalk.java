package org.sokodb.difficulty;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.sokodb.board.Board;
import org.sokodb.solver.deadlock.FreezeCheck;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * A simulated person (docs/difficulty.md, "A simulated person"): the research's model of someone
 * solving a level, a walk over push positions that leans towards progress, not a search. From the
 * start, each step the man walks to one of the pushes open to him and makes it, chosen at random
 * with a weight {@code e^(lean × score)}: the score is how much nearer to its nearest goal the push
 * takes the box (the push distance on the empty board, at most one nearer; a push away counts at
 * most two against), one more for a push onto a goal and one less for a push off one. The pushes a
 * person sees are lost are never chosen: onto a dead square, and those the solver's pair table and
 * freeze test call deadlocks (the solver's own tables, {@link Distances}, {@link PairDeadlocks},
 * {@link FreezeCheck}). The walk starts again from the start when no push is left, and when
 * {@code patience} pushes in a row have not brought the boxes nearer the goals than they were
 * before in this attempt (the sum of each box's push distance to its nearest goal: a person
 * who sees no way forward begins again). A walk ends when the level is solved or when it has made
 * {@code cap} pushes in all; a level with no push open at the start counts the cap at once (every
 * attempt would be the same).
 *
 * <p>The value of a level is the median over {@code walks} walks, each with a fixed seed, of the
 * pushes made until solved (restarts included; a walk not solved within the cap counts the cap),
 * the same on any machine.
 */
public final class PersonWalk {
    /** The seed of walk {@code i} is this plus {@code i}: runs repeat exactly. */
    static final long SEED = 0x5_0C0_BA11L;
    /** A push away from the goals counts at most this much against it. */
    private static final int MOST_AWAY = 2;

    /**
     * How a walk is run: {@code lean}, how strongly a step prefers progress (0: every open push
     * alike); {@code walks}, how many walks (odd, so that one of them is the median); {@code cap},
     * the pushes a walk may make in all; {@code patience}, the pushes an attempt may make without
     * bringing the boxes nearer the goals before it starts again.
     */
    public record Settings(double lean, int walks, long cap, int patience) {
        /** The settings of docs/difficulty.md, chosen on the fit's training collections. */
        public static final Settings CHOSEN = new Settings(0.5, 15, 10_000, 60);

        public Settings {
            if (lean < 0 || walks < 1 || walks % 2 == 0 || cap < 1 || patience < 1) {
                throw new IllegalArgumentException("lean ≥ 0, an odd number of walks, cap and patience ≥ 1: " + lean
                        + ", " + walks + ", " + cap + ", " + patience);
            }
        }
    }

    private final Maze maze;
    private final Settings settings;
    /** Pushes from each square to its nearest goal, the box alone on the board. */
    private final int[] nearest;
    private final boolean[] dead;
    private final FreezeCheck freeze;
    private final PairDeadlocks pairs;
    private final ManReach reach;
    private final double[] weightOfScore;
    private final int n;
    private final boolean[] box;
    private final long[] bits;
    private final int[] at;
    /** The open pushes of a step: box index × 4 + direction, and their weights. */
    private final int[] open;
    private final double[] weight;
    private int man;
    private int distance;
    private long steps;

    private PersonWalk(Board board, Settings settings) {
        this.maze = new Maze(board);
        this.settings = settings;
        int[][] toGoal = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, toGoal);
        this.nearest = new int[maze.size];
        for (int s = 0; s < maze.size; s++) {
            int least = Distances.UNREACHABLE;
            for (int[] d : toGoal) {
                least = Math.min(least, d[s]);
            }
            nearest[s] = least;
        }
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.reach = new ManReach(maze);
        this.weightOfScore = new double[MOST_AWAY + 4];
        for (int score = -MOST_AWAY - 1; score <= 2; score++) {
            weightOfScore[score + MOST_AWAY + 1] = Math.exp(settings.lean() * score);
        }
        this.n = maze.boxCount();
        this.box = new boolean[maze.size];
        this.bits = new long[(maze.size + 63) >>> 6];
        this.at = new int[n];
        this.open = new int[4 * n];
        this.weight = new double[4 * n];
    }

    /** The walks of {@code settings} on {@code board}. */
    public static WalkResult of(Board board, Settings settings) {
        PersonWalk walk = new PersonWalk(board, settings);
        long[] pushes = new long[settings.walks()];
        long[] restarts = new long[settings.walks()];
        int solved = 0;
        for (int i = 0; i < settings.walks(); i++) {
            long[] one = walk.once(new SplittableRandom(SEED + i));
            pushes[i] = one[0];
            restarts[i] = one[1];
            if (one[0] < settings.cap()) {
                solved++;
            }
        }
        Arrays.sort(pushes);
        Arrays.sort(restarts);
        int middle = settings.walks() / 2;
        return new WalkResult(pushes[middle], restarts[middle], solved, settings.walks(), settings.cap(), walk.steps);
    }

    /** One walk: {pushes until solved (the cap when not solved), restarts}. */
    private long[] once(SplittableRandom random) {
        long pushes = 0;
        long restarts = 0;
        while (true) {
            start();
            if (distance == 0) {
                return new long[] {pushes, restarts};
            }
            int best = distance;
            int sinceBest = 0;
            boolean moved = false;
            while (true) {
                if (pushes >= settings.cap()) {
                    return new long[] {settings.cap(), restarts};
                }
                if (!step(random)) {
                    if (!moved) {
                        return new long[] {settings.cap(), restarts}; // none from the start: every attempt alike
                    }
                    break; // no push left
                }
                moved = true;
                pushes++;
                if (distance == 0) {
                    return new long[] {pushes, restarts};
                }
                if (distance < best) {
                    best = distance;
                    sinceBest = 0;
                } else if (++sinceBest >= settings.patience()) {
                    break; // no way forward seen
                }
            }
            restarts++;
        }
    }

    private void start() {
        Arrays.fill(box, false);
        Arrays.fill(bits, 0);
        distance = 0;
        for (int i = 0; i < n; i++) {
            int s = maze.startBoxes[i];
            at[i] = s;
            box[s] = true;
            bits[s >>> 6] |= 1L << s;
            distance += nearest[s];
        }
        man = maze.startMan;
    }

    /** Chooses and makes one push; false when every open push is lost. */
    private boolean step(SplittableRandom random) {
        reach.fill(man, box);
        int count = 0;
        double total = 0;
        for (int i = 0; i < n; i++) {
            int from = at[i];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(from, d);
                int behind = maze.step(from, d ^ 2);
                if (to >= 0 && !box[to] && !dead[to] && behind >= 0 && reach.reached(behind)) {
                    open[count] = i * 4 + d;
                    weight[count] = weightOfScore[score(from, to) + MOST_AWAY + 1];
                    total += weight[count];
                    count++;
                }
            }
        }
        while (count > 0) {
            double u = random.nextDouble() * total;
            int k = 0;
            while (k < count - 1 && u >= weight[k]) {
                u -= weight[k];
                k++;
            }
            int i = open[k] >>> 2;
            int from = at[i];
            int to = maze.step(from, open[k] & 3);
            if (lost(from, to)) {
                // seen as lost: never chosen, the others keep their weights
                total -= weight[k];
                open[k] = open[count - 1];
                weight[k] = weight[count - 1];
                count--;
                continue;
            }
            push(i, from, to);
            return true;
        }
        return false;
    }

    /** How much a push from {@code from} to {@code to} leans towards progress. */
    private int score(int from, int to) {
        int score = Math.max(-MOST_AWAY, Math.min(1, nearest[from] - nearest[to]));
        if (maze.goal[to] && !maze.goal[from]) {
            score++;
        } else if (maze.goal[from] && !maze.goal[to]) {
            score--;
        }
        return score;
    }

    /** Whether the push leaves a deadlock the solver's pair table or freeze test finds. */
    private boolean lost(int from, int to) {
        if (pairs.isDeadlock(to, from, bits, from)) {
            return true; // bits still show the box on from, the man's square after the push
        }
        box[from] = false;
        box[to] = true;
        boolean frozen = freeze.isDeadlock(to, box);
        box[to] = false;
        box[from] = true;
        return frozen;
    }

    private void push(int i, int from, int to) {
        box[from] = false;
        box[to] = true;
        bits[from >>> 6] &= ~(1L << from);
        bits[to >>> 6] |= 1L << to;
        at[i] = to;
        man = from;
        distance += nearest[to] - nearest[from];
        steps++;
    }
}
