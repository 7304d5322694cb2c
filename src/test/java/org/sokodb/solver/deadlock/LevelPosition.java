package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;

/** A position a search met on a shipped level, written out as rows: checked to lie on that level's maze. */
public final class LevelPosition {
    private LevelPosition() {
    }

    /** The maze of {@code rows} (the position's boxes as its start), asserted to have the walls and goals of {@code shipped}'s first level. */
    public static Maze on(String shipped, String[] rows) throws Exception {
        Board level = Levels.read(TestData.shipped(shipped)).get(0);
        Board position = Board.parse(List.of(rows));
        for (int y = 0; y < position.height(); y++) {
            for (int x = 0; x < position.width(); x++) {
                int p = position.index(x, y);
                int l = level.index(x, y);
                assertTrue(position.isWall(p) == level.isWall(l) && position.isGoal(p) == level.isGoal(l),
                        "the position is on " + shipped + "'s maze: (" + x + "," + y + ")");
            }
        }
        return new Maze(position);
    }

    /** The position's boxes by floor square. */
    public static boolean[] boxes(Maze maze) {
        boolean[] box = new boolean[maze.size];
        for (int s : maze.startBoxes) {
            box[s] = true;
        }
        return box;
    }
}
