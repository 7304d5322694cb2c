package org.sokodb.solver.bounds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.solver.maze.Maze;

/**
 * A packing plan that may park boxes. It is found backwards, from the solved position: a box
 * that can be pulled alone (the other boxes standing still in its way) back to a start square
 * leaves, the one nearest to the man's start first, as in {@link PackingOrder#leaving}. When
 * no box can leave — a goal room whose boxes jam each other's way out — one box is pulled off
 * its goal to a square that is not a goal (parked there), chosen so that some other box can
 * then leave; the parked box itself leaves later like any other. Read forwards, the plan
 * brings a box to the parking square early, fills the goals the parked box was in the way of,
 * and then takes the parked box on to its goal: the order in which a goal room that has to be
 * filled round a box waiting outside its place can be packed.
 *
 * <p>Parking squares are tried nearest first (in pulls from the goal), the first that lets
 * another box leave is taken: measured against farthest first (as YASS parks) at fixed node
 * budgets, nearest first lost no level farthest first solved on XSokoban, where farthest
 * first parked XSokoban 42's box where it blocks the room (measured: journal/solver.md entry 34).
 * Each box is parked at most once, and the search for a parking square stops after a budget
 * of pull searches: past it, or when no parking helps, the plain rule of {@link PackingOrder}
 * picks a box that can be pulled a step, as before. Where nothing has to park, the plan is
 * the order of {@link PackingOrder#leaving}, step for step.
 */
public final class ParkingPlan implements PackingPlan {
    /** Pull searches the whole plan may make while looking for parking squares. */
    private static final int PARKING_SEARCHES = 4_000;
    /** Parking squares tried per box, nearest first. */
    private static final int SQUARES_PER_BOX = 12;
    /** Above this much work ({@code size² · goals²}) no plan is made: {@link PackingOrder#leaving} instead. */
    private static final long MAX_WORK = 2_000_000_000L;

    /** Per step, the square it puts a box on. */
    private final int[] target;
    /** Per step, the parking square the box comes from, or {@link Maze#NONE} for a box from elsewhere. */
    private final int[] from;
    /** Per step, whether the backward search showed it can be made (the plain rule's and the leftover steps cannot). */
    private final boolean[] shown;
    private final int parks;

    private ParkingPlan(int[] target, int[] from, boolean[] shown, int parks) {
        this.target = target;
        this.from = from;
        this.shown = shown;
        this.parks = parks;
    }

    /** The plan for {@code maze}; {@link PackingOrder#leaving} where the level is too large to plan this way. */
    public static PackingPlan of(Maze maze) {
        long work = (long) maze.size * maze.size * maze.goals.length * maze.goals.length;
        if (work > MAX_WORK) {
            return PackingOrder.leaving(maze);
        }
        return new Builder(maze).build();
    }

    /** How many boxes the plan parks (for the tests and the log). */
    public int parks() {
        return parks;
    }

    @Override
    public int length() {
        return target.length;
    }

    @Override
    public int target(int packed) {
        return target[packed];
    }

    /**
     * Whether step {@code k} was found to be possible in the relaxation the plan is made in
     * (one box pushed alone, the boxes of the steps before it in place, the man anywhere
     * free): every step but those the plain rule chose and the goals no box could leave.
     */
    public boolean shown(int k) {
        return shown[k];
    }

    /** The parking square step {@code k} takes its box from, or {@link Maze#NONE}. */
    public int from(int k) {
        return from[k];
    }

    @Override
    public int packed(boolean[] box) {
        // the squares of the first k steps that hold no box, counted as the steps go
        int missing = 0;
        int best = 0;
        for (int k = 0; k < target.length; k++) {
            if (from[k] != Maze.NONE && !box[from[k]]) {
                missing--;
            }
            if (!box[target[k]]) {
                missing++;
            }
            if (missing == 0) {
                best = k + 1;
            }
        }
        return best;
    }

    @Override
    public boolean settled(int square, int packed) {
        if (packed < target.length && from[packed] == square) {
            return false; // the parked box the next step moves on
        }
        boolean in = false;
        for (int k = 0; k < packed; k++) {
            if (target[k] == square) {
                in = true;
            } else if (from[k] == square) {
                in = false;
            }
        }
        return in;
    }

    /** The backward packing search. */
    private static final class Builder {
        private final Maze maze;
        private final PullOut pull;
        private final boolean[] present;
        private final boolean[] reached;
        private final boolean[] parked;
        private final int[] walk;
        private final int[] pulls;
        private int searches;

        Builder(Maze maze) {
            this.maze = maze;
            this.pull = new PullOut(maze);
            this.present = new boolean[maze.size];
            this.reached = new boolean[maze.size];
            this.parked = new boolean[maze.size];
            this.walk = PackingOrder.walkingDistances(maze, maze.startMan);
            this.pulls = new int[maze.size];
        }

