package org.sokodb.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;

/** The values published on the Level Identity page, and the wrong readings it warns about. */
class LevelIdentityTest {
    static final List<String> PUBLISHED = List.of(
            "###########",
            "##### *. ##",
            "####  @# ##",
            "#  $.$#####",
            "#   #  $ .#",
            "##### $  .#",
            "###########");

    static final List<String> OLDER = List.of(
            "############",
            "####   @####",
            "###  *$  ###",
            "# . .#. $###",
            "#  $$ #. ###",
            "### ..$    #",
            "########## #",
            "############");

    private final LevelIdentity identity = new LevelIdentity();

    @Test
    void publishedExampleExactId() throws Exception {
        LevelIds ids = identity.of(Board.parse(PUBLISHED));
        assertEquals("4C58C6973860C790", ids.exactId());
        assertEquals(String.join("\n", PUBLISHED) + "\n", ids.normalized());
    }

    @Test
    void publishedExampleEightSumsInPublishedOrder() throws Exception {
        assertArrayEquals(new String[] {"49E47127B88A5490", "B26AE7764B4984C1", "1BC4A18F1B91726C",
            "B1BEE44D8D44F8DC", "1674E2D1AC70B61C", "9745BF55B27DC965", "28573C1F952FD18A", "60598C834B8313D0"},
                identity.orientationSums(Board.parse(PUBLISHED)));
    }

    @Test
    void publishedExampleUniqueId() throws Exception {
        assertEquals("1674E2D1AC70B61C", identity.of(Board.parse(PUBLISHED)).uniqueId());
    }

    @Test
    void olderPageExampleSumsWithoutManArea() throws Exception {
        Board board = Board.parse(OLDER);
        assertArrayEquals(new String[] {"545CE11D547CC6D6", "A95C4600C6769137", "F8C5D36B1F718D0F",
            "3D984F1C449D212B", "F7D213152DAA551E", "28FBF9ECE43024B1", "017F1D37EE023ACB", "3B2D3843FEC69222"},
                identity.orientationSumsWithoutManArea(board));
    }

    // The readings the page warns about must NOT reproduce the published Unique-Id.

    @Test
    void minimumOverEverySingleManPositionIsWrong() {
        List<String> norm = ReferenceIdentity.normalize(PUBLISHED);
        List<String> area = ReferenceIdentity.markManArea(norm, true);
        String best = null;
        for (int y = 0; y < area.size(); y++) {
            for (int x = 0; x < area.get(y).length(); x++) {
                char c = area.get(y).charAt(x);
                if (c == '@' || c == '+') {
                    String sum = ReferenceIdentity.minSum(ReferenceIdentity.orientations(withManAt(norm, x, y)));
                    best = best == null || sum.compareTo(best) < 0 ? sum : best;
                }
            }
        }
        assertEquals("047A3E3FBB7A401C", best, "the value the page gives for this wrong reading");
        assertNotEquals("1674E2D1AC70B61C", best);
    }

    @Test
    void noManAtAllIsWrong() {
        List<String> norm = ReferenceIdentity.normalize(PUBLISHED).stream()
                .map(r -> r.replace('@', ' ').replace('+', '.')).toList();
        assertNotEquals("1674E2D1AC70B61C", ReferenceIdentity.minSum(ReferenceIdentity.orientations(norm)));
    }

    @Test
    void manMovedToTopLeftReachableSquareIsWrong() {
        List<String> norm = ReferenceIdentity.normalize(PUBLISHED);
        List<String> area = ReferenceIdentity.markManArea(norm, true);
        for (int y = 0; y < area.size(); y++) {
            int x = area.get(y).indexOf('@');
            if (x >= 0) {
                String id = ReferenceIdentity.minSum(ReferenceIdentity.orientations(withManAt(norm, x, y)));
                assertNotEquals("1674E2D1AC70B61C", id);
                return;
            }
        }
        throw new AssertionError("no reachable square");
    }

    @Test
    void reachabilityThroughBoxesIsWrong() {
        List<String> marked = ReferenceIdentity.markManArea(ReferenceIdentity.normalize(PUBLISHED), false);
        assertNotEquals("1674E2D1AC70B61C", ReferenceIdentity.minSum(ReferenceIdentity.orientations(marked)));
    }

    @Test
    void rotationsWithoutMirrorsAreWrong() {
        List<String> marked = ReferenceIdentity.markManArea(ReferenceIdentity.normalize(PUBLISHED), true);
        String rotationsOnly = ReferenceIdentity.minSum(ReferenceIdentity.orientations(marked).subList(0, 4));
        assertNotEquals("1674E2D1AC70B61C", rotationsOnly);
    }

    @Test
    void referenceImplementationAgreesOnThePublishedExample() {
        assertEquals("4C58C6973860C790", ReferenceIdentity.exactId(PUBLISHED));
        assertEquals("1674E2D1AC70B61C", ReferenceIdentity.uniqueId(PUBLISHED));
    }

    private static List<String> withManAt(List<String> rows, int mx, int my) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int y = 0; y < rows.size(); y++) {
            StringBuilder sb = new StringBuilder(rows.get(y).replace('@', ' ').replace('+', '.'));
            if (y == my) {
                sb.setCharAt(mx, sb.charAt(mx) == '.' ? '+' : '@');
            }
            out.add(sb.toString());
        }
        return out;
    }
}
