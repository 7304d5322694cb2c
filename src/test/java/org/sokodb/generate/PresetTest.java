package org.sokodb.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The presets are the seed's list in section VI.A, checked one by one against its text. */
class PresetTest {

    @Test
    void presetsAreTheSeedsStrategySets() {
        // "S1 - Random Box Selection Strategy, Random Backward Strategy, Random Forward Strategy, Direct Route"
        assertEquals("box random, push random, pull random, route direct", Preset.S1.strategies().describe());
        assertEquals("box random, push random, pull random, route closest-active-tile",
                Preset.S2.strategies().describe());
        assertEquals("box in-order, push random, pull random, route direct", Preset.S3.strategies().describe());
        assertEquals("box random, push random, pull most-access, route direct", Preset.S4.strategies().describe());
        assertEquals("box random, push random, pull most-obstacles, route direct",
                Preset.S5.strategies().describe());
        assertEquals("box random, push random, pull farthest, route direct", Preset.S6.strategies().describe());
        assertEquals("box random, push most-obstacles, pull random, route direct",
                Preset.S7.strategies().describe());
        assertEquals("box random, push farthest, pull random, route direct", Preset.S8.strategies().describe());
        // "S9 - In Order Box Selection, Reserve Most Access Backward, Farthest Forward, Closest Active Route"
        assertEquals("box in-order, push farthest, pull most-access, route closest-active-tile",
                Preset.S9.strategies().describe());
    }
}
