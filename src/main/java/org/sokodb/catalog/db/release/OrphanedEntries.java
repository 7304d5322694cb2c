package org.sokodb.catalog.db.release;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionMap;
import org.h2.mvstore.tx.TransactionStore;
import org.h2.value.VersionedValue;

/**
 * Rows and index entries a kill left owned by a transaction whose stored undo log does not list
 * them. H2 writes a change's undo record before the change, but a chunk stores each map as it
 * finds it at that moment, so after a kill a table or index can hold a transaction's newest
 * entries while its undo log, stored a moment earlier, stops before them (seen: an import's
 * 614 undo records, the index entries of its next level owned by its log ids 614 and 615).
 * H2's rollback at open undoes what the log lists and leaves these owned by that id, which it
 * gives the next process's transactions again: a writer of such a key in another transaction
 * waits for it and fails with H2's lock time-out, on every command after.
 *
 * <p>Every reader already reads such an entry as its committed value (the owner is not
 * committed), so the entry is put back to that value: the repair changes nothing a query reads.
 * Only an entry with no committed value (a row or index entry the transaction added, the only
 * kind seen) is taken out; one with a committed value is left, and counted as not repaired.
 */
public final class OrphanedEntries {
    private static final String TABLE = "table.";
    private static final String INDEX = "index.";
    /** The bits of an operation id that hold the log id; the transaction's id is above them. */
    private static final int LOG_ID_BITS = 40;

    private OrphanedEntries() {
    }

    /** What a file holds: entries that can be taken out, and entries that cannot. */
    public record Found(int removable, int kept) {
        public boolean any() {
            return removable + kept > 0;
        }
    }

    /** Counts the orphaned entries of {@code store}, read only. */
    public static Found in(MVStore store) {
        return visit(store, false);
    }

    /** Takes the removable orphaned entries out of {@code store}, opened for writing; what it found. */
    public static Found removeFrom(MVStore store) {
        return visit(store, true);
    }

    private static Found visit(MVStore store, boolean remove) {
        TransactionStore transactions = new TransactionStore(store);
        transactions.init();
        Map<Integer, Long> nextLogId = new HashMap<>();
        for (Transaction t : transactions.getOpenTransactions()) {
            nextLogId.put(t.getId(), t.setSavepoint());
        }
        Transaction reader = transactions.begin();
        int removable = 0;
        int kept = 0;
        for (String name : store.getMapNames()) {
            if (!name.startsWith(TABLE) && !name.startsWith(INDEX)) {
                continue;
            }
            TransactionMap<Object, Object> opened = reader.openMap(name);
            MVMap<Object, VersionedValue<Object>> raw = opened.map;
            List<Object> orphans = new ArrayList<>();
            for (Map.Entry<Object, VersionedValue<Object>> entry : raw.entrySet()) {
                if (orphaned(entry.getValue(), nextLogId)) {
                    if (entry.getValue().getCommittedValue() == null) {
                        orphans.add(entry.getKey());
                    } else {
                        kept++;
                    }
                }
            }
            removable += orphans.size();
            if (remove) {
                orphans.forEach(raw::remove);
            }
        }
        return new Found(removable, kept);
    }

    /** Whether {@code value} is owned by a transaction whose stored undo log does not list it. */
    private static boolean orphaned(VersionedValue<Object> value, Map<Integer, Long> nextLogId) {
        long operation = value == null ? 0 : value.getOperationId();
        if (operation == 0) {
            return false;
        }
        Long next = nextLogId.get((int) (operation >>> LOG_ID_BITS));
        return next == null || (operation & ((1L << LOG_ID_BITS) - 1)) >= next;
    }
}
