package org.sokodb.solver.packing;

import java.util.Arrays;
import java.util.BitSet;

/**
 * What the {@link PhaseSearch} keeps of each position it stored, by its number in the store:
 * its phase, its score, the pushes on its way that were not free, and whether a box of it stands
 * frozen on a corner goal of a later phase than its own while the line parks (YASS's flag, kept only with
 * {@code parkfrozen}).
 */
final class PhaseNodes {
    private int[] phase = new int[1024];
    private int[] score = new int[1024];
    private int[] free = new int[1024];
    private final BitSet frozen = new BitSet();

    /** Position {@code id}'s phase, score (never below 0), non-free pushes and flag. */
    void record(int id, int phaseOf, int scoreOf, int freeOf, boolean frozenOf) {
        if (id >= phase.length) {
            int size = Math.max(id + 1, phase.length * 2);
            phase = Arrays.copyOf(phase, size);
            score = Arrays.copyOf(score, size);
            free = Arrays.copyOf(free, size);
        }
        phase[id] = phaseOf;
        score[id] = Math.max(0, scoreOf);
        free[id] = freeOf;
        frozen.set(id, frozenOf);
    }

    int phase(int id) {
        return phase[id];
    }

    int score(int id) {
        return score[id];
    }

    int free(int id) {
        return free[id];
    }

    boolean frozen(int id) {
        return frozen.get(id);
    }
}
