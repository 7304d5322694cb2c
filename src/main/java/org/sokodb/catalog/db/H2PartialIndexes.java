package org.sokodb.catalog.db;

import java.sql.SQLException;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import org.h2.engine.Session;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.db.MVIndex;
import org.h2.mvstore.db.MVTable;
import org.h2.table.Table;
import org.jdbi.v3.core.Handle;

/**
 * The indexes of an H2 table that hold fewer entries than the table has rows: what a process
 * killed while H2 filled an index can leave behind.
 *
 * <p>H2 removes an index's map from the file at once when the index is dropped, but takes the
 * index out of its schema only when the statement commits. A kill in between leaves the index
 * listed with no map, and H2 builds it again the next time it opens the database, writing its
 * entries outside any transaction; a kill during that build leaves the index listed and
 * partly filled, and no later open builds it again. SQL cannot tell (the index is listed), yet
 * a partly filled unique index lets a second row of a key in, and a lookup through a partly
 * filled index calls a stored level new. The counts compared here are the sizes of H2's maps
 * (entries of every transaction, a read of two root pages each): right when no transaction is
 * open, as when a catalog has just been opened.
 */
public final class H2PartialIndexes {
    private H2PartialIndexes() {
    }

    /**
     * The first column (upper case) of every index of {@code table} whose map holds fewer entries
     * than the table's rows; empty on a database that is not an embedded H2 one, and while
     * another session has it open or this one has a transaction open (nothing can be told then).
     */
    public static Set<String> of(Handle handle, String table) {
        Set<String> partial = new TreeSet<>();
        SessionLocal session = session(handle);
        // with another session at work, a row may be in the table's map and not yet in an index's
        if (session == null || session.getDatabase().getSessions(false).length > 1 || session.hasPendingTransaction()) {
            return partial;
        }
        Table t = session.getDatabase().getSchema(session.getCurrentSchemaName())
                .findTableOrView(session, table.toUpperCase(Locale.ROOT));
        if (!(t instanceof MVTable mv)) {
            return partial;
        }
        long rows = mv.getScanIndex(session) instanceof MVIndex<?, ?> scan ? scan.getMVMap().sizeAsLong() : -1;
        for (Index index : mv.getIndexes()) {
            if (index instanceof MVIndex<?, ?> i && index != mv.getScanIndex(session) && index.getIndexColumns() != null
                    && i.getMVMap().sizeAsLong() < rows) {
                partial.add(index.getIndexColumns()[0].columnName.toUpperCase(Locale.ROOT));
            }
        }
        return partial;
    }

    private static SessionLocal session(Handle handle) {
        try {
            Session session = handle.getConnection().unwrap(JdbcConnection.class).getSession();
            return session instanceof SessionLocal local ? local : null;
        } catch (SQLException e) {
            return null; // not H2's own connection
        }
    }
}
