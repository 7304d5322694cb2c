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
}
