package org.sokodb.near;

import java.util.Arrays;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/**
 * The solution-preserving simplifications behind the Normalized-Id (docs/similar.md). Each
 * turns floor or boxes into wall, never moves anything and keeps the grid's size, so a move
 * string means the same on the simplified board as on the original: a solution of the
 * simplified level IS a solution of the original (wall only takes moves away, and the
 * squares walled hold no box, goal or man the solution could need — see each step's proof).
 * Each proof also shows the converse: if the original has a solution, so does the
 * simplified level, so the two are solvable together.
 *
 * <p>Applied over and over until nothing changes (one step can open the way for the other):
 * <ol>
 * <li><b>Dead ends</b> ({@link #fillDeadEnds}): floor with wall on three sides.</li>
 * <li><b>Frozen boxes on goals</b> ({@link #freezeBoxes}): boxes that can never move and already
 *     stand on goals.</li>
 * </ol>
 * Squares outside the playable area are wall already (the Level Identity's steps 1–3), which
 * is what "redundant walls removed" asks. Jagged corners and two-square bulges are NOT
 * filled: the man may stand in such a square to push a box out of it, so filling them can
 * make a solvable level unsolvable (docs/similar.md has the example).
 */
final class Simplifier {
    private static final char WALL = '#';

    private int width;
    private int height;
    /** The board being simplified, {@link #size} squares of it; the arrays are reused from board to board. */
    private char[] squares = new char[0];
    private int size;
    /** Work: the dead-end candidates' stack, the frozen boxes, the squares before a freeze, the fill's marks and queue. */
    private int[] work = new int[0];
    private boolean[] frozen = new boolean[0];
    private char[] before = new char[0];
    private boolean[] seen = new boolean[0];
    private int[] queue = new int[0];

    /** A simplifier whose work arrays are reused from board to board: one per thread ({@link NearIdentity} keeps one). */
    public Simplifier() {
    }

    private void load(Board board) {
        width = board.width();
        height = board.height();
        size = board.size();
        if (squares.length < size) {
            int capacity = Math.max(size, squares.length * 2);
            squares = new char[capacity];
            frozen = new boolean[capacity];
            before = new char[capacity];
            seen = new boolean[capacity];
            queue = new int[capacity];
        }
        for (int s = 0; s < size; s++) {
            squares[s] = board.isInArea(s) ? board.charAt(s) : WALL;
        }
    }

    /** The simplified board: same size, same coordinates, the man where he was. */
    public static Board simplify(Board board) {
        return simplified(board).orElse(board);
    }

    /** The simplified board, or nothing when no simplification applies (most levels: no extra identity to compute). */
    public static Optional<Board> simplified(Board board) {
        return new Simplifier().of(board);
    }

    /** As {@link #simplified}, with this simplifier's arrays. Not thread-safe. */
    public Optional<Board> of(Board board) {
        load(board);
        boolean any = false;
        boolean changed = true;
        while (changed) {
            changed = fillDeadEnds() | freezeBoxes();
            any |= changed;
        }
        if (!any) {
            return Optional.empty();
        }
        try {
            return Optional.of(Board.parse(width, height, squares));
        } catch (BoardException e) {
            // only squares inside a closed board were walled and the man stays: still closed, one man
            throw new IllegalStateException("simplifying broke a board: " + e.getMessage(), e);
        }
    }

    /**
     * Fills every empty floor square (no box, no goal, not the man) that has wall on three
     * sides, and again for the squares that this makes dead ends (a whole "tube").
     *
     * <p>Proof that no solution needs such a square D (its one open neighbour N): a box pushed
     * into D can never leave (pushing it out needs the man on the far side of D, which is
     * wall) and D is no goal, so no solution pushes a box there. The man enters D only from
     * N, which is then empty; while he is in D no box moves except by a push from D, and a
     * push from D needs a box on N that only he could have brought there. So N stays empty
     * and his only move is back to N: every visit to D is a step in and a step out that
     * changes nothing. Deleting those pairs turns any solution of the original into one of
     * the simplified level; the man never starts in D, so there is always a first step in.
     *
     * @return whether anything was filled
     */
    boolean fillDeadEnds() {
        // Only floor inside the playable area is ever filled, and that area never touches the
        // grid's edge (a parsed board is closed), so its four neighbours always exist.
        // each square is a candidate once at first and once more per filled neighbour (at most 4)
        if (work.length < size * 5 + 1) {
            work = new int[size * 5 + 1];
        }
        int top = 0;
        for (int s = 0; s < size; s++) {
            if (squares[s] == ' ') {
                work[top++] = s;
            }
        }
        boolean changed = false;
        while (top > 0) {
            int s = work[--top];
            if (squares[s] != ' ' || walls(s) < 3) {
                continue;
            }
            squares[s] = WALL;
            changed = true;
            top = candidate(s - 1, top);
            top = candidate(s + 1, top);
            top = candidate(s - width, top);
            top = candidate(s + width, top);
        }
        return changed;
    }

