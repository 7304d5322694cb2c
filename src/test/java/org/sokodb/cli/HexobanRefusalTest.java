package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;

/**
 * A Hexoban level in a file that does not say so (issue 85 saw them refused as "open level"):
 * said to look like Hexoban, which sokodb does not read. The shared Hexoban fixtures, written
 * with {@code -} and with spaces for floor, in two schemes of offset; a square-grid level that
 * is open stays "open level", and the levels beside the Hexoban one are read.
 */
class HexobanRefusalTest {
    private static final String SAID = "looks like a Hexoban level (its squares on alternate columns, each row "
            + "shifted by one), which sokodb does not read: only square-grid Sokoban";

    /**
     * The 68 boards of the fixture: the 67 in a Hexoban layout (schemes of offset, rows and
     * columns added, removed or reversed, and "illegal_scheme1", one wall doubled) look like
     * Hexoban; the last, "illegal_scheme2", whose walls stand in a column, is in no Hexoban
     * layout and is an open level as any other.
     */
    @Test
    void everyLevelOfTheHexobanFixtureIsSaidToLookLikeHexoban() {
        String file = TestData.path("sok/hexoban_parser_tests.sok").toString();
        Cli r = Cli.run("id", file);
        assertEquals(1, r.code(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(68, lines.size(), r.err());
        for (String line : lines.subList(0, 67)) {
            assertTrue(line.matches(Pattern.quote(file) + ":\\d+: level \\d+: .*") && line.endsWith(": " + SAID), line);
        }
        assertEquals(file + ":733: level 68: open level: the man can walk off the board", lines.get(67));
        assertEquals(List.of(), r.out().lines().skip(1).toList(), "no level read");
    }

    @Test
    void aHexobanLevelAmongSokobanOnesIsSaidSoAndTheOthersAreRead() {
        String file = TestData.path("sok/parser_test_variant_type_not_specified.sok").toString();
        Cli r = Cli.run("id", file);
        assertEquals(1, r.code());
        assertTrue(r.err().strip().endsWith("level 2: " + SAID), r.err());
        assertEquals(1, r.out().lines().skip(1).count(), "level 1 is read: " + r.out());
    }

    @Test
    void anOpenSquareGridLevelIsStillOpen() {
        Cli r = Cli.run("id", "src/test/resources/bad/boards.xsb");
        assertTrue(r.err().contains(":22: level 4: open level: the man can walk off the board\n"), r.err());
    }
}
