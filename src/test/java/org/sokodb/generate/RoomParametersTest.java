package org.sokodb.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RoomParametersTest {

    @Test
    void aThreeByThreeRoomHasNoRoomForSixBoxes() {
        String problem = RoomParameters.problem(3, 3, 6, 30, 30).orElseThrow();
        assertEquals("a 3x3 level has 1 square inside its walls: room for no box (each box, the man and one square "
                + "to push into need one), not 6", problem);
        assertThrows(IllegalArgumentException.class,
                () -> new RoomParameters(3, 3, 6, 30, 30, Preset.S9.strategies(), GoalPlacement.CARVED));
    }

    @Test
    void sizesBoxesAndIterationsAreChecked() {
        assertTrue(RoomParameters.problem(2, 8, 1, 1, 0).orElseThrow().contains("3x3 at least"));
        assertTrue(RoomParameters.problem(8, 8, 0, 1, 0).orElseThrow().contains("at least one box"));
        assertTrue(RoomParameters.problem(5, 5, 8, 1, 0).orElseThrow().contains("at most 7 boxes"));
        assertTrue(RoomParameters.problem(8, 8, 3, 0, 0).orElseThrow().contains("forward stage"));
        assertTrue(RoomParameters.problem(5, 5, 7, 1, 0).isEmpty());
        assertTrue(RoomParameters.problem(8, 8, 3, 30, 30).isEmpty());
    }
}
