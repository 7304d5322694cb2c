package org.sokodb.solver.bounds;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The matchings of one maze with a set of its goals standing as walls (the goal boxes frozen in
 * place): each set's push distances round those walls ({@link Distances#pushesRound}) in a
 * {@link Matching}, made once and kept for the next position with the same set, at most
 * {@link #MAX_SETS} sets. FESS's goal walls and the phase search's frozen goals ask it.
 */
public final class WallMatchings {
    static final int MAX_SETS = 256;

    private final Maze maze;
    private final Map<String, Matching> bySet = new HashMap<>();
    private final boolean[] walls;

    public WallMatchings(Maze maze) {
        this.maze = maze;
        this.walls = new boolean[maze.size];
    }

    /**
     * The matching with the squares of {@code set} (a bit per square) as walls; null when
     * {@link #MAX_SETS} other sets are kept already.
     */
    public Matching forWalls(long[] set) {
        String key = Arrays.toString(set);
        Matching m = bySet.get(key);
        if (m == null) {
            if (bySet.size() >= MAX_SETS) {
                return null;
            }
            for (int s = 0; s < maze.size; s++) {
                walls[s] = (set[s >>> 6] >>> s & 1) != 0;
            }
            m = new Matching(Distances.pushesRound(maze, walls), maze.boxCount());
            bySet.put(key, m);
        }
        return m;
    }

    /** The sets kept so far. */
    public int sets() {
        return bySet.size();
    }
}
