package org.sokodb.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/** Which positions of a known solution's path a test of the searches holds in (a learned set, a precalculated one). */
public final class PathPositions {
    private PathPositions() {
    }

    /** The positions of {@code path} (0 the start, k after push k) where {@code holds} is true of the man and the boxes. */
    public static List<Integer> where(PathTrace.Path path, BiPredicate<Integer, boolean[]> holds) {
        List<Integer> found = new ArrayList<>();
        for (int k = 0; k < path.boxes().size(); k++) {
            if (holds.test(path.man()[k], path.boxes().get(k))) {
                found.add(k);
            }
        }
        return found;
    }
}
