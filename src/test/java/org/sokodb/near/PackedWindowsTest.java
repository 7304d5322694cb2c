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

    /**
     * A bucket's entry placed from the window {@link PackedWindows#gather} copies (its size and
     * open squares read off the planes) is the level's own: {@link Packed}'s planes of the
     * orientation moved, the open squares the move took out of the window, the turned size;
     * for every orientation and move of real levels. A level too large to pack gathers no planes.
     */
    @Test
    void aGatheredWindowPlacesAsTheLevelStands() {
        List<Grid> grids = ProfilesTest.grids();
        PackedWindows windows = new PackedWindows(2);
        windows.addAll(grids);
        long[] gathered = new long[PackedWindows.GATHERED];
        long[] into = new long[3];
        int[] lost = new int[1];
        int[] width = new int[1];
        int[] height = new int[1];
        int placed = 0;
        for (int i = 0; i < grids.size(); i++) {
            Grid g = grids.get(i);
            Packed p = Packed.of(g).orElse(null);
            for (Symmetry s : Symmetry.values()) {
                windows.gather(i, s.ordinal(), gathered, 0);
                assertEquals(p != null, PackedWindows.gatheredFits(gathered, 0));
                if (p == null) {
                    continue;
                }
                long[] planes = new long[32];
                p.copyPlanes(planes, 0);
                for (int[] move : CandidatePairs.SHIFTS) {
                    PackedWindows.place(gathered, 0, s.ordinal(), move[0], move[1], into, lost, width, height, 0);
                    long open = 0;
                    for (int k = 0; k < 3; k++) {
                        long moved = Packed.move(planes[4 * s.ordinal() + k], move[0], move[1]);
                        assertEquals(moved, into[k], s + " plane " + k);
                        open |= moved;
                    }
                    assertEquals(g.open() - Long.bitCount(open), lost[0]);
                    assertEquals(s.width(g.width(), g.height()), width[0]);
                    assertEquals(s.height(g.width(), g.height()), height[0]);
                    placed++;
                }
            }
        }
        assertTrue(placed >= 120 * 8 * 5, placed + " placed");
    }

    /** A grid not cropped to its open squares (Grid.of crops every level's) is kept whole, as one too large to pack. */
    @Test
    void aGridNotCroppedIsKeptWhole() {
        byte[] cells = new byte[6 * 5];
        for (int y = 1; y < 3; y++) {
            for (int x = 1; x < 4; x++) {
                cells[y * 6 + x] = Grid.FLOOR;
            }
        }
        cells[6 + 1] = Grid.MAN;
        Grid loose = Grid.of(6, 5, cells);
        PackedWindows windows = new PackedWindows(1);
        windows.addAll(List.of(loose));
        assertTrue(Packed.fits(loose) && !windows.fits(0) && windows.large(0) == loose);
    }
}
