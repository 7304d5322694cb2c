package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The phase search run along a known solution (issue 82): each time it expands a position of
 * the path, the positions it expands before it takes the path's next position are counted (its
 * <em>wait</em>); when that reaches {@code stepBudget} the search is made to take it, and, when
 * a cut or the PI-corral's restriction keeps it from making the path's push at all, to make it.
 * So every push of the path gets its count, with the search's open list as it would be had it
 * come that way, and the path child's phase and score against the open list's best when its
 * parent was expanded. Where the waits jump is where the phase search and the solution part.
 * Deterministic: positions, not seconds.
 */
public final class PhaseTrace implements PhaseWatch {
    /** The columns of {@link #row}. */
    public static final String HEADER = "level\tpushes\tphases\tending\texpanded\tpath_positions\tforced"
            + "\tfirst_forced\tmade_uncut\tbiggest_waits\tahead_sum\tmost_ahead\tlearned";

    private final PhaseSearch search;
    private final Maze maze;
    private final int[] push;
    private final List<boolean[]> boxes;
    private final int[] man;
    private final long stepBudget;
    /** Whether the open list is emptied at each path position (each wait measured from the path alone). */
    private final boolean fresh;
    /** Per push: its child's siblings scored lower, and scored the same. */
    private final int[] better;
    private final int[] equal;
    private final List<Integer> siblings = new ArrayList<>();
    /** Per push: the best-scored other push of its parent ({@code from * 4 + direction}, -1: none) and its score. */
    private final int[] bestSibling;
    private final int[] bestSiblingScore;
    /** Per push: the terms of its child's score and of the best sibling's. */
    private final String[] terms;
    private final String[] siblingTerms;
    /** The child scored last, and its terms. */
    private int lastScored = -1;
    private String lastTerms = "-";
    /** The path positions expanded so far: the last is {@code at}. */
    private int at = -1;
    private int nextId = NodeStore.ABSENT;
    /** The number of path position {@code at} in the search's store. */
    private int atId = -1;
    private long expandedAt;
    private final long[] wait;
    private final int[] score;
    private final int[] lowest;
    private final int[] phase;
    private final boolean[] forcedStep;
    private final boolean[] madeUncut;
    private SearchOutcome outcome;
    private int learnedSets;
    private int phases;
    /** The scores of the positions queued (generated, not expanded), as a Fenwick tree over scores. */
    private final long[] queued = new long[1 << 16];
    /** Per push: the positions queued with a lower score than its child's, once its parent's expansion ended. */
    private final long[] ahead;
    private boolean aheadDone;

    private PhaseTrace(PhaseSearch search, Maze maze, int[] from, int[] direction, long stepBudget, boolean fresh) {
        this.search = search;
        this.fresh = fresh;
        this.maze = maze;
        this.stepBudget = stepBudget;
        int pushes = from.length;
        this.push = new int[pushes];
        this.boxes = new ArrayList<>();
        this.man = new int[pushes + 1];
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        boxes.add(box.clone());
        man[0] = maze.startMan;
        for (int k = 0; k < pushes; k++) {
            push[k] = from[k] * 4 + direction[k];
            box[from[k]] = false;
            box[maze.step(from[k], direction[k])] = true;
            boxes.add(box.clone());
            man[k + 1] = from[k];
        }
        this.wait = new long[pushes + 1];
        this.score = new int[pushes + 1];
        this.lowest = new int[pushes + 1];
        this.phase = new int[pushes + 1];
        this.forcedStep = new boolean[pushes + 1];
        this.madeUncut = new boolean[pushes + 1];
        this.ahead = new long[pushes + 1];
        this.better = new int[pushes + 1];
        this.equal = new int[pushes + 1];
        this.bestSibling = new int[pushes + 1];
        this.bestSiblingScore = new int[pushes + 1];
        Arrays.fill(bestSibling, -1);
        this.terms = new String[pushes + 1];
        this.siblingTerms = new String[pushes + 1];
        Arrays.fill(terms, "-");
        Arrays.fill(siblingTerms, "-");
    }

    private void count(int s, int delta) {
        for (int i = Math.min(s, queued.length - 1) + 1; i < queued.length; i += i & -i) {
            queued[i] += delta;
        }
    }

