package org.sokodb.near;

import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Floods;
import org.sokodb.board.Symmetry;

/**
 * A level as the similarity measure sees it: the normalised board of the Level Identity
 * (steps 1–4: the playable area cropped with one ring of wall) with the man's area marked
 * as for the Unique-Id (step 6), one category per square. Immutable.
 */
public final class Grid {
    public static final byte WALL = 0;
    public static final byte FLOOR = 1;
    public static final byte GOAL = 2;
    public static final byte BOX = 3;
    public static final byte BOX_ON_GOAL = 4;
    /** Floor the man reaches without pushing. */
    public static final byte MAN = 5;
    /** A goal the man reaches without pushing. */
    public static final byte MAN_ON_GOAL = 6;

    private static final char[] XSB = {'#', ' ', '.', '$', '*', '@', '+'};

    private final int width;
    private final int height;
    private final byte[] cells;
    private final int open;
    /** Row bitmasks per category (index {@code category * height + row}; category 0 holds the open squares); null when wider than 64. */
    private final long[] planes;
    /** Per row, the count of each category ({@code row * 7 + category}); category 0 holds the open squares. */
    private final byte[] rowCounts;
    /** The same per column. */
    private final byte[] columnCounts;

    private Grid(int width, int height, byte[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
        int n = 0;
        for (byte c : cells) {
            if (c != WALL) {
                n++;
            }
        }
        this.open = n;
        this.planes = width <= 64 ? planes(width, height, cells) : null;
        this.rowCounts = new byte[7 * height];
        this.columnCounts = new byte[7 * width];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                byte c = cells[y * width + x];
                if (c != WALL) {
                    count(rowCounts, y, c);
                    count(columnCounts, x, c);
                }
            }
        }
    }

    /** Counts saturate at 127: a bound computed from them stays a lower bound (see {@link Profiles}). */
    private static void count(byte[] counts, int line, byte c) {
        if (counts[line * 7] < Byte.MAX_VALUE) {
            counts[line * 7]++;
        }
        if (counts[line * 7 + c] < Byte.MAX_VALUE) {
            counts[line * 7 + c]++;
        }
    }

    /** Per row, the open squares (index {@code row * 7}) and the squares of each category ({@code row * 7 + c}). */
    byte[] rowCounts() {
        return rowCounts;
    }

    /** The same per column. */
    byte[] columnCounts() {
        return columnCounts;
    }

    private static long[] planes(int width, int height, byte[] cells) {
        long[] p = new long[7 * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                byte c = cells[y * width + x];
                if (c != WALL) {
                    p[y] |= 1L << x;
                    p[c * height + y] |= 1L << x;
                }
            }
        }
        return p;
    }

    /** The row bitmasks, or null when the grid is wider than 64 squares. */
    long[] planes() {
        return planes;
    }

    /** A grid from its squares, row by row (categories as above; the outer ring must be wall). */
    static Grid of(int width, int height, byte[] cells) {
        return new Grid(width, height, cells.clone());
    }

    /** The grid of a parsed board (which is closed and has one man, so it always has one). */
    public static Grid of(Board board) {
        int bw = board.width();
        int minX = bw;
        int maxX = -1;
        int minY = board.height();
        int maxY = -1;
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s)) {
                minX = Math.min(minX, s % bw);
                maxX = Math.max(maxX, s % bw);
                minY = Math.min(minY, s / bw);
                maxY = s / bw;
            }
        }
        boolean[] walk = Floods.reachable(board, board.man(), true);
        int w = maxX - minX + 3;
        int h = maxY - minY + 3;
        byte[] cells = new byte[w * h];
        for (int y = 1; y < h - 1; y++) {
            for (int x = 1; x < w - 1; x++) {
                int s = (minY - 1 + y) * bw + minX - 1 + x;
                if (board.isInArea(s)) {
                    cells[y * w + x] = category(board, s, walk[s]);
                }
            }
        }
        return new Grid(w, h, cells);
    }

    private static byte category(Board board, int s, boolean reached) {
        boolean goal = board.isGoal(s);
        if (board.hasBox(s)) {
            return goal ? BOX_ON_GOAL : BOX;
        }
        if (reached) {
            return goal ? MAN_ON_GOAL : MAN;
        }
        return goal ? GOAL : FLOOR;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The category at (x, y); {@link #WALL} outside the grid, so alignments need no bounds checks. */
    public byte at(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? WALL : cells[y * width + x];
    }

    /** Squares that are not wall. */
    public int open() {
        return open;
    }

    /** This grid seen under a symmetry. */
    public Grid transform(Symmetry s) {
        if (s == Symmetry.IDENTITY) {
            return this;
        }
        int w = s.width(width, height);
        byte[] out = new byte[cells.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out[s.y(x, y, width, height) * w + s.x(x, y, width, height)] = cells[y * width + x];
            }
        }
        return new Grid(w, s.height(width, height), out);
    }

    /** The eight orientations, in {@link Symmetry} order. */
    public Grid[] orientations() {
        Grid[] all = new Grid[8];
        for (Symmetry s : Symmetry.values()) {
            all[s.ordinal()] = transform(s);
        }
        return all;
    }

    /** The grid in XSB notation with the man's area drawn as men ({@code @ +}), rows ending in newline. */
    public String toText() {
        StringBuilder sb = new StringBuilder((width + 1) * height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                sb.append(XSB[cells[y * width + x]]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.width == width && g.height == height && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + width;
    }

    @Override
    public String toString() {
        return toText();
    }
}
