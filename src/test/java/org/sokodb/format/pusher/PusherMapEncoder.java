package org.sokodb.format.pusher;

import java.io.ByteArrayOutputStream;
import java.util.List;

/**
 * For tests: packs a map the way pusher.exe stores it, so tests can build maps and damage
 * them without the game. Runs are chosen greedily (as long as possible, at most 9, going on
 * across row ends); re-encoding the 60 maps of the game this way gives back its bytes.
 */
final class PusherMapEncoder {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private int pending;
    private int pendingBits;

    private PusherMapEncoder() {
    }

    /** Packs XSB rows, as wide as the longest row; the man is the one {@code @} or {@code +}. */
    static byte[] encode(List<String> rows) {
        return encode(rows.stream().mapToInt(String::length).max().orElse(0), rows.size(), rows);
    }

    /** Packs XSB rows into a {@code width}×{@code height} map; short rows are padded with floor. */
    static byte[] encode(int width, int height, List<String> rows) {
        char[] cells = new char[width * height];
        int man = -1;
        for (int y = 0; y < height; y++) {
            String row = y < rows.size() ? rows.get(y) : "";
            for (int x = 0; x < width; x++) {
                char c = x < row.length() ? row.charAt(x) : ' ';
                if (c == '@' || c == '+') {
                    man = y * width + x;
                    c = c == '@' ? ' ' : '.';
                }
                cells[y * width + x] = c;
            }
        }
        if (man < 0) {
            throw new IllegalArgumentException("no man in " + rows);
        }
        PusherMapEncoder e = new PusherMapEncoder();
        e.out.write(width);
        e.out.write(height);
        for (int i = 0; i < cells.length; ) {
            int run = 1;
            while (run < 9 && i + run < cells.length && cells[i + run] == cells[i]) {
                run++;
            }
            e.count(run);
            e.code(cells[i]);
            i += run;
        }
        e.flush();
        e.out.write(man % width);
        e.out.write(man / width);
        return e.out.toByteArray();
    }

    private void count(int run) {
        if (run == 1) {
            write(0b0, 1);
        } else {
            write(0b1000 | (run - 2), 4);
        }
    }

    private void code(char cell) {
        switch (cell) {
            case ' ' -> write(0b00, 2);
            case '#' -> write(0b01, 2);
            case '$' -> write(0b10, 2);
            case '.' -> write(0b110, 3);
            case '*' -> write(0b111, 3);
            default -> throw new IllegalArgumentException("not a pusher.exe cell: '" + cell + "'");
        }
    }

    private void write(int value, int bits) {
        for (int i = bits - 1; i >= 0; i--) {
            pending = pending << 1 | (value >> i & 1);
            if (++pendingBits == 8) {
                out.write(pending);
                pending = 0;
                pendingBits = 0;
            }
        }
    }

    /** Pads the last byte with zero bits, as the game's maps are. */
    private void flush() {
        if (pendingBits > 0) {
            out.write(pending << (8 - pendingBits));
            pending = 0;
            pendingBits = 0;
        }
    }
}