    /** Queued positions with a score below {@code s}. */
    private long below(int s) {
        long sum = 0;
        for (int i = Math.min(s, queued.length - 1); i > 0; i -= i & -i) {
            sum += queued[i];
        }
        return sum;
    }

    /**
     * The phase search of {@code maze} (when it has an order) run along the pushes {@code from},
     * {@code direction} of a solution, each wait capped at {@code stepBudget} positions; {@code
     * fresh}: each measured from the path position alone (the open list emptied there), else
     * from all the search has queued by then.
     */
    public static Optional<PhaseTrace> of(Maze maze, int[] from, int[] direction, long stepBudget, boolean fresh) {
        return of(maze, from, direction, stepBudget, fresh, PhaseRules.PLAIN);
    }

    /** As above, with the phase search following {@code rules}. */
    public static Optional<PhaseTrace> of(Maze maze, int[] from, int[] direction, long stepBudget, boolean fresh,
            PhaseRules rules) {
        return rules.orderOf(maze).map(order -> {
            long total = (stepBudget + 1) * (from.length + 1);
            LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
            PhaseSearch search = new PhaseSearch(maze, order, Long.MAX_VALUE, rules,
                    new SearchControl(Long.MAX_VALUE, total), 512L << 20, learned);
            PhaseTrace trace = new PhaseTrace(search, maze, from, direction, stepBudget, fresh);
            search.watch = trace;
            trace.outcome = search.run(System.nanoTime());
            trace.learnedSets = learned.size();
            trace.phases = Arrays.stream(order.phases()).max().orElse(0);
            return trace;
        });
    }

    @Override
    public int force(long nodes, boolean stuck) {
        while (at >= 0 && at < push.length) {
            if (nextId == NodeStore.ABSENT) {
                nextId = search.find(boxes.get(at + 1), man[at + 1]);
                if (nextId == NodeStore.ABSENT) {
                    // path position at was expanded before it was watched, and its push was cut
                    // or left out then: expanded again, so that missing() has it made
                    return atId;
                }
            }
            if (!aheadDone) {
                aheadDone = true;
                int own = search.score(nextId);
                ahead[at + 1] = below(own);
                for (int sibling : siblings) {
                    better[at + 1] += sibling < own ? 1 : 0;
                    equal[at + 1] += sibling == own ? 1 : 0;
                }
                equal[at + 1]--; // itself
            }
            if (search.taken(nextId)) {
                advance(nextId, nodes); // taken before, by another way
                continue;
            }
            return stuck || nodes - expandedAt >= stepBudget ? forced() : -1;
        }
        return -1;
    }

    private int forced() {
        forcedStep[at + 1] = true;
        return nextId;
    }

    @Override
    public boolean expanding(int id, long nodes) {
        if (at < 0) {
            at = 0; // the start
            atId = id;
            expandedAt = nodes;
            wait[0] = 0;
            siblings.clear();
            return false;
        }
        count(search.score(id), -1);
        if (at < push.length && id == nextId) {
            advance(id, nodes);
            if (fresh) {
                Arrays.fill(queued, 0);
                return true;
            }
        }
        return false;
    }

    private void advance(int id, long nodes) {
        at++;
        atId = id;
        wait[at] = nodes - expandedAt;
        expandedAt = nodes;
        nextId = NodeStore.ABSENT;
        aheadDone = false;
        siblings.clear();
    }

    @Override
    public void scored(int child, String termsOf) {
        lastScored = child;
        lastTerms = termsOf;
    }

    @Override
    public void child(int parent, int made, int child, int childPhase, int childScore, int openLowest,
            boolean queuedNow) {
        if (queuedNow) {
            count(childScore, 1);
        }
        if (parent == atId && at < push.length) {
            siblings.add(childScore);
            if (made != push[at] && (bestSibling[at + 1] < 0 || childScore < bestSiblingScore[at + 1])) {
                bestSibling[at + 1] = made;
                bestSiblingScore[at + 1] = childScore;
                siblingTerms[at + 1] = lastScored == child ? lastTerms : "-";
            }
        }
        if (at >= 0 && at < push.length && made == push[at] && nextId == NodeStore.ABSENT
                && parent == atId) {
            phase[at + 1] = childPhase;
            score[at + 1] = childScore;
            lowest[at + 1] = openLowest;
            terms[at + 1] = lastScored == child ? lastTerms : "-";
        }
    }

