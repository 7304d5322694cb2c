package org.sokodb.near;

import org.sokodb.board.Symmetry;

/**
 * How alike two grids are at their best alignment: the second grid, turned by
 * {@code transform} and moved by ({@code dx}, {@code dy}) squares, laid over the first.
 *
 * @param agreeing squares of the common bounding box with the same category in both
 * @param area squares of the common bounding box (the smallest rectangle holding both)
 * @param transform the symmetry applied to the second grid
 * @param dx column of the transformed second grid's top-left square in the first grid's frame
 * @param dy row of that square
 */
public record Match(int agreeing, int area, Symmetry transform, int dx, int dy) {

    /** The share of agreeing squares, in percent. */
    public double percent() {
        return 100.0 * agreeing / area;
    }

    public int differing() {
        return area - agreeing;
    }

    /** True when at least {@code threshold} percent agree (exact integer arithmetic, no rounding). */
    public boolean reaches(double threshold) {
        return agreeing * 100.0 >= threshold * area;
    }
}
