package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The rule that decides an import's compaction, on the files measured in docs/performance.md
 * (sizes and H2's live counts as H2 reported them after those imports).
 */
class CompactionRuleTest {
    private static final long MB = 1_000_000;
    private static final Compaction.Rule RULE = new Compaction.Rule(32L << 20, 90, 25);

    @Test
    void aFreshFileTheImportWroteIsCompactedThoughH2CountsItMostlyLive() {
        // the first 100 Boxoban files into a fresh file: 58 MB at 84 % live, and 67 MB at 89 %
        // on another run; both compact to about 32 MB (the rewrite compresses)
        Compaction.Sparse sparse = RULE.judge(58_404_864, 84, 24_576).orElseThrow();
        assertEquals(58_404_864 - 24_576, sparse.grown());
        assertTrue(RULE.judge(67 * MB, 89, 0).isPresent());
        assertTrue(RULE.judge(67 * MB, 95, 0).isPresent(), "written whole by the import");
    }

    @Test
    void aMostlyDeadFileIsCompactedWhateverWroteIt() {
        // the whole zip: 3.6 GB at 16 % live
        assertTrue(RULE.judge(3_600 * MB, 16, 3_590 * MB).isPresent());
    }

    @Test
    void aSmallImportIntoALargeDenseFileLeavesItAsItIs() {
        // one Boxoban file into the compacted catalog of the zip (about 0.34 GB)
        assertTrue(RULE.judge(352 * MB, 97, 340 * MB).isEmpty());
        // a quarter of the file is the line: 25 % written compacts, a byte less does not
        assertTrue(RULE.judge(400 * MB, 97, 300 * MB).isPresent());
        assertTrue(RULE.judge(400 * MB, 97, 300 * MB + 1).isEmpty());
    }

    @Test
    void aSmallFileIsNeverCompacted() {
        assertTrue(RULE.judge((32L << 20) - 1, 10, 0).isEmpty());
        assertTrue(RULE.judge(32L << 20, 10, 32L << 20).isPresent(), "from 32 MiB on, by its live count");
    }

    @Test
    void aFileThatShrankIsJudgedByItsLiveCountAlone() {
        // H2 may give back the end of the file while an import runs: no growth, never negative
        assertEquals(0, RULE.judge(100 * MB, 50, 120 * MB).orElseThrow().grown());
        assertTrue(RULE.judge(100 * MB, 95, 120 * MB).isEmpty());
    }
}
