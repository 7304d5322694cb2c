package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Symmetry;

class PackedWindowsTest {
    /**
     * The four mirrored orientations are kept ones flipped upside down: every orientation's
     * planes are {@link Packed}'s own, on real levels of every size that packs, and the grid
     * rebuilt from them is the level's.
     */
    @Test
    void everyOrientationIsPackedsOwn() {
        List<Grid> grids = ProfilesTest.grids();
        PackedWindows windows = new PackedWindows(2);
        windows.addAll(grids);
        assertEquals(grids.size(), windows.size());
        int packed = 0;
        for (int i = 0; i < grids.size(); i++) {
            Grid g = grids.get(i);
            Packed p = Packed.of(g).orElse(null);
            if (p == null) {
                assertTrue(!windows.fits(i) && windows.large(i) == g);
                continue;
            }
            long[] planes = new long[32];
            p.copyPlanes(planes, 0);
            for (Symmetry s : Symmetry.values()) {
                for (int k = 0; k < 3; k++) {
                    assertEquals(planes[4 * s.ordinal() + k], windows.plane(i, s.ordinal(), k), s + " plane " + k);
                }
            }
            assertEquals(g, windows.grid(i));
            packed++;
        }
        assertTrue(packed >= 120, packed + " packed");
    }
}
