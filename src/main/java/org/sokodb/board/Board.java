package org.sokodb.board;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An immutable Sokoban board: a grid of walls, floors and goals, the boxes on it and the
 * man. Squares are addressed by index {@code y * width + x}.
 *
 * <p>A board is closed (the man cannot walk off it) and has exactly one man; {@link #parse}
 * refuses anything else. A board may still be unplayable (no box, boxes ≠ goals): see
 * {@link #playabilityProblem()}.
 */
public final class Board {
    static final byte WALL = 1;
    static final byte GOAL = 2;
    static final byte BOX = 4;
    /** The man's area: squares he reaches through everything but walls (set once, by {@link #parse}). */
    static final byte AREA = 8;
    private static final byte CONTENT = WALL | GOAL | BOX;

    private final int width;
    private final int height;
    private final byte[] squares;
    private final int man;

    private Board(int width, int height, byte[] squares, int man) {
        this.width = width;
        this.height = height;
        this.squares = squares;
        this.man = man;
    }

    /**
     * Reads a board from its rows in XSB notation ({@code # @ + $ * .}, space), with the SOK
     * aliases ({@code - _} floor, {@code p P b B w W}). Ragged rows are padded with floor.
     *
     * @throws BoardException when a character is not a board character, the man is missing
     *     or doubled, the board is too large, or the man can walk off the board
     */
    public static Board parse(List<String> rows) throws BoardException {
        int height = rows.size();
        if (height == 0) {
            throw new BoardException("empty board");
        }
        if (height > BoardLimits.MAX_HEIGHT) {
            throw new BoardException("board has " + height + " rows, more than the limit of " + BoardLimits.MAX_HEIGHT);
        }
        int width = 0;
        for (int y = 0; y < height; y++) {
            int w = rows.get(y).length();
            if (w > BoardLimits.MAX_WIDTH) {
                throw new BoardException("row " + (y + 1) + " is " + w + " squares wide, more than the limit of "
                        + BoardLimits.MAX_WIDTH, y);
            }
            width = Math.max(width, w);
        }
        byte[] squares = new byte[width * height];
        int man = -1;
        for (int y = 0; y < height; y++) {
            String row = rows.get(y);
            for (int x = 0; x < row.length(); x++) {
                man = place(squares, row.charAt(x), x, y, width, man);
            }
        }
        return closed(width, height, squares, man);
    }

    /**
     * Reads a board from a grid of {@code width × height} characters, row after row, as
     * {@link #parse(List)} reads rows of that width: for code that builds a board square by
     * square (a simplified level) without making a string of each row.
     *
     * @throws BoardException as {@link #parse(List)}
     */
    public static Board parse(int width, int height, char[] cells) throws BoardException {
        if (width < 1 || height < 1 || cells.length < width * height) {
            throw new BoardException("empty board");
        }
        byte[] squares = new byte[width * height];
        int man = -1;
        for (int y = 0, i = 0; y < height; y++) {
            for (int x = 0; x < width; x++, i++) {
                man = place(squares, cells[i], x, y, width, man);
            }
        }
        return closed(width, height, squares, man);
    }

    /** Puts character {@code c} on square (x, y); returns where the man is now (-1: not yet). */
    private static int place(byte[] squares, char c, int x, int y, int width, int man) throws BoardException {
        int i = y * width + x;
        switch (c) {
            case '#', 'w', 'W' -> squares[i] = WALL;
            case ' ', '-', '_' -> { }
            case '.' -> squares[i] = GOAL;
            case '$', 'b' -> squares[i] = BOX;
            case '*', 'B' -> squares[i] = BOX | GOAL;
            case '@', 'p', '+', 'P' -> {
                if (man >= 0) {
                    throw new BoardException("more than one man (row " + (man / width + 1) + ", column "
                            + (man % width + 1) + " and row " + (y + 1) + ", column " + (x + 1) + ")", y);
                }
                if (c == '+' || c == 'P') {
                    squares[i] = GOAL;
                }
                return i;
            }
            default -> throw new BoardException(describeBadCharacter(c) + " at row " + (y + 1) + ", column "
                    + (x + 1), y);
        }
        return man;
    }

    /** The board of these squares once it has a man who cannot walk off it (his area marked). */
    private static Board closed(int width, int height, byte[] squares, int man) throws BoardException {
        if (man < 0) {
            throw new BoardException("no man on the board");
        }
        if (!Floods.markArea(width, squares, man)) {
            if (HexobanLook.of(width, squares, man, CONTENT)) {
                throw new BoardException("looks like a Hexoban level (its squares on alternate columns, each row "
                        + "shifted by one), which sokodb does not read: only square-grid Sokoban");
            }
            throw new BoardException("open level: the man can walk off the board");
        }
        return new Board(width, height, squares, man);
    }

    /**
     * The maze alone: the man's area as empty floor with the man on his square, everything
     * else wall; the same size. It is what parsing those rows gives, without the rows: with
     * no box in the way the man's area is the same playable area.
     */
    public Board maze() {
        byte[] maze = new byte[squares.length];
        for (int i = 0; i < maze.length; i++) {
            maze[i] = (squares[i] & AREA) != 0 ? AREA : WALL;
        }
        return new Board(width, height, maze, man);
    }

    private static String describeBadCharacter(char c) {
        if (c == '\t') {
            return "tab in board";
        }
        if (c < 0x20 || c == 0x7f) {
            return String.format(Locale.ROOT, "control character U+%04X in board", (int) c);
        }
        return "unknown character '" + c + "' in board";
    }

    /** Builds a board from raw squares; used by transforms and by game code that moves boxes. */
    static Board of(int width, int height, byte[] squares, int man) {
        return new Board(width, height, squares, man);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int index(int x, int y) {
        return y * width + x;
    }

    public int size() {
        return squares.length;
    }

    /** True outside the grid too, so walks and fills need no bounds checks of their own. */
    public boolean isWall(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height || (squares[y * width + x] & WALL) != 0;
    }

    public boolean isWall(int square) {
        return (squares[square] & WALL) != 0;
    }

    public boolean isGoal(int square) {
        return (squares[square] & GOAL) != 0;
    }

    /**
     * True for the squares of the man's area: those he could reach if no box were in his
     * way. The rest (beyond the walls) is decoration.
     */
    public boolean isInArea(int square) {
        return (squares[square] & AREA) != 0;
    }

    public boolean hasBox(int square) {
        return (squares[square] & BOX) != 0;
    }

    public int man() {
        return man;
    }

    public int manX() {
        return man % width;
    }

    public int manY() {
        return man / width;
    }

    /** The square one step from {@code square} in {@code d}, or -1 when that is off the grid. */
    public int neighbour(int square, Direction d) {
        int x = square % width + d.dx();
        int y = square / width + d.dy();
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
    }

    public int boxCount() {
        return count(BOX);
    }

    public int goalCount() {
        return count(GOAL);
    }

    /** How many squares have {@code flag}. */
    private int count(byte flag) {
        int n = 0;
        for (byte s : squares) {
            if ((s & flag) != 0) {
                n++;
            }
        }
        return n;
    }

    /** True when every box stands on a goal. */
    public boolean isSolved() {
        for (byte s : squares) {
            if ((s & BOX) != 0 && (s & GOAL) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Why this board cannot be played as a level, if it cannot: no box in the man's area,
     * or a different number of boxes and goals there. Squares outside the man's area are
     * decoration and do not count.
     */
    public Optional<String> playabilityProblem() {
        int boxes = 0;
        int goals = 0;
        for (int i = 0; i < squares.length; i++) {
            if ((squares[i] & AREA) != 0) {
                if ((squares[i] & BOX) != 0) {
                    boxes++;
                }
                if ((squares[i] & GOAL) != 0) {
                    goals++;
                }
            }
        }
        if (boxes == 0) {
            return Optional.of("no box on the board");
        }
        if (boxes != goals) {
            return Optional.of((boxes == 1 ? "1 box" : boxes + " boxes") + " but " + (goals == 1 ? "1 goal" : goals + " goals"));
        }
        return Optional.empty();
    }

    /** A copy with the man on {@code square} and the boxes moved as given; for game play. */
    public Board withManAndBoxes(int newMan, int[] boxSquares) {
        byte[] s = squares.clone();
        for (int i = 0; i < s.length; i++) {
            s[i] &= ~BOX;
        }
        for (int b : boxSquares) {
            s[b] |= BOX;
        }
        if ((s[newMan] & AREA) == 0) {
            // Not a move within his area: the man stands where the grid had a wall or an
            // enclosed square (as his row would read), and his area is marked afresh.
            s[newMan] &= ~WALL;
            for (int i = 0; i < s.length; i++) {
                s[i] &= ~AREA;
            }
            if (!Floods.markArea(width, s, newMan)) {
                throw new IllegalArgumentException("the man can walk off the board from square " + newMan);
            }
        }
        return new Board(width, height, s, newMan);
    }

    /** The squares holding boxes, in index order. */
    public int[] boxes() {
        int[] result = new int[boxCount()];
        int n = 0;
        for (int i = 0; i < squares.length; i++) {
            if ((squares[i] & BOX) != 0) {
                result[n++] = i;
            }
        }
        return result;
    }

    /** This board under a symmetry: the same level seen rotated or mirrored. */
    public Board transform(Symmetry s) {
        int w = s.width(width, height);
        int h = s.height(width, height);
        byte[] out = new byte[squares.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out[s.y(x, y, width, height) * w + s.x(x, y, width, height)] = squares[y * width + x];
            }
        }
        int newMan = s.y(manX(), manY(), width, height) * w + s.x(manX(), manY(), width, height);
        return new Board(w, h, out, newMan);
    }

    /** The board drawn in XSB notation, one row per line, trailing floor trimmed. */
    public String toXsb() {
        StringBuilder sb = new StringBuilder(squares.length + height);
        for (int y = 0; y < height; y++) {
            int end = width;
            while (end > 0 && (squares[y * width + end - 1] & CONTENT) == 0 && y * width + end - 1 != man) {
                end--;
            }
            for (int x = 0; x < end; x++) {
                sb.append(charAt(y * width + x));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The XSB character of one square. */
    public char charAt(int square) {
        byte s = squares[square];
        if (square == man) {
            return (s & GOAL) != 0 ? '+' : '@';
        }
        if ((s & WALL) != 0) {
            return '#';
        }
        return switch (s & (BOX | GOAL)) {
            case BOX | GOAL -> '*';
            case BOX -> '$';
            case GOAL -> '.';
            default -> ' ';
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.width == width && b.height == height && b.man == man
                && Arrays.equals(b.squares, squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares) * 31 + man;
    }

    @Override
    public String toString() {
        return toXsb();
    }
}
