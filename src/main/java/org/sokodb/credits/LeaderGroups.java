package org.sokodb.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Levels grouped around leaders, as {@code dups --similar P} groups them (docs/similar.md): in
 * import order, the first level not yet in a group leads a new one, which takes every level not
 * yet grouped that is alike enough to the leader. Every member is so alike to its group's first
 * level, whatever chains of pairs there are.
 */
public final class LeaderGroups {
    private LeaderGroups() {
    }

    /**
     * The groups of {@code levels} levels (numbered 0 … in import order) that pairs join; each
     * pair is {@code i << 32 | j} with {@code i < j}. Groups in the order of their leaders,
     * members in import order after the leader; levels alike to no one are in no group.
     */
    public static List<List<Integer>> of(int levels, long[] pairs) {
        long[] sorted = pairs.clone();
        Arrays.sort(sorted);
        int[] leader = new int[levels];
        Arrays.fill(leader, -1);
        Map<Integer, List<Integer>> groups = new LinkedHashMap<>();
        int current = -1;
        boolean leads = false;
        for (long pair : sorted) {
            int i = (int) (pair >>> 32);
            int j = (int) pair;
            if (i != current) {
                current = i;
                leads = leader[i] < 0;
                if (leads) {
                    leader[i] = i;
                }
            }
            if (leads && leader[j] < 0) {
                leader[j] = i;
                groups.computeIfAbsent(i, x -> new ArrayList<>(List.of(x))).add(j);
            }
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> g : groups.values()) {
            List<Integer> members = new ArrayList<>(g.subList(1, g.size()));
            members.sort(null);
            members.add(0, g.get(0));
            out.add(List.copyOf(members));
        }
        return out;
    }
}
