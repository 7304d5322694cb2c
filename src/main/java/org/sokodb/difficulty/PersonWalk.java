package org.sokodb.difficulty;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.sokodb.board.Board;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * A simulated person (docs/difficulty.md, "A simulated person"): the research's model of someone
 * solving a level, a walk over push positions that leans towards progress, not a search. From the
 * start, each step the man walks to one of the pushes open to him and makes it, chosen at random
 * with a weight {@code e^(lean × score)}: the score is how much nearer to its goal the push takes
 * the box (the push distance on the empty board, at most one nearer; a push away counts at most
 * two against), one more for a push onto a goal and one less for a push off one. Its goal is the
 * nearest ({@link Guide#NEAREST}) or the one the cheapest matching of boxes to goals gives it, the
 * solver's lower bound ({@link Guide#MATCHING}). The pushes a person sees are lost are never
 * chosen: onto a dead square, and those the solver's freeze test and, with {@link Sight#PAIRS},
 * its pair table call deadlocks ({@link LostPushes}); led by the matching, also those after which
 * no matching is left. The walk starts again when no push is
 * left, and when {@code patience} pushes in a row have not brought the boxes nearer the goals than
 * they were before in this attempt (the guide's distance: the sum of each box's push distance to
 * its nearest goal, or the matching's cost): from the start ({@link Restart#START}), or from the
 * attempt's best position when the attempt improved on where it began ({@link Restart#BEST}: a
 * person undoes to where things looked best, and begins from scratch when that led nowhere). A
 * walk ends when the level is solved or when it has made {@code cap} pushes in all; a level with
 * no push open at the start counts the cap at once (every attempt would be the same).
 *
 * <p>The value of a level is the median over {@code walks} walks, each with a fixed seed, of the
 * pushes made until solved (restarts included; a walk not solved within the cap counts the cap),
 * the same on any machine. A walk not solved still says how far it got ({@link WalkResult}): the
 * smallest guide distance it reached as a share of the start's, the most boxes on goals at once,
 * and a graded value that ranks capped walks among themselves.
 */
public final class PersonWalk {
    /** The seed of walk {@code i} is this plus {@code i}: runs repeat exactly. */
    static final long SEED = 0x5_0C0_BA11L;
    /** A push away from the goals counts at most this much against it. */
    private static final int MOST_AWAY = 2;
    /** A walk's shortfall is counted in thousandths of the start's distance. */
    static final int PER_MILLE = 1_000;

    /** Which goal a push is scored against, and what "nearer the goals" means for patience. */
    public enum Guide {
        /** Each box's nearest goal; the sum of those distances. */
        NEAREST,
        /** The goal the cheapest matching of boxes to goals gives the box; the matching's cost. */
        MATCHING
    }

    /** Which deadlocks the walk sees besides dead squares and frozen boxes ({@link LostPushes}). */
    public enum Sight {
        /** Those of the solver's pair table too. */
        PAIRS,
        /** No more: the pair table is never asked. */
        FREEZE
    }

    /** Where an attempt that ran out of patience or of pushes begins again. */
    public enum Restart {
        /** Always the start. */
        START,
        /** The attempt's best position when it improved on where it began, else the start. */
        BEST
    }

    /**
     * How a walk is run: {@code lean}, how strongly a step prefers progress (0: every open push
     * alike); {@code walks}, how many walks (odd, so that one of them is the median); {@code cap},
     * the pushes a walk may make in all, or, when {@code capPerBox} is above 0, that many pushes a
     * box of the level (a cap by the level's size, {@link #capFor}); {@code patience}, the pushes
     * an attempt may make without bringing the boxes nearer the goals before it starts again;
     * {@code guide}, {@code restart} and {@code sight}, above.
     */
    public record Settings(double lean, int walks, long cap, int patience, Guide guide, Restart restart, long capPerBox,
            Sight sight) {
        /**
         * The settings of docs/difficulty.md, chosen on the fit's training collections: 5 walks, a
         * cap of 100 pushes a box (the fixed cap of 2,000 is not used).
         */
        public static final Settings CHOSEN = new Settings(0.5, 5, 2_000, 60, Guide.MATCHING, Restart.START, 100, Sight.PAIRS);

        public Settings {
            if (lean < 0 || walks < 1 || walks % 2 == 0 || cap < 1 || patience < 1 || guide == null || restart == null
                    || capPerBox < 0 || sight == null) {
                throw new IllegalArgumentException("lean ≥ 0, an odd number of walks, cap and patience ≥ 1, cap per box ≥ 0: "
                        + lean + ", " + walks + ", " + cap + ", " + patience + ", " + guide + ", " + restart + ", " + capPerBox
                        + ", " + sight);
            }
        }

        /** Seeing the pair table's deadlocks too. */
        public Settings(double lean, int walks, long cap, int patience, Guide guide, Restart restart, long capPerBox) {
            this(lean, walks, cap, patience, guide, restart, capPerBox, Sight.PAIRS);
        }

        /** A cap of {@code cap} pushes whatever the level's size. */
        public Settings(double lean, int walks, long cap, int patience, Guide guide, Restart restart) {
            this(lean, walks, cap, patience, guide, restart, 0);
        }

        /** Led by the nearest goals, starting again from the start. */
        public Settings(double lean, int walks, long cap, int patience) {
            this(lean, walks, cap, patience, Guide.NEAREST, Restart.START);
        }

        /** The same with a cap of {@code newCap} pushes whatever the level's size. */
        public Settings withCap(long newCap) {
            return new Settings(lean, walks, newCap, patience, guide, restart, 0, sight);
        }

        /** The same with a cap of {@code pushes} a box (0: the fixed {@code cap}). */
        public Settings withCapPerBox(long pushes) {
            return new Settings(lean, walks, cap, patience, guide, restart, pushes, sight);
        }

        /** The cap of a level of {@code boxes} boxes. */
        public long capFor(int boxes) {
            return capPerBox > 0 ? capPerBox * Math.max(1, boxes) : cap;
        }
    }

    private final Maze maze;
    private final Settings settings;
    /** The pushes a walk of this level may make in all ({@link Settings#capFor}). */
    private final long cap;
    /** Pushes from each square to its nearest goal, the box alone on the board. */
    private final int[] nearest;
    private final LostPushes lost;
    /** The man's area, kept from push to push ({@link ManArea}); filled anew after a restart. */
    private final ManArea area;
    private boolean areaKnown;
    /** The cheapest matching of boxes to goals, when it guides ({@link Guide#MATCHING}). */
    private final Matching matching;
    private final double[] weightOfScore;
    private final int n;
    private final boolean[] box;
    private final long[] bits;
    private final int[] at;
    /** The best position of the attempt: its boxes and man ({@link Restart#BEST}). */
    private final int[] bestAt;
    private int bestMan;
    /** The open pushes of a step: box index × 4 + direction, and their weights; each box's goal in the matching. */
    private final int[] open;
    private final int[] target;
    private final double[] weight;
    private int man;
    /** The guide's distance of the position: how far the boxes are from the goals. */
    private int distance;
    private int onGoals;
    private long steps;

    private PersonWalk(Board board, Settings settings) {
        this.maze = new Maze(board);
        this.settings = settings;
        int[][] toGoal = Distances.pushesTo(maze, maze.goals);
        this.nearest = new int[maze.size];
        for (int s = 0; s < maze.size; s++) {
            int least = Distances.UNREACHABLE;
            for (int[] d : toGoal) {
                least = Math.min(least, d[s]);
            }
            nearest[s] = least;
        }
        this.lost = new LostPushes(maze, toGoal, settings.sight());
        this.area = new ManArea(maze);
        this.n = maze.boxCount();
        this.cap = settings.capFor(n);
        this.matching = settings.guide() == Guide.MATCHING && maze.goals.length == n ? new Matching(toGoal, n) : null;
        this.weightOfScore = new double[MOST_AWAY + 4];
        for (int score = -MOST_AWAY - 1; score <= 2; score++) {
            weightOfScore[score + MOST_AWAY + 1] = Math.exp(settings.lean() * score);
        }
        this.box = new boolean[maze.size];
        this.bits = new long[(maze.size + 63) >>> 6];
        this.at = new int[n];
        this.bestAt = new int[n];
        this.open = new int[4 * n];
        this.weight = new double[4 * n];
        this.target = new int[n];
    }

    /** The walks of {@code settings} on {@code board}. */
    public static WalkResult of(Board board, Settings settings) {
        PersonWalk walk = new PersonWalk(board, settings);
        long[][] each = new long[settings.walks()][];
        for (int i = 0; i < each.length; i++) {
            each[i] = walk.once(new SplittableRandom(SEED + i));
        }
        return WalkResult.ofWalks(each, walk.cap, walk.steps);
    }

    /**
     * One walk: {pushes until solved (the cap when not solved), restarts, the smallest distance
     * it reached in thousandths of the start's (0 when solved), the most boxes on goals at once}.
     */
    private long[] once(SplittableRandom random) {
        long pushes = 0;
        long restarts = 0;
        start();
        int startDistance = distance;
        int least = distance;
        int most = onGoals;
        boolean fromStart = true;
        while (true) {
            if (distance == 0) {
                return new long[] {pushes, restarts, 0, n};
            }
            int begun = distance;
            int best = distance;
            rememberBest();
            int sinceBest = 0;
            boolean moved = false;
            while (true) {
                if (pushes >= cap) {
                    return capped(restarts, startDistance, least, most);
                }
                if (!step(random)) {
                    if (!moved && fromStart) {
                        return capped(restarts, startDistance, least, most); // none from the start: every attempt alike
                    }
                    break; // no push left
                }
                moved = true;
                pushes++;
                most = Math.max(most, onGoals);
                if (distance == 0) {
                    return new long[] {pushes, restarts, 0, n};
                }
                if (distance < best) {
                    best = distance;
                    least = Math.min(least, best);
                    rememberBest();
                    sinceBest = 0;
                } else if (++sinceBest >= settings.patience()) {
                    break; // no way forward seen
                }
            }
            restarts++;
            fromStart = settings.restart() == Restart.START || best >= begun;
            if (fromStart) {
                start();
            } else {
                restoreBest();
            }
        }
    }

    private long[] capped(long restarts, int startDistance, int least, int most) {
        long shortfall = Math.max(1, Math.round((double) PER_MILLE * least / Math.max(1, startDistance)));
        return new long[] {cap, restarts, Math.min(PER_MILLE, shortfall), most};
    }

    private void start() {
        place(maze.startBoxes, maze.startMan);
    }

    private void rememberBest() {
        System.arraycopy(at, 0, bestAt, 0, n);
        bestMan = man;
    }

    private void restoreBest() {
        place(bestAt, bestMan);
    }

    private void place(int[] boxes, int manAt) {
        Arrays.fill(box, false);
        Arrays.fill(bits, 0);
        distance = 0;
        onGoals = 0;
        for (int i = 0; i < n; i++) {
            int s = boxes[i];
            at[i] = s;
            box[s] = true;
            bits[s >>> 6] |= 1L << s;
            distance += nearest[s];
            onGoals += maze.goal[s] ? 1 : 0;
        }
        if (matching != null) {
            distance = matching.solve(at, n);
        }
        man = manAt;
        areaKnown = false;
    }

    /** Chooses and makes one push; false when every open push is lost. */
    private boolean step(SplittableRandom random) {
        if (!areaKnown) {
            area.fill(man, box);
            areaKnown = true;
        }
        Arrays.fill(target, -1);
        if (matching != null) {
            matching.targets(target);
        }
        int count = 0;
        double total = 0;
        for (int i = 0; i < n; i++) {
            int from = at[i];
            int goal = target[i];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(from, d);
                int behind = maze.step(from, d ^ 2);
                if (to >= 0 && !box[to] && !lost.dead(to) && area.reached(behind)) {
                    open[count] = i * 4 + d;
                    weight[count] = weightOfScore[score(goal, from, to) + MOST_AWAY + 1];
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
            int d = open[k] & 3;
            int to = maze.step(from, d);
            if (lost(i, from, to)) {
                // seen as lost: never chosen, the others keep their weights
                total -= weight[k];
                open[k] = open[count - 1];
                weight[k] = weight[count - 1];
                count--;
                continue;
            }
            push(i, from, to, d);
            return true;
        }
        return false;
    }

    /**
     * How much a push from {@code from} to {@code to} leans towards progress: towards the box's
     * nearest goal, or towards {@code goal} (its goal in the matching) when that is 0 or more.
     */
    private int score(int goal, int from, int to) {
        int gained = goal < 0 ? nearest[from] - nearest[to] : matching.distance(goal, from) - matching.distance(goal, to);
        int score = Math.max(-MOST_AWAY, Math.min(1, gained));
        if (maze.goal[to] && !maze.goal[from]) {
            score++;
        } else if (maze.goal[from] && !maze.goal[to]) {
            score--;
        }
        return score;
    }

    /**
     * Whether the push of box {@code i} leaves a deadlock the walk sees ({@link LostPushes}), or,
     * led by the matching, a position no matching of boxes to goals is left for.
     */
    private boolean lost(int i, int from, int to) {
        // a matching is left at once when the box's own goal is reached from to within the
        // cost's bound (none repaired)
        return lost.afterPush(from, to, box, bits) || matching != null
                && (target[i] < 0 || (long) distance + matching.distance(target[i], to) >= Distances.UNREACHABLE)
                && matching.costAfterMove(i, to) >= Distances.UNREACHABLE;
    }

    private void push(int i, int from, int to, int d) {
        box[from] = false;
        box[to] = true;
        area.pushed(from, to, d, box);
        bits[from >>> 6] &= ~(1L << from);
        bits[to >>> 6] |= 1L << to;
        at[i] = to;
        man = from;
        onGoals += (maze.goal[to] ? 1 : 0) - (maze.goal[from] ? 1 : 0);
        distance = matching == null ? distance + nearest[to] - nearest[from] : matching.moveBox(i, to);
        steps++;
    }
}
