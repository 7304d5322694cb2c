package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The build's fuzzing never runs on nothing: seeds that moved away fail the target. */
class MutatorTest {

    @Test
    void missingSeedsFailInsteadOfRunningEmpty() {
        AssertionError e = assertThrows(AssertionError.class, () -> Mutator.seeds(MutatorTest.class, "noSuchTarget"));
        assertTrue(e.getMessage().contains("MutatorTestInputs/noSuchTarget"), e.getMessage());
    }
}
