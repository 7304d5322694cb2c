package org.sokodb.format.pusher;

import static org.sokodb.format.pusher.PusherExeLayout.hex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Unpacks one map of pusher.exe (docs/pusher-exe.md): width and height bytes, then the cells
 * row by row as (count, code) runs in a bit stream, padding to the next byte, then the man's
 * column and row bytes.
 *
 * <p>Runs do not stop at row ends: the stream is one sequence of width×height cells, and a
 * run may go on from the last column of one row into the first of the next.
 *
 * <p>Per-map checks, each a {@link DamagedMapException} naming the map and the offset: width
 * and height within the game's bounds, no byte of the map (cells or man) past its limit (the
 * next map, the level table or the end of the file), no run longer than the cells left, the
 * man inside the map on a floor or goal square. The padding bits are not checked: the game
 * never reads them.
 */
final class PusherMapDecoder {
    /** The game's bounds (its screen): every map is narrower than 40 and lower than 25. */
    static final int MAX_WIDTH = 39;
    static final int MAX_HEIGHT = 24;

    private static final char FLOOR = ' ';
    private static final char WALL = '#';
    private static final char BOX = '$';
    private static final char GOAL = '.';
    private static final char BOX_ON_GOAL = '*';

    private PusherMapDecoder() {
    }

    /**
     * Decodes map {@code number} starting at {@code offset}, reading no byte at or after
     * {@code limit}.
     */
    static PusherMap decode(byte[] bytes, int number, int offset, PusherExeLayout.Limit limit)
            throws DamagedMapException {
        String map = "map " + number;
        if (offset + 2 > limit.offset()) {
            throw new DamagedMapException(map + " at " + hex(offset) + ": the width and height run past "
                    + limit.description());
        }
        int width = bytes[offset] & 0xFF;
        int height = bytes[offset + 1] & 0xFF;
        if (width < 1 || width > MAX_WIDTH) {
            throw new DamagedMapException(map + ": width " + width + " at " + hex(offset)
                    + " is out of bounds (1 to " + MAX_WIDTH + ")");
        }
        if (height < 1 || height > MAX_HEIGHT) {
            throw new DamagedMapException(map + ": height " + height + " at " + hex(offset + 1)
                    + " is out of bounds (1 to " + MAX_HEIGHT + ")");
        }

        char[] cells = new char[width * height];
        BitReader in = new BitReader(bytes, offset + 2, limit.offset());
        int filled = 0;
        int runs = 0;
        int runsAcrossRows = 0;
        try {
            while (filled < cells.length) {
                int runStart = in.byteOffset();
                int count = in.bit() == 0 ? 1 : 2 + in.bits(3);
                char cell = code(in);
                if (filled + count > cells.length) {
                    throw new DamagedMapException(map + ": the run at " + hex(runStart) + " covers "
                            + (filled + count - cells.length) + " cells past the end of the " + width + "x" + height
                            + " map");
                }
                if (filled / width != (filled + count - 1) / width) {
                    runsAcrossRows++;
                }
                Arrays.fill(cells, filled, filled + count, cell);
                filled += count;
                runs++;
            }
        } catch (BitReader.PastLimitException e) {
            throw new DamagedMapException(map + " at " + hex(offset) + ": the cells run past " + limit.description()
                    + " after " + filled + " of the " + width + "x" + height + " cells");
        }

        int manAt = in.nextByteBoundary();
        if (manAt + 2 > limit.offset()) {
            throw new DamagedMapException(map + ": the man position at " + hex(manAt) + " runs past "
                    + limit.description());
        }
        int manX = bytes[manAt] & 0xFF;
        int manY = bytes[manAt + 1] & 0xFF;
        String man = map + ": the man at column " + (manX + 1) + ", row " + (manY + 1) + " (bytes at " + hex(manAt)
                + ")";
        if (manX >= width || manY >= height) {
            throw new DamagedMapException(man + " is outside the " + width + "x" + height + " map");
        }
        int square = manY * width + manX;
        cells[square] = switch (cells[square]) {
            case FLOOR -> '@';
            case GOAL -> '+';
            case WALL -> throw new DamagedMapException(man + " stands on a wall");
            default -> throw new DamagedMapException(man + " stands on a box");
        };

        List<String> grid = new ArrayList<>(height);
        for (int y = 0; y < height; y++) {
            grid.add(new String(cells, y * width, width));
        }
        return new PusherMap(number, offset, width, height, grid, manX, manY, manAt + 2, runs, runsAcrossRows);
    }

    /** {@code 00} floor, {@code 01} wall, {@code 10} box, {@code 110} goal, {@code 111} box on goal. */
    private static char code(BitReader in) throws BitReader.PastLimitException {
        return switch (in.bits(2)) {
            case 0b00 -> FLOOR;
            case 0b01 -> WALL;
            case 0b10 -> BOX;
            default -> in.bit() == 0 ? GOAL : BOX_ON_GOAL;
        };
    }
}
