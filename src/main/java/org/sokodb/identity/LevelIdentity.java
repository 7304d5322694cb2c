package org.sokodb.identity;

import java.nio.charset.StandardCharsets;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

/**
 * Exact-Id and Unique-Id of a board, following the published "Level Identity" algorithm
 * (see docs/level-identity.md): fill from the man, wall everything else, crop to one ring
 * of wall, encode, MD5; for the Unique-Id mark the whole man area and take the smallest
 * sum over the eight orientations.
 *
 * <p>Not thread-safe: it reuses its digest and buffers. Use one instance per thread.
 */
public final class LevelIdentity {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    /** {@link Symmetry#values()} once: each call of it copies the array. */
    private static final Symmetry[] SYMMETRIES = Symmetry.values();

    private final MessageDigest md5;
    private final byte[] digest = new byte[16];
    private byte[] buffer = new byte[256];
    private byte[] grid = new byte[256];
    private int[] stack = new int[256];
    private boolean[] reach = new boolean[256];

    public LevelIdentity() {
        try {
            md5 = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no MD5", e);
        }
    }

    /** The ids of a board (a parsed board is closed and has one man, so it always has ids). */
    public LevelIds of(Board board) {
        Cropped c = crop(board);
        int w = c.width;
        int h = c.height;
        int n = w * h;

        // Exact-Id: the cropped grid as it stands, man where he is.
        int len = encode(Symmetry.IDENTITY, w, h);
        String normalized = new String(buffer, 0, len, StandardCharsets.US_ASCII);
        long exactKey = prefix(hash(len));

        // Man area: every square the man reaches without pushing becomes a man square.
        markManArea(c.man, w, h, n);

        long best = 0;
        Symmetry canonical = null;
        for (Symmetry s : SYMMETRIES) {
            long sum = prefix(hash(encode(s, w, h)));
            if (canonical == null || Long.compareUnsigned(sum, best) < 0) {
                best = sum;
                canonical = s;
            }
        }
        return new LevelIds(exactKey, best, normalized, canonical);
    }

    /**
     * The Unique-Id of a board as the 64-bit number its 16 hexadecimal digits spell, without
     * the Exact-Id and the normalised board {@link #of} makes too: for the near-duplicate ids,
     * which are Unique-Ids of other boards.
     */
    public long uniqueKey(Board board) {
        Cropped c = crop(board);
        markManArea(c.man, c.width, c.height, c.width * c.height);
        long best = 0;
        boolean first = true;
        for (Symmetry s : SYMMETRIES) {
            long sum = prefix(hash(encode(s, c.width, c.height)));
            if (first || Long.compareUnsigned(sum, best) < 0) {
                best = sum;
                first = false;
            }
        }
        return best;
    }

    /** The 16 upper-case hexadecimal digits of a 64-bit id, as identity spells ids. */
    public static String hexOf(long key) {
        return hex(key);
    }

    /** The eight orientation sums of a board's man-area grid, in {@link Symmetry} order. */
    public String[] orientationSums(Board board) {
        Cropped c = crop(board);
        markManArea(c.man, c.width, c.height, c.width * c.height);
        String[] sums = new String[8];
        for (Symmetry s : SYMMETRIES) {
            sums[s.ordinal()] = hex(prefix(hash(encode(s, c.width, c.height))));
        }
        return sums;
    }

    /** The eight orientation sums without the man-area step (the page's older version). */
    public String[] orientationSumsWithoutManArea(Board board) {
        Cropped c = crop(board);
        String[] sums = new String[8];
        for (Symmetry s : SYMMETRIES) {
            sums[s.ordinal()] = hex(prefix(hash(encode(s, c.width, c.height))));
        }
        return sums;
    }

    private record Cropped(int width, int height, int man) {
    }

