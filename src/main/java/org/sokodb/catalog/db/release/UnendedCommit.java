package org.sokodb.catalog.db.release;

import java.util.OptionalInt;

import org.h2.mvstore.MVStore;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionStore;

/**
 * A transaction an H2 file holds as committed but not ended: a kill came after H2 had marked
 * the commit in the transaction's undo log and before it had made the rows its own and taken
 * the log away. H2 2.5.252 never ends such a transaction: on open it asks each one left to
 * commit ({@code TransactionStore.endLeftoverTransactions}), and {@code Transaction.commit}
 * does nothing for one already marked committed (it counts only an open transaction as one
 * to finish). Its rows stay owned by it; a reader sees them as before the commit, and a writer
 * of such a row waits for the transaction, which, not being open, it takes for ended at once,
 * and tries again, for ever (seen on a killed import: the meta row of the levels' id sequence,
 * written from H2's {@code Sequence.flush}, spun the next import in {@code TransactionMap.set}).
 */
public final class UnendedCommit {
    private UnendedCommit() {
    }

    /**
     * The id of a transaction {@code look}'s file holds as committed and not ended, if any.
     *
     * @param look the file opened read-only ({@link NewestChunkLook}); nothing is written to it
     */
    public static OptionalInt in(MVStore look) {
        if (look.getMapNames().stream().noneMatch(n -> n.startsWith("undoLog"))) {
            return OptionalInt.empty(); // no transaction left at all: the store's open costs nothing more
        }
        TransactionStore transactions = new TransactionStore(look);
        transactions.init();
        return transactions.getOpenTransactions().stream()
                .filter(t -> t.getStatus() == Transaction.STATUS_COMMITTED)
                .mapToInt(Transaction::getId).findFirst();
    }
}
