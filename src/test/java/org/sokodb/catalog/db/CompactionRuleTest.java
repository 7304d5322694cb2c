package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The rule that decides an import's compaction, on the files measured in docs/import-cost.md
 * (sizes and H2's live counts as H2 reported them after those imports).
 */
class CompactionRuleTest {
    private static final long MB = 1_000_000;
    private static final Compaction.Rule RULE = new Compaction.Rule(32L << 20, 90);

    @Test
    void aFileTheImportHasJustWrittenIsCompactedByItsDeadPages() {
        // the first 300 Boxoban files into a fresh file, pages compressed as written:
        // 109 MB at 80 % live, 86 MB compacted
        Compaction.Sparse sparse = RULE.judge(109 * MB, 80, 24_576).orElseThrow();
        assertEquals(109 * MB - 24_576, sparse.grown());
        assertTrue(RULE.judge(109 * MB, 89, 0).isPresent());
        assertTrue(RULE.judge(109 * MB, 90, 0).isEmpty(), "90 % live is the line, however much was written");
    }

    @Test
    void aMostlyDeadFileIsCompactedWhateverWroteIt() {
        // an uncompressed file an earlier build left: the whole zip, 3.6 GB at 16 % live
        assertTrue(RULE.judge(3_600 * MB, 16, 3_590 * MB).isPresent());
    }

    @Test
    void aSmallImportIntoALargeDenseFileLeavesItAsItIs() {
        // one Boxoban file into the compacted catalog of the zip (about 0.34 GB)
        assertTrue(RULE.judge(352 * MB, 97, 340 * MB).isEmpty());
    }

    @Test
    void aSmallFileIsNeverCompacted() {
        assertTrue(RULE.judge((32L << 20) - 1, 10, 0).isEmpty());
        assertTrue(RULE.judge(32L << 20, 10, 32L << 20).isPresent(), "from 32 MiB on, by its live count");
    }

    @Test
    void aFileThatShrankHasGrownByNothing() {
        // H2 may give back the end of the file while an import runs: no growth, never negative
        assertEquals(0, RULE.judge(100 * MB, 50, 120 * MB).orElseThrow().grown());
        assertTrue(RULE.judge(100 * MB, 95, 120 * MB).isEmpty());
    }
}
