package org.sokodb.solver.search;

import java.util.Locale;
import java.util.Set;

/**
 * How the searches order their work, and which techniques they use.
 *
 * @param optimal A* with the fewest pushes proved (slower, for small levels)
 * @param weight in ordinary mode the priority is {@code weight * h + g}: larger dives faster
 * @param off techniques switched off, by name ({@code picorral}, {@code pull}): for the
 *     measurements in docs/solver-log.md, set with {@code -Dsokodb.solver.off=picorral,pull}
 */
public record SearchOptions(boolean optimal, int weight, Set<String> off) {
    public static final SearchOptions FAST = new SearchOptions(false, Integer.getInteger("sokodb.solver.weight", 3), switchedOff());
    public static final SearchOptions OPTIMAL = new SearchOptions(true, 1, switchedOff());

    public boolean uses(String technique) {
        return !off.contains(technique);
    }

    private static Set<String> switchedOff() {
        String v = System.getProperty("sokodb.solver.off", "");
        return Set.of(v.toLowerCase(Locale.ROOT).split("[,\\s]+")).stream().filter(x -> !x.isEmpty())
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }
}
