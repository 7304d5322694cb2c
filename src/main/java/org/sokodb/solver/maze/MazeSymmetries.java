package org.sokodb.solver.maze;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

/**
 * The rotations and mirrors that map a maze onto itself, floors onto floors and goals onto
 * goals, as permutations of the floor squares. Two positions that are images of each other
 * under one of them are solved by the images of the same pushes, so the push-optimal search
 * needs only one of them (the seed's symmetric-position merging). Boxes and the man do not
 * count: the start position is usually not symmetric, the maze often is.
 */
public final class MazeSymmetries {
    /** {@code perms[k][f]}: the floor square that floor square f becomes under symmetry k + 1 (0 is the identity). */
    public final int[][] perms;
    /** {@code inverse[k]} undoes {@code perms[k]}. */
    public final int[][] inverse;

    public MazeSymmetries(Maze maze) {
        Board board = maze.board;
        int w = board.width();
        int h = board.height();
        List<int[]> found = new ArrayList<>();
        for (Symmetry s : Symmetry.values()) {
            if (s == Symmetry.IDENTITY || s.width(w, h) != w || s.height(w, h) != h) {
                continue;
            }
            int[] perm = new int[maze.size];
            boolean maps = true;
            for (int f = 0; f < maze.size && maps; f++) {
                int sq = maze.square[f];
                int x = sq % w;
                int y = sq / w;
                int image = maze.floorOf[s.y(x, y, w, h) * w + s.x(x, y, w, h)];
                maps = image != Maze.NONE && maze.goal[image] == maze.goal[f];
                perm[f] = image;
            }
            if (maps) {
                found.add(perm);
            }
        }
        perms = found.toArray(new int[0][]);
        inverse = new int[perms.length][];
        for (int k = 0; k < perms.length; k++) {
            inverse[k] = new int[maze.size];
            for (int f = 0; f < maze.size; f++) {
                inverse[k][perms[k][f]] = f;
            }
        }
    }

    public int count() {
        return perms.length;
    }
}