    @Override
    public int missing(int id) {
        if (at < 0 || at >= push.length || atId != id
                || search.find(boxes.get(at + 1), man[at + 1]) != NodeStore.ABSENT) {
            return -1;
        }
        madeUncut[at + 1] = true;
        return push[at];
    }

    /** A maze square as (column,row) of the board, 0-based. */
    private String square(int s) {
        int cell = maze.square[s];
        return "(" + cell % maze.board.width() + "," + cell / maze.board.width() + ")";
    }

    /** The pushes of the path the search took (the start counts as 0). */
    public int reached() {
        return at;
    }

    /** The positions expanded between each path position and the next, as the search took them. */
    public long[] waits() {
        return wait.clone();
    }

    /** One TSV row (after the level's name): see {@link #HEADER}. */
    public String row() {
        long sum = 0;
        int forced = 0;
        int firstForced = -1;
        int uncut = 0;
        List<Integer> steps = new ArrayList<>();
        for (int k = 1; k <= Math.min(at, push.length); k++) {
            sum += wait[k];
            steps.add(k);
            if (forcedStep[k]) {
                forced++;
                firstForced = firstForced < 0 ? k : firstForced;
            }
            uncut += madeUncut[k] ? 1 : 0;
        }
        steps.sort(Comparator.comparingLong((Integer k) -> -wait[k]).thenComparing(k -> k));
        StringBuilder biggest = new StringBuilder();
        for (int i = 0; i < Math.min(6, steps.size()); i++) {
            int k = steps.get(i);
            biggest.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%d:%d(p%d,%+d)", k, wait[k], phase[k],
                    lowest[k] == Integer.MAX_VALUE ? 0 : score[k] - lowest[k]));
        }
        steps.sort(Comparator.comparingLong((Integer k) -> -ahead[k]).thenComparing(k -> k));
        StringBuilder most = new StringBuilder();
        long aheadSum = 0;
        for (int k = 1; k <= Math.min(at, push.length); k++) {
            aheadSum += ahead[k];
        }
        for (int i = 0; i < Math.min(6, steps.size()); i++) {
            int k = steps.get(i);
            most.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%d:%d(p%d)", k, ahead[k], phase[k]));
        }
        return push.length + "\t" + phases + "\t" + ending() + "\t" + nodes() + "\t" + sum + "\t"
                + forced + "\t" + firstForced + "\t" + uncut + "\t" + biggest + "\t" + aheadSum + "\t" + most + "\t" + learnedSets;
    }

    private long nodes() {
        return outcome instanceof SearchOutcome.Found f ? f.nodes() : ((SearchOutcome.NotFound) outcome).nodes();
    }

    private String ending() {
        if (outcome instanceof SearchOutcome.Found) {
            return at >= push.length - 1 ? "path" : "solved@" + at;
        }
        return ((SearchOutcome.NotFound) outcome).ending().name().toLowerCase(Locale.ROOT) + "@" + at;
    }

    /** Per push: the wait, whether forced or made uncut, the child's phase, score and the open list's best. */
    public String detail() {
        StringBuilder out = new StringBuilder("push\twait\tahead\tbetter_siblings\tequal_siblings\tforced\tuncut\tphase\tscore\topen_best\tbest_sibling\tits_score\tterms\tits_terms\n");
        for (int k = 1; k <= Math.min(at, push.length); k++) {
            out.append(k).append('\t').append(wait[k]).append('\t').append(ahead[k]).append('\t').append(better[k]).append('\t').append(equal[k]).append('\t').append(forcedStep[k] ? 1 : 0).append('\t')
                    .append(madeUncut[k] ? 1 : 0).append('\t').append(phase[k]).append('\t').append(score[k])
                    .append('\t').append(lowest[k] == Integer.MAX_VALUE ? "-" : String.valueOf(lowest[k]))
                    .append('\t').append(bestSibling[k] < 0 ? "-" : square(bestSibling[k] >>> 2) + "+" + "URDL".charAt(bestSibling[k] & 3))
                    .append('\t').append(bestSibling[k] < 0 ? "-" : String.valueOf(bestSiblingScore[k]))
                    .append('\t').append(terms[k]).append('\t').append(siblingTerms[k]).append('\n');
        }
        return out.toString();
    }
}