    /** Pushes square {@code n} on the dead-end stack if it is empty floor. */
    private int candidate(int n, int top) {
        if (squares[n] == ' ') {
            work[top++] = n;
        }
        return top;
    }

    /**
     * Turns into wall the boxes on goals that can never move: the largest set F of boxes on
     * goals in which every box has, on each axis, a wall or another box of F beside it.
     * Nothing else changes when the walling leaves the man's area with every other box and
     * goal (otherwise the step is skipped, so a cut-off region never hides an unsolved box).
     *
     * <p>Proof that no box of F ever moves: take the first push of any of them. Until then all
     * of F stand where they started. A push along an axis needs the man on one side of the box
     * and a free square on the other; on each axis one side is wall or a box of F, still in
     * place: the push cannot happen. So in every play of the original these boxes are walls
     * that already count as solved (they stand on goals): the same move strings solve both
     * levels, in both directions.
     */
    boolean freezeBoxes() {
        boolean any = false;
        for (int s = 0; s < size; s++) {
            frozen[s] = squares[s] == '*';
            any |= frozen[s];
        }
        if (!any) {
            return false;
        }
        boolean dropped = true;
        while (dropped) {
            dropped = false;
            for (int s = 0; s < size; s++) {
                if (frozen[s] && !(blocked(s, -1) && blocked(s, -width))) {
                    frozen[s] = false;
                    dropped = true;
                }
            }
        }
        System.arraycopy(squares, 0, before, 0, size);
        int walled = 0;
        for (int s = 0; s < size; s++) {
            if (frozen[s]) {
                squares[s] = WALL;
                walled++;
            }
        }
        if (walled == 0) {
            return false;
        }
        if (!areaKeepsEverything()) {
            System.arraycopy(before, 0, squares, 0, size);
            return false;
        }
        return true;
    }

    /** Whether one side of {@code s} along an axis (step ±{@code step}) is wall or a frozen box. */
    private boolean blocked(int s, int step) {
        return stops(s + step) || stops(s - step);
    }

    private boolean stops(int s) {
        return s < 0 || s >= size || squares[s] == WALL || frozen[s];
    }

    /** Whether a fill from the man through non-wall squares still reaches every box and goal. */
    private boolean areaKeepsEverything() {
        int man = -1;
        for (int s = 0; s < size; s++) {
            if (squares[s] == '@' || squares[s] == '+') {
                man = s;
            }
        }
        Arrays.fill(seen, 0, size, false);
        int head = 0;
        int tail = 0;
        seen[man] = true;
        queue[tail++] = man;
        while (head < tail) {
            int s = queue[head++];
            tail = reach(s - 1, tail);
            tail = reach(s + 1, tail);
            tail = reach(s - width, tail);
            tail = reach(s + width, tail);
        }
        for (int s = 0; s < size; s++) {
            char c = squares[s];
            if (!seen[s] && (c == '$' || c == '*' || c == '.')) {
                return false;
            }
        }
        return true;
    }

    /** Queues square {@code n} for the fill if it is on the grid, not wall and not seen yet. */
    private int reach(int n, int tail) {
        if (n >= 0 && n < size && !seen[n] && squares[n] != WALL) {
            seen[n] = true;
            queue[tail++] = n;
        }
        return tail;
    }

    /** Wall squares beside {@code s}, a square inside the playable area. */
    private int walls(int s) {
        return (squares[s - 1] == WALL ? 1 : 0) + (squares[s + 1] == WALL ? 1 : 0)
                + (squares[s - width] == WALL ? 1 : 0) + (squares[s + width] == WALL ? 1 : 0);
    }
}
