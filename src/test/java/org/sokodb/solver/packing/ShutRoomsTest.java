package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The rooms shut at the start ({@code phaserooms}, {@link ShutRooms}) on XSokoban 28, against the map and YASS's
 * solution: two goal-less areas of three squares or more outside the man's start area have at most two boxes
 * beside them, the middle room ((7,6)–(10,7), (8,8) and its door (9,5); (9,4)'s box above, (8,9)'s below) and the
 * top room ((10,1)–(12,1), (11,2), (12,2), (12,3); (10,2)'s and (11,3)'s boxes); YASS's push 13 takes (9,4)'s box
 * from the door onto (9,6), the man onto (9,5), and the middle room is open (journal/solver.md entry 120).
 */
@SharedData
class ShutRoomsTest {
    @Test
    void onXSokoban28YassOpensTheMiddleRoomAtItsPush13() {
        Solutions.Solved solved = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("28")).findFirst().orElseThrow();
        Maze maze = new Maze(solved.board());
        ShutRooms rooms = ShutRooms.of(maze);
        assertEquals(2, rooms.size());
        PathTrace.Path path = PathTrace.path(maze, solved.steps());
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        ManReach reach = new ManReach(maze);
        reach.fill(maze.startMan, box);
        List<Integer> shut = new ArrayList<>(List.of(rooms.cost(reach, box) / ShutRooms.WEIGHT));
        for (int p = 0; p < 14; p++) {
            int from = path.from()[p];
            box[from] = false;
            box[maze.step(from, path.direction()[p])] = true;
            reach.fill(from, box);
            shut.add(rooms.cost(reach, box) / ShutRooms.WEIGHT);
        }
        assertEquals(square(maze, 9, 5), path.from()[12], "push 13 takes the box off the door");
        assertEquals(List.of(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1), shut);
    }

    private static int square(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }
}
