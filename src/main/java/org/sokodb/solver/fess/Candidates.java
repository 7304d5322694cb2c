package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.tables.LongMap;

/**
 * The moves of the position being expanded, with what each does to the features, until
 * their weights are known: an advisor's move (per feature, the one that improves it most;
 * ties to the lower matching bound) weighs 0, any other 1.
 */
final class Candidates {
    private int[] code = new int[64];
    /** The Zobrist key of the position each move leads to. */
    private long[] key = new long[64];
    private int[] bound = new int[64];
    private int[] packing = new int[64];
    private int[] roomConnectivity = new int[64];
    private int[] connectivity = new int[64];
    private int[] outOfPlan = new int[64];
    private int[] approach = new int[64];
    /** How much cooler the hotspot's square is after the move ({@link Hotspots}); 0 for other boxes' moves. */
    private int[] cooled = new int[64];
    /** Boxes in the way of the plan's next step after the move ({@link Groundwork}). */
    private int[] way = new int[64];
    private boolean[] advised = new boolean[64];
    private int size;
    /** The keys of the positions the moves listed lead to. */
    private final LongMap listed = new LongMap(64);

    void clear() {
        size = 0;
        listed.clear();
    }

    int size() {
        return size;
    }

    /** Whether a move to the position with this key was listed already. */
    boolean listed(long key) {
        return listed.contains(key);
    }

    /** Lists the position with this key: a later move to it is the same move again. */
    void list(long key) {
        listed.addKey(key);
    }

    /** The key of the position move {@code c} leads to. */
    long key(int c) {
        return key[c];
    }

    void add(long positionKey, int move, int h, int packed, int obstructed, int regions, int outside, int toNextGoal, int cooler,
            int inTheWay) {
        if (size == code.length) {
            int m = size * 2;
            code = Arrays.copyOf(code, m);
            key = Arrays.copyOf(key, m);
            bound = Arrays.copyOf(bound, m);
            packing = Arrays.copyOf(packing, m);
            roomConnectivity = Arrays.copyOf(roomConnectivity, m);
            connectivity = Arrays.copyOf(connectivity, m);
            outOfPlan = Arrays.copyOf(outOfPlan, m);
            approach = Arrays.copyOf(approach, m);
            cooled = Arrays.copyOf(cooled, m);
            way = Arrays.copyOf(way, m);
            advised = Arrays.copyOf(advised, m);
        }
        code[size] = move;
        key[size] = positionKey;
        bound[size] = h;
        packing[size] = packed;
        roomConnectivity[size] = obstructed;
        connectivity[size] = regions;
        outOfPlan[size] = outside;
        approach[size] = toNextGoal;
        cooled[size] = cooler;
        way[size] = inTheWay;
        advised[size] = false;
        size++;
    }

    /** Marks, per feature, the move that improves it most over the parent's value. */
    void markAdvisors(int packed, int obstructed, int regions, int outside, int nearest, int inTheWay) {
        int bestApproach = -1;
        int bestPacking = -1;
        int bestRooms = -1;
        int bestConnectivity = -1;
        int bestOutOfPlan = -1;
        int bestHotspot = -1;
        int bestWay = -1;
        for (int c = 0; c < size; c++) {
            bestPacking = better(c, bestPacking, packing[c] - packed, bestPacking < 0 ? 0 : packing[bestPacking] - packed);
            bestRooms = better(c, bestRooms, obstructed - roomConnectivity[c],
                    bestRooms < 0 ? 0 : obstructed - roomConnectivity[bestRooms]);
            bestConnectivity = better(c, bestConnectivity, regions - connectivity[c],
                    bestConnectivity < 0 ? 0 : regions - connectivity[bestConnectivity]);
            bestApproach = better(c, bestApproach, nearest - approach[c],
                    bestApproach < 0 ? 0 : nearest - approach[bestApproach]);
            bestOutOfPlan = better(c, bestOutOfPlan, outside - outOfPlan[c],
                    bestOutOfPlan < 0 ? 0 : outside - outOfPlan[bestOutOfPlan]);
            bestHotspot = better(c, bestHotspot, cooled[c], bestHotspot < 0 ? 0 : cooled[bestHotspot]);
            bestWay = better(c, bestWay, inTheWay - way[c], bestWay < 0 ? 0 : inTheWay - way[bestWay]);
        }
        for (int best : new int[] {bestPacking, bestRooms, bestConnectivity, bestOutOfPlan, bestApproach, bestHotspot, bestWay}) {
            if (best >= 0) {
                advised[best] = true;
            }
        }
    }

    /** {@code c} when its gain beats the best so far (a gain must be positive; ties to the lower bound). */
    private int better(int c, int best, int gain, int bestGain) {
        if (gain <= 0) {
            return best;
        }
        if (best < 0 || gain > bestGain || (gain == bestGain && bound[c] < bound[best])) {
            return c;
        }
        return best;
    }

    int code(int c) {
        return code[c];
    }

    int bound(int c) {
        return bound[c];
    }

    int weight(int c) {
        return advised[c] ? 0 : 1;
    }
}
