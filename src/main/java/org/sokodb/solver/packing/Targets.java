package org.sokodb.solver.packing;

import java.util.Arrays;

/**
 * The targets of an order being made: the goals, then the parking squares as boxes are parked;
 * each with its phase (0 while its box is still on the board), its destination phase (a parking
 * square's: the phase of the goal whose box waits there; 0 for a goal) and whether it was
 * parked because the box's way out was small.
 */
final class Targets {
    private final int[] square;
    private final int[] phase;
    private final int[] destination;
    private final boolean[] small;
    private int size;

    Targets(int capacity) {
        square = new int[capacity];
        phase = new int[capacity];
        destination = new int[capacity];
        small = new boolean[capacity];
    }

    void clear() {
        size = 0;
    }

    int size() {
        return size;
    }

    void add(int at, int destinationPhase, boolean smallArea) {
        square[size] = at;
        phase[size] = 0;
        destination[size] = destinationPhase;
        small[size] = smallArea;
        size++;
    }

    void removeLast() {
        size--;
    }

    int square(int t) {
        return square[t];
    }

    boolean parking(int t) {
        return destination[t] > 0;
    }

    /** Whether target {@code t} still holds its box (no phase yet). */
    boolean waiting(int t) {
        return phase[t] == 0;
    }

    boolean[] waitingMarks() {
        boolean[] marks = new boolean[size];
        for (int t = 0; t < size; t++) {
            marks[t] = phase[t] == 0;
        }
        return marks;
    }

    void setPhase(int t, int p) {
        phase[t] = p;
    }

    /** The targets as they are now, for a later {@link #restore}. */
    Copy copy() {
        return new Copy(Arrays.copyOf(square, size), Arrays.copyOf(phase, size), Arrays.copyOf(destination, size),
                Arrays.copyOf(small, size));
    }

    void restore(Copy c) {
        size = c.square.length;
        System.arraycopy(c.square, 0, square, 0, size);
        System.arraycopy(c.phase, 0, phase, 0, size);
        System.arraycopy(c.destination, 0, destination, 0, size);
        System.arraycopy(c.small, 0, small, 0, size);
    }

    /** The finished order, its phases squeezed to 1 … k with no phase left empty. */
    PhaseOrder order(boolean fallback) {
        int most = 0;
        for (int t = 0; t < size; t++) {
            most = Math.max(most, phase[t]);
        }
        int[] renumber = new int[most + 1];
        for (int t = 0; t < size; t++) {
            renumber[phase[t]] = 1;
        }
        int k = 0;
        for (int p = 1; p <= most; p++) {
            renumber[p] = renumber[p] == 1 ? ++k : 0;
        }
        int[] phases = new int[size];
        int[] destinations = new int[size];
        int smallPhase = 0;
        for (int t = 0; t < size; t++) {
            phases[t] = renumber[phase[t]];
            destinations[t] = destination[t] == 0 ? 0 : renumber[destination[t]];
            if (small[t] && (smallPhase == 0 || destinations[t] < smallPhase)) {
                smallPhase = destinations[t];
            }
        }
        return new PhaseOrder(Arrays.copyOf(square, size), phases, destinations, smallPhase, fallback);
    }

    /** The targets at one moment. */
    record Copy(int[] square, int[] phase, int[] destination, boolean[] small) {
    }
}
