package org.sokodb.identity;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A deliberately plain, string-based second implementation of the Level Identity steps,
 * written straight from docs/level-identity.md. Tests use it to cross-check the fast
 * kernel and to compute the "wrong readings" the page warns about.
 */
final class ReferenceIdentity {
    private ReferenceIdentity() {
    }

    /** Steps 1–3: fill from the man through non-walls, wall the rest, crop to one ring. */
    static List<String> normalize(List<String> rows) {
        char[][] g = grid(rows);
        int[] man = find(g, '@', '+');
        boolean[][] fill = fill(g, man[0], man[1], false);
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < g.length; y++) {
            for (int x = 0; x < g[y].length; x++) {
                if (fill[y][x]) {
                    minX = Math.min(minX, x);
                    minY = Math.min(minY, y);
                    maxX = Math.max(maxX, x);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (int y = minY - 1; y <= maxY + 1; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = minX - 1; x <= maxX + 1; x++) {
                sb.append(fill[y][x] ? normal(g[y][x]) : '#');
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Step 6 with a choice of whether boxes block the man (the right reading: they do). */
    static List<String> markManArea(List<String> normalized, boolean boxesBlock) {
        char[][] g = grid(normalized);
        int[] man = find(g, '@', '+');
        boolean[][] area = fill(g, man[0], man[1], boxesBlock);
        List<String> out = new ArrayList<>();
        for (int y = 0; y < g.length; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < g[y].length; x++) {
                char c = g[y][x];
                if (area[y][x] && (c == ' ' || c == '@')) {
                    c = '@';
                } else if (area[y][x] && (c == '.' || c == '+')) {
                    c = '+';
                }
                sb.append(c);
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** The grid in the 8 orientations: identity, R, R², R³, then mirror of R³ and its rotations. */
    static List<List<String>> orientations(List<String> rows) {
        List<List<String>> out = new ArrayList<>();
        List<String> r = rows;
        for (int i = 0; i < 4; i++) {
            out.add(r);
            r = rotate(r);
        }
        List<String> m = mirror(out.get(3));
        for (int i = 0; i < 4; i++) {
            out.add(m);
            m = rotate(m);
        }
        return out;
    }

    static String sum(List<String> rows) {
        StringBuilder sb = new StringBuilder();
        for (String r : rows) {
            sb.append(r).append('\n');
        }
        try {
            byte[] d = MessageDigest.getInstance("MD5").digest(sb.toString().getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().withUpperCase().formatHex(d).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String minSum(List<List<String>> grids) {
        return grids.stream().map(ReferenceIdentity::sum).min(String::compareTo).orElseThrow();
    }

    static String exactId(List<String> rows) {
        return sum(normalize(rows));
    }

    static String uniqueId(List<String> rows) {
        return minSum(orientations(markManArea(normalize(rows), true)));
    }

    static List<String> rotate(List<String> rows) {
        int h = rows.size();
        int w = rows.get(0).length();
        List<String> out = new ArrayList<>();
        for (int x = 0; x < w; x++) {
            StringBuilder sb = new StringBuilder();
            for (int y = h - 1; y >= 0; y--) {
                sb.append(rows.get(y).charAt(x));
            }
            out.add(sb.toString());
        }
        return out;
    }

    static List<String> mirror(List<String> rows) {
        return rows.stream().map(r -> new StringBuilder(r).reverse().toString()).toList();
    }

    static char[][] grid(List<String> rows) {
        int w = rows.stream().mapToInt(String::length).max().orElse(0);
        char[][] g = new char[rows.size()][w];
        for (int y = 0; y < rows.size(); y++) {
            String r = rows.get(y);
            for (int x = 0; x < w; x++) {
                g[y][x] = x < r.length() ? r.charAt(x) : ' ';
            }
        }
        return g;
    }

    static int[] find(char[][] g, char a, char b) {
        for (int y = 0; y < g.length; y++) {
            for (int x = 0; x < g[y].length; x++) {
                if (g[y][x] == a || g[y][x] == b) {
                    return new int[] {x, y};
                }
            }
        }
        throw new IllegalArgumentException("no man");
    }

    static boolean[][] fill(char[][] g, int x0, int y0, boolean boxesBlock) {
        boolean[][] seen = new boolean[g.length][g[0].length];
        ArrayList<int[]> todo = new ArrayList<>();
        todo.add(new int[] {x0, y0});
        seen[y0][x0] = true;
        while (!todo.isEmpty()) {
            int[] p = todo.remove(todo.size() - 1);
            int[][] next = {{p[0] + 1, p[1]}, {p[0] - 1, p[1]}, {p[0], p[1] + 1}, {p[0], p[1] - 1}};
            for (int[] n : next) {
                char c = g[n[1]][n[0]];
                boolean blocked = c == '#' || (boxesBlock && (c == '$' || c == '*'));
                if (!seen[n[1]][n[0]] && !blocked) {
                    seen[n[1]][n[0]] = true;
                    todo.add(n);
                }
            }
        }
        return seen;
    }

    private static char normal(char c) {
        return switch (c) {
            case '-', '_' -> ' ';
            default -> c;
        };
    }
}
