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
    private static final Compaction.Rule RULE = new Compaction.Rule(32L << 20, 50);

    @Test
    void aFileTheImportHasJustWrittenIsLeftAsItIs() {
        // the first 300 Boxoban files into a fresh file, its pages compressed as written:
        // 109 MB at 80 % live (86 MB compacted); its copy beside it would double the disk
        assertTrue(RULE.judge(109 * MB, 80, 0).isEmpty());
        assertTrue(RULE.judge(109 * MB, 50, 0).isEmpty(), "half live is the line");
    }

    @Test
    void aMostlyDeadFileIsCompactedWhateverWroteIt() {
        // an uncompressed file an earlier build left uncompacted: the whole zip, 3.6 GB at 16 % live
        Compaction.Sparse sparse = RULE.judge(3_600 * MB, 16, 10 * MB).orElseThrow();
        assertEquals(3_590 * MB, sparse.grown());
        assertTrue(RULE.judge(400 * MB, 49, 400 * MB).isPresent(), "nothing written by the command: its live count alone");
    }

    @Test
    void aSmallFileIsNeverCompacted() {
        assertTrue(RULE.judge((32L << 20) - 1, 10, 0).isEmpty());
        assertTrue(RULE.judge(32L << 20, 10, 32L << 20).isPresent(), "from 32 MiB on, by its live count");
    }

    @Test
    void aFileThatShrankHasGrownByNothing() {
        // H2 may give back the end of the file while an import runs: no growth, never negative
        assertEquals(0, RULE.judge(100 * MB, 30, 120 * MB).orElseThrow().grown());
    }
}
