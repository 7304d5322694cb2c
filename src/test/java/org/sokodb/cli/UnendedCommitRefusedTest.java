package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.h2.mvstore.MVStore;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionMap;
import org.h2.mvstore.tx.TransactionStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.OlderStateRecovery;

/**
 * A catalog file holding a commit a kill cut off (its transaction marked committed in its undo
 * log, not ended) is refused before H2 opens it, byte for byte as it was, and H2's recovery
 * commands the refusal names make a catalog every command writes. H2 2.5.252 never ends such a
 * transaction, and a write to one of its rows waits for it for ever: after a kill 7.8 s into an
 * import (the crash harness, seed 612), the meta row of the levels' id sequence was such a row,
 * and the next import spun in H2's {@code TransactionMap.set} (docs/journal/catalog.md). The
 * file is made here as that kill left it, with H2's own calls: a transaction that changed a
 * row of a map of its own (no command writes that row, so the import before the refusal
 * succeeded, rather than spinning), its undo log marked committed as H2's commit marks it
 * first, the store closed before the transaction ended.
 */
class UnendedCommitRefusedTest {
    @TempDir
    Path dir;

    @Test
    void aCatalogHoldingACommitCutOffIsRefusedAndLeftAsItIs() throws Exception {
        Path db = dir.resolve("catalog");
        Path file = Path.of(db + ".mv.db");
        CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen.1")).succeeded();
        int cutOff = commitCutOff(file);
        byte[] left = Files.readAllBytes(file);

        CliRun refused = CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen.2"));
        assertEquals(3, refused.exitCode(), refused.out() + refused.err());
        assertTrue(refused.err().contains("holds a commit H2 did not finish before a kill (its transaction " + cutOff
                + ")"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), "one line: " + refused.err());
        assertArrayEquals(left, Files.readAllBytes(file), "nothing is written to a file refused");

        Path made = OlderStateRecovery.olderCatalog(file);
        assertTrue(refused.err().contains("org.h2.tools.Recover") && refused.err().contains("--db " + made),
                refused.err());
        for (List<String> command : OlderStateRecovery.commands(file)) {
            assertEquals(0, OlderStateRefusedTest.run(command), String.join(" ", command));
        }
        assertArrayEquals(left, Files.readAllBytes(file), "H2's recovery tool writes nothing into the file");
        CliRun.of("--db", made.toString(), "import", Fixtures.shipped("xsokoban/screen.2")).succeeded();
        CliRun collections = CliRun.of("--db", made.toString(), "collections").succeeded();
        assertEquals(2, collections.rows().size(), collections.out());
    }

    /**
     * Leaves in {@code file} a transaction marked committed and not ended, as a kill between
     * H2's marking of a commit and its end does; its id.
     */
    private static int commitCutOff(Path file) throws Exception {
        MVStore store = new MVStore.Builder().fileName(file.toString()).open();
        TransactionStore transactions = new TransactionStore(store);
        transactions.init();
        Transaction transaction = transactions.begin();
        TransactionMap<Long, String> map = transaction.openMap("cut.off");
        map.put(1L, "a row the cut-off commit changed");
        Method mark = TransactionStore.class.getDeclaredMethod("markUndoLogAsCommitted", int.class, long.class);
        mark.setAccessible(true);
        mark.invoke(transactions, transaction.getId(), store.getCurrentVersion());
        store.close(); // the transaction not ended: the file as the kill left it
        try (MVStore look = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            TransactionStore seen = new TransactionStore(look);
            seen.init();
            assertEquals(List.of(Transaction.STATUS_COMMITTED),
                    seen.getOpenTransactions().stream().map(Transaction::getStatus).toList(),
                    "the file holds one transaction, marked committed");
        }
        return transaction.getId();
    }
}
