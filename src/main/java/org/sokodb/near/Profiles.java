package org.sokodb.near;

/**
 * Lower bounds on the squares two grids differ in at a placement, from their row and column
 * counts alone (docs/similar.md): cheap enough to skip most placements, and so most pairs,
 * before any square is compared.
 *
 * <p>Why it is a bound: a row of the common box has the same length in both grids (squares
 * outside a grid count as wall). If the two rows hold n<sub>c</sub> and m<sub>c</sub> squares
 * of each category c (wall included), every square that differs moves one square from one
 * category to another, so at least Σ<sub>c</sub>|n<sub>c</sub> − m<sub>c</sub>| / 2 squares
 * of the row differ. The wall counts differ by as much as the open counts do, so the open
 * count stands in for the wall. A row only one grid has meets wall: its open squares all
 * differ. Summed over the rows, this bounds a placement whatever its column offset; the
 * columns likewise bound it whatever its row offset.
 */
final class Profiles {
    private Profiles() {
    }

    /** The bound from rows, {@code b}'s top row on row {@code dy} of {@code a}. */
    static int rows(Grid a, Grid b, int dy) {
        return bound(a.rowCounts(), a.height(), b.rowCounts(), b.height(), dy);
    }

    /** The bound from columns, {@code b}'s left column on column {@code dx} of {@code a}. */
    static int columns(Grid a, Grid b, int dx) {
        return bound(a.columnCounts(), a.width(), b.columnCounts(), b.width(), dx);
    }

    private static int bound(byte[] a, int na, byte[] b, int nb, int offset) {
        int sum = 0;
        for (int line = Math.min(0, offset), end = Math.max(na, offset + nb); line < end; line++) {
            int lb = line - offset;
            boolean inA = line >= 0 && line < na;
            boolean inB = lb >= 0 && lb < nb;
            if (inA && inB) {
                int pa = line * 7;
                int pb = lb * 7;
                int moved = Math.abs(a[pa] - b[pb]);
                for (int c = 1; c < 7; c++) {
                    moved += Math.abs(a[pa + c] - b[pb + c]);
                }
                sum += (moved + 1) / 2;
            } else if (inA) {
                sum += a[line * 7];
            } else if (inB) {
                sum += b[lb * 7];
            }
        }
        return sum;
    }
}
