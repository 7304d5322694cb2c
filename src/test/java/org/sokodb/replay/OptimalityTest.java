package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class OptimalityTest {
    /** The notes {@code optimize --catalog} stores with a solution it proved (CatalogOptimizing). */
    static final String OPTIMIZED = "Optimizer: sokodb 0.1.0 (--metric moves)\nOptimized from: 47/12\nTime: 1.250 s\n"
            + "Optimal: moves";

    @Test
    void sokodbsOwnLine() {
        assertEquals(Optional.of("moves"), Optimality.of(OPTIMIZED));
        assertEquals(Optional.of("pushes"), Optimality.of("Solver: sokodb\nTime: 0.2 s\nOptimal: pushes"));
        assertEquals(Optional.empty(), Optimality.of("Optimizer: sokodb\nOptimized from: 47/12\nTime: 1 s"));
        assertEquals(Optional.empty(), Optimality.of(""));
    }

    @Test
    void theLineOtherProgramsWrite() {
        // Original_and_Extra.sok, under a PocoSolv and a YASS solution
        assertEquals(Optional.of("pushes"), Optimality.of("Optimality: Push-optimal solution\nSolver: PocoSolv 8-bit"));
        assertEquals(Optional.of("moves"), Optimality.of("Optimality: Move-optimal solution"));
        assertEquals(Optional.empty(), Optimality.of("Optimality: unknown"));
    }

    @Test
    void exportAddsTheFieldOthersRead() {
        assertEquals(OPTIMIZED + "\nOptimality: Move-optimal solution", Optimality.withField(OPTIMIZED));
        assertEquals("Optimal: pushes\nOptimality: Push-optimal solution", Optimality.withField("Optimal: pushes\n"));
        String theirs = "Optimality: Push-optimal solution\nSolver: YASS 2.36";
        assertEquals(theirs, Optimality.withField(theirs));
        assertEquals("Solver: x", Optimality.withField("Solver: x"));
    }
}
