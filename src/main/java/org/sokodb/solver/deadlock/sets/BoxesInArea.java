package org.sokodb.solver.deadlock.sets;

import java.util.Arrays;

/**
 * A position of a few boxes exactly, as the deadlock proofs and the candidates tried remember it: its box squares
 * ascending and the man's area (its smallest square). Equal by content, the array included.
 */
record BoxesInArea(int[] boxes, int area) {
    @Override
    public boolean equals(Object o) {
        return o instanceof BoxesInArea s && s.area == area && Arrays.equals(s.boxes, boxes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(boxes) * 31 + area;
    }

}
