package org.sokodb.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;

import org.junit.jupiter.api.Test;

/** The similarity column: one decimal, a point, the same whether formatted anew or kept from an earlier row. */
class NearRowsTest {

    @Test
    void oneDecimalAsTheDocsWriteIt() {
        // docs/similar.md: one wall square moved in an 8×6 level, 46 of 48 squares agree
        assertEquals("95.8", NearRows.percent(100.0 * 46 / 48));
        assertEquals("100.0", NearRows.percent(100.0));
        assertEquals("87.5", NearRows.percent(100.0 * 7 / 8));
        // half-up on the decimal digits, as String.format rounds
        assertEquals("0.1", NearRows.percent(0.05));
    }

    @Test
    void everyFractionTheSameAsStringFormatAskedOnceOrAgain() {
        // more distinct values than are kept: those past the bound are formatted each time
        for (int round = 0; round < 2; round++) {
            for (int area = 1; area <= 150; area++) {
                for (int agreeing = 0; agreeing <= area; agreeing++) {
                    double p = 100.0 * agreeing / area;
                    assertEquals(String.format(Locale.ROOT, "%.1f", p), NearRows.percent(p), agreeing + "/" + area);
                }
            }
        }
    }
}
