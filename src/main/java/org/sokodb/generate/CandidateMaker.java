package org.sokodb.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** Makes one candidate level: a random start, the forward stage, the backward stage, the board. */
final class CandidateMaker {
    private final RoomParameters parameters;
    private final ForwardStage forward;
    private final BackwardStage backward;

    public CandidateMaker(RoomParameters parameters) {
        this.parameters = parameters;
        this.forward = new ForwardStage(parameters.strategies());
        this.backward = new BackwardStage(parameters.strategies());
    }

    /** The candidate this random source makes; the same source state always makes the same one. */
    public Candidate make(SplittableRandom random) {
        Room room = Room.random(parameters.width(), parameters.height(), parameters.boxes(), random);
        forward.run(room, parameters.forward(), random);
        if (parameters.goals() == GoalPlacement.CARVED) {
            room.goalsUnderBoxes();
        }
        backward.run(room, parameters.backward(), random);
        if (room.allBoxesOnGoals()) {
            return new Candidate.Degenerate("every box is on a goal already");
        }
        List<String> rows = rows(room);
        Board board;
        try {
            board = Board.parse(rows);
        } catch (BoardException e) {
            // the outer ring is never carved, so this is a bug here, not a property of the candidate
            throw new IllegalStateException("generated board does not parse: " + e.getMessage() + "\n" + rows, e);
        }
        for (int b : board.boxes()) {
            if (!board.isInArea(b)) {
                return new Candidate.Degenerate("a box the man can never reach");
            }
        }
        if (board.playabilityProblem().isPresent()) {
            return new Candidate.Degenerate(board.playabilityProblem().get());
        }
        return new Candidate.Made(board, rows);
    }

    /**
     * The room as XSB rows, cropped to the floor and one ring of wall around it. Rock is wall
     * where it touches floor (also diagonally) or is enclosed by the level; rock connected to
     * the edge of the grid and touching no floor is outside, left blank.
     */
    static List<String> rows(Room room) {
        int w = room.width;
        int h = room.height;
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        for (int s = 0; s < room.size(); s++) {
            if (room.isFloor(s)) {
                minX = Math.min(minX, s % w);
                maxX = Math.max(maxX, s % w);
                minY = Math.min(minY, s / w);
                maxY = Math.max(maxY, s / w);
            }
        }
        boolean[] outside = outside(room);
        List<String> rows = new ArrayList<>();
        for (int y = minY - 1; y <= maxY + 1; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = minX - 1; x <= maxX + 1; x++) {
                row.append(charAt(room, outside, x, y));
            }
            rows.add(row.toString().stripTrailing());
        }
        return rows;
    }

    /** Rock reachable from the edge of the grid through rock. */
    private static boolean[] outside(Room room) {
        int w = room.width;
        int h = room.height;
        boolean[] outside = new boolean[room.size()];
        int[] queue = new int[room.size()];
        int tail = 0;
        for (int s = 0; s < room.size(); s++) {
            int x = s % w;
            int y = s / w;
            if ((x == 0 || y == 0 || x == w - 1 || y == h - 1) && !room.isFloor(s)) {
                outside[s] = true;
                queue[tail++] = s;
            }
        }
        for (int head = 0; head < tail; head++) {
            int s = queue[head];
            int x = s % w;
            int y = s / w;
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] d : steps) {
                int nx = x + d[0];
                int ny = y + d[1];
                int n = ny * w + nx;
                if (nx >= 0 && ny >= 0 && nx < w && ny < h && !outside[n] && !room.isFloor(n)) {
                    outside[n] = true;
                    queue[tail++] = n;
                }
            }
        }
        return outside;
    }

    private static char charAt(Room room, boolean[] outside, int x, int y) {
        int s = y * room.width + x;
        if (room.isFloor(s)) {
            boolean goal = room.isGoal(s);
            if (room.hasBox(s)) {
                return goal ? '*' : '$';
            }
            if (room.man() == s) {
                return goal ? '+' : '@';
            }
            return goal ? '.' : ' ';
        }
        if (!outside[s]) {
            return '#';
        }
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < room.width && ny < room.height && room.isFloor(ny * room.width + nx)) {
                    return '#';
                }
            }
        }
        return ' ';
    }
}