    /**
     * Steps 1–3: fill from the man through every non-wall square, wall the rest, crop to the
     * filled squares plus one ring. The fill is the board's man area, which parsing the
     * board has marked already. Leaves the grid's characters in {@link #grid}.
     */
    private Cropped crop(Board board) {
        int bw = board.width();
        int bh = board.height();
        int minX = bw;
        int maxX = -1;
        int minY = bh;
        int maxY = -1;
        for (int y = 0, s = 0; y < bh; y++) {
            for (int x = 0; x < bw; x++, s++) {
                if (board.isInArea(s)) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = y;
                }
            }
        }
        // A parsed board is closed, so the area never touches the border and the ring fits.
        int w = maxX - minX + 3;
        int h = maxY - minY + 3;
        if (grid.length < w * h) {
            grid = new byte[Math.max(w * h, grid.length * 2)];
        }
        byte[] g = grid;
        int start = board.man();
        int man = -1;
        for (int y = 0; y < h; y++) {
            int by = minY - 1 + y;
            for (int x = 0; x < w; x++) {
                int s = by * bw + minX - 1 + x;
                if (!board.isInArea(s)) {
                    g[y * w + x] = '#';
                } else {
                    if (s == start) {
                        man = y * w + x;
                    }
                    g[y * w + x] = (byte) board.charAt(s);
                }
            }
        }
        return new Cropped(w, h, man);
    }

    /** Step 6: mark every square the man reaches without pushing, all at once. */
    private void markManArea(int man, int w, int h, int n) {
        ensure(n);
        byte[] g = grid;
        boolean[] seen = reach;
        Arrays.fill(seen, 0, n, false);
        int top = 0;
        seen[man] = true;
        stack[top++] = man;
        while (top > 0) {
            int s = stack[--top];
            g[s] = g[s] == '.' || g[s] == '+' ? (byte) '+' : (byte) '@';
            top = walk(s - 1, top);
            top = walk(s + 1, top);
            top = walk(s - w, top);
            top = walk(s + w, top);
        }
    }

    private int walk(int s, int top) {
        byte c = grid[s];
        if (!reach[s] && (c == ' ' || c == '.' || c == '@' || c == '+')) {
            reach[s] = true;
            stack[top++] = s;
        }
        return top;
    }

    /** Step 4 in one orientation: rows of the transformed grid, each ending with '\n'. */
    private int encode(Symmetry s, int w, int h) {
        int tw = s.width(w, h);
        int th = s.height(w, h);
        int len = (tw + 1) * th;
        if (buffer.length < len) {
            buffer = new byte[Math.max(len, buffer.length * 2)];
        }
        byte[] g = grid;
        byte[] out = buffer;
        // The transform is affine: the output index of (x, y) is origin + x * stepX + y * stepY.
        int stride = tw + 1;
        int origin = s.y(0, 0, w, h) * stride + s.x(0, 0, w, h);
        int stepX = s.y(1, 0, w, h) * stride + s.x(1, 0, w, h) - origin;
        int stepY = s.y(0, 1, w, h) * stride + s.x(0, 1, w, h) - origin;
        int rowStart = origin;
        for (int y = 0, src = 0; y < h; y++, rowStart += stepY) {
            int o = rowStart;
            for (int x = 0; x < w; x++, o += stepX) {
                out[o] = g[src++];
            }
        }
        for (int ty = 0; ty < th; ty++) {
            out[ty * (tw + 1) + tw] = '\n';
        }
        return len;
    }

    private byte[] hash(int len) {
        md5.update(buffer, 0, len);
        try {
            md5.digest(digest, 0, 16);
        } catch (DigestException e) {
            throw new IllegalStateException(e);
        }
        return digest;
    }

    private static long prefix(byte[] d) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (d[i] & 0xff);
        }
        return v;
    }

    private static String hex(byte[] d) {
        return hex(prefix(d));
    }

    private static String hex(long v) {
        char[] c = new char[16];
        for (int i = 15; i >= 0; i--) {
            c[i] = HEX[(int) (v & 0xf)];
            v >>>= 4;
        }
        return new String(c);
    }

    private void ensure(int n) {
        if (stack.length < n) {
            stack = new int[n];
            reach = new boolean[n];
        }
    }
}