        ParkingPlan build() {
            for (int g : maze.goals) {
                present[g] = true;
            }
            boolean[] wasParked = new boolean[maze.size];
            // backwards: {square emptied, parking square its box went to or NONE, 1 when shown possible}
            List<int[]> back = new ArrayList<>();
            int parks = 0;
            int left = maze.goals.length;
            while (left > 0) {
                freeSquares();
                int leaving = nearestLeaving();
                if (leaving >= 0) {
                    present[leaving] = false;
                    parked[leaving] = false;
                    back.add(new int[] {leaving, Maze.NONE, 1});
                    left--;
                    continue;
                }
                int[] park = parking(wasParked);
                if (park != null) {
                    present[park[0]] = false;
                    present[park[1]] = true;
                    parked[park[1]] = true;
                    wasParked[park[0]] = true;
                    back.add(new int[] {park[0], park[1], 1});
                    parks++;
                    continue;
                }
                freeSquares();
                int plain = nearestPullable();
                if (plain < 0) {
                    break; // none can leave: the rest are filled first
                }
                present[plain] = false;
                parked[plain] = false;
                back.add(new int[] {plain, Maze.NONE, 0});
                left--;
            }
            int[] target = new int[back.size() + left];
            int[] from = new int[target.length];
            boolean[] shown = new boolean[target.length];
            Arrays.fill(from, Maze.NONE);
            int k = 0;
            for (int s = 0; s < maze.size; s++) {
                if (present[s]) {
                    target[k++] = s;
                }
            }
            for (int r = back.size() - 1; r >= 0; r--) {
                int[] step = back.get(r);
                target[k] = step[0];
                shown[k] = step[2] == 1;
                from[k++] = step[1];
            }
            return new ParkingPlan(target, from, shown, parks);
        }

        /** The man may stand on any square without a box. */
        private void freeSquares() {
            for (int s = 0; s < maze.size; s++) {
                reached[s] = !present[s];
            }
        }

        private int nearestLeaving() {
            int best = -1;
            for (int s = 0; s < maze.size; s++) {
                if (present[s] && (best < 0 || walk[s] < walk[best]) && pull.canLeave(s, present, reached)) {
                    best = s;
                }
            }
            return best;
        }

        /**
         * A goal box not parked before and a square off the goals to pull it to, after which
         * some box can leave: {goal, parking square}; null when none is found within the budget.
         */
        private int[] parking(boolean[] wasParked) {
            Integer[] order = goalsNearestFirst();
            for (int g : order) {
                if (!present[g] || parked[g] || wasParked[g] || searches >= PARKING_SEARCHES) {
                    continue;
                }
                freeSquares();
                pull.destinations(g, present, reached, pulls);
                searches++;
                for (int p : nearestFirst()) {
                    if (searches >= PARKING_SEARCHES) {
                        break;
                    }
                    present[g] = false;
                    present[p] = true;
                    freeSquares();
                    boolean opens = false;
                    for (int s = 0; s < maze.size && !opens && searches < PARKING_SEARCHES; s++) {
                        if (present[s] && s != p) {
                            searches++;
                            opens = pull.canLeave(s, present, reached);
                        }
                    }
                    present[p] = false;
                    present[g] = true;
                    if (opens) {
                        return new int[] {g, p};
                    }
                }
            }
            return null;
        }

        private Integer[] goalsNearestFirst() {
            Integer[] order = new Integer[maze.goals.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = maze.goals[i];
            }
            Arrays.sort(order, (a, b) -> Integer.compare(walk[a], walk[b]));
            return order;
        }

        /**
         * The squares {@link #pulls} reaches that are free and off the goals, fewest pulls first,
         * at most {@link #SQUARES_PER_BOX} of them.
         */
        private List<Integer> nearestFirst() {
            List<Integer> squares = new ArrayList<>();
            for (int s = 0; s < maze.size; s++) {
                if (pulls[s] != Integer.MAX_VALUE && pulls[s] > 0 && !maze.goal[s] && !present[s]) {
                    squares.add(s);
                }
            }
            squares.sort((a, b) -> pulls[a] != pulls[b] ? Integer.compare(pulls[a], pulls[b]) : Integer.compare(a, b));
            return squares.subList(0, Math.min(SQUARES_PER_BOX, squares.size()));
        }

        private int nearestPullable() {
            int best = -1;
            for (int s = 0; s < maze.size; s++) {
                if (present[s] && PackingOrder.pullable(maze, s, present, reached) && (best < 0 || walk[s] < walk[best])) {
                    best = s;
                }
            }
            return best;
        }
    }
}
